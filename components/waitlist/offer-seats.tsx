"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { writeTickets } from "@/lib/cart/seat-selection";
import { call } from "@/lib/http/client";
import { seatName } from "@/lib/seats/seat-shapes";
import { WAITLIST_ROUTES } from "@/lib/waitlist/api";
import type { OfferAnswer } from "@/lib/waitlist/resource";
import { useT } from "../locale-provider";
import { deadlineWords, offerSeatNames } from "./waitlist-entries";

type Found = { state: "open"; offer: OfferAnswer } | { state: "gone" };

/**
 * /checkout?offer={offerId}, the offer e-mail's link: the seats offered to the signed-in account
 * become the tickets to check out, with a line saying until when they are held (and whether they
 * are side by side). An offer that ended, or that is another account's, is said so.
 */
export function OfferSeats() {
  const { t, locale } = useT();
  const offerId = Number(useSearchParams().get("offer"));
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (!Number.isInteger(offerId) || offerId <= 0) return;
    let cancelled = false;
    void call(WAITLIST_ROUTES.mine, {})
      .then((answer) => {
        if (cancelled) return;
        const offer =
          answer.status === "OK"
            ? answer.payload.entries
                .map((e) => e.offer)
                .find((o) => o?.offerId === offerId && o.status === "OFFERED")
            : undefined;
        if (!offer) {
          setFound({ state: "gone" });
          return;
        }
        writeTickets(
          offer.seats.map((s) => ({
            seatId: s.seatId,
            label: seatName(t, s.seatRow, s.seatColumn),
            priceCents: s.priceCents,
          })),
        );
        setFound({ state: "open", offer });
      })
      .catch(() => !cancelled && setFound({ state: "gone" }));
    return () => {
      cancelled = true;
    };
  }, [offerId, t]);

  if (!found) return null;
  if (found.state === "gone")
    return (
      <p
        role="alert"
        className="mb-6 rounded-lg bg-red-50 px-4 py-3 font-semibold text-crimson-dark"
      >
        {t("waitlist.checkout.gone")}
      </p>
    );
  const { offer } = found;
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-teal/40 bg-teal/10 px-4 py-3"
      data-testid="waitlist-checkout"
    >
      <p className="font-semibold">
        {t.rich("waitlist.checkout.held", {
          seats: offerSeatNames(offer, t, locale),
          deadline: deadlineWords(offer.expiresAt, locale),
          list: (chunks) => <bdi>{chunks}</bdi>,
        })}
      </p>
      {!offer.together && <p className="mt-1">{t("waitlist.checkout.apart")}</p>}
    </div>
  );
}
