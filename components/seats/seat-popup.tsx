"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { rememberOccupied } from "@/lib/cart/seat-selection";
import { popupCartAddress } from "@/lib/http/spec-fields";
import { seatsOfPlan, type CompactPlan } from "@/lib/seats/compact-plan";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";
import { useT } from "../locale-provider";
import { SeatPicker } from "./seat-picker";
import { SelectionActions } from "./stage-seats";

const totalCents = (seats: SeatOnMap[]) => seats.reduce((sum, s) => sum + s.priceCents, 0);

/** The seat popup: the same grid in a 500px wide dialog with Done. */
export function SeatPopup({
  eventId,
  plan,
  title,
}: {
  eventId: number;
  plan: CompactPlan;
  title: string;
}) {
  const { t, href } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const router = useRouter();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="seat-popup-title"
      className="m-auto w-[500px] max-w-[calc(100vw-1rem)] rounded-2xl p-0 backdrop:bg-ink/60"
      onCancel={(e) => {
        e.preventDefault();
        router.push(href("/stage"));
      }}
    >
      <div className="flex items-center justify-between border-b border-ink/10 px-5 py-3">
        <h1 id="seat-popup-title" className="text-xl font-bold">
          {title}
        </h1>
        <button
          type="button"
          aria-label={t("common.close")}
          className="rounded p-1 text-2xl leading-none"
          onClick={() => router.push(href("/stage"))}
        >
          ×
        </button>
      </div>
      <div className="max-h-[80vh] overflow-y-auto p-4">
        <PopupSeats eventId={eventId} plan={plan} />
      </div>
    </dialog>
  );
}

/** /movie-popup: Done with seats goes to /cart with selectedSeats and totalPriceSeats. */
function PopupSeats({ eventId, plan }: { eventId: number; plan: CompactPlan }) {
  const { t, href } = useT();
  const router = useRouter();
  const seats = useMemo(() => seatsOfPlan(plan, t), [plan, t]);
  return (
    <SeatPicker
      eventId={eventId}
      initialSeats={seats}
      actions={(selected) => (
        <SelectionActions
          seats={selected}
          label={t("seats.done")}
          width="min-w-40"
          onChoose={() => {
            if (selected.length === 0) {
              router.push(href("/stage"));
              return;
            }
            const ids = selected.map((s) => s.seatId);
            rememberOccupied(ids);
            router.push(href(popupCartAddress(ids, totalCents(selected))));
          }}
        />
      )}
    />
  );
}
