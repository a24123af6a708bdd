"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { readSessionFlags } from "@/lib/cart/browser-state";
import type { Translator } from "@/lib/i18n/messages";
import { seatName, type SeatOnMap } from "@/lib/seats/seat-shapes";
import { seatsOfPlan, type CompactPlan } from "@/lib/seats/compact-plan";
import { selectionInWords } from "@/lib/seats/seat-words";
import { writeTickets } from "@/lib/cart/seat-selection";
import { useT } from "../locale-provider";
import { SeatPicker } from "./seat-picker";
import { useReleaseAbandonedCheckout } from "./use-abandoned-checkout";

// Each ticket line is named in the page's language.
const toTickets = (seats: SeatOnMap[], t: Translator) =>
  seats.map((s) => ({
    seatId: s.seatId,
    label: seatName(t, s.seatRow, s.seatColumn),
    priceCents: s.priceCents,
  }));

/** The selection's count and total (the picker's live region says each change). */
function Selection({ seats }: { seats: SeatOnMap[] }) {
  const { t, locale } = useT();
  return (
    <p className="mt-6 text-center" data-testid="seat-selection">
      {selectionInWords(t, locale, seats)}
    </p>
  );
}

/** The selection summary and the picker's one action button under the grid. */
export function SelectionActions({
  seats,
  label,
  width,
  onChoose,
  error = null,
}: {
  seats: SeatOnMap[];
  label: string;
  width: string;
  onChoose: () => void;
  /** Why the button did nothing, said under it (never floating over the grid). */
  error?: string | null;
}) {
  return (
    <>
      <Selection seats={seats} />
      <div className="mt-4 flex justify-center">
        <button type="button" className={`btn-primary ${width}`} onClick={onChoose}>
          {label}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-center font-semibold text-crimson">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * /stage's Purchase: logged out goes to login (selection kept); none selected alerts; else
 * /checkout.
 */
export function StageSeats({
  eventId,
  plan,
  salesEnded = false,
  soldOut,
}: {
  eventId: number;
  /** Where the hall's seats are and their prices; their statuses are asked for. */
  plan: CompactPlan;
  /** Shown above the seats when none is on sale (the waitlist). */
  soldOut?: ReactNode;
  /** Whether the event's ticket sales have ended: no Purchase button, a line saying so. */
  salesEnded?: boolean;
}) {
  const { t, href } = useT();
  const router = useRouter();
  // back here from the payment page without paying: that checkout's seats are free again, and a
  // new seat map shows them so at once
  const round = useReleaseAbandonedCheckout();
  // Purchase with no seat chosen says so under the button until a seat is chosen.
  const [askedEmpty, setAskedEmpty] = useState(false);
  const seats = useMemo(() => seatsOfPlan(plan, t), [plan, t]);
  return (
    <SeatPicker
      key={round}
      eventId={eventId}
      initialSeats={seats}
      soldOut={soldOut}
      actions={(selected) =>
        salesEnded ? (
          <p className="font-semibold text-ink-soft">{t("seats.salesEnded")}</p>
        ) : (
          <SelectionActions
            seats={selected}
            label={t("seats.purchase")}
            width="min-w-48"
            error={askedEmpty && selected.length === 0 ? t("seats.selectFirst") : null}
            onChoose={() =>
              void readSessionFlags().then(({ signedIn }) => {
                if (!signedIn) {
                  // the login page brings the callback into its own language
                  router.push(href("/login?callbackUrl=%2Fstage"));
                  return;
                }
                if (selected.length === 0) {
                  setAskedEmpty(true);
                  return;
                }
                writeTickets(toTickets(selected, t));
                router.push(href("/checkout"));
              })
            }
          />
        )
      }
    />
  );
}
