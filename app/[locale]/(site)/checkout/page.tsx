import type { Metadata } from "next";
import { Suspense } from "react";
import { TicketsCheckout } from "@/components/seats/tickets-checkout";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { OfferSeats } from "@/components/waitlist/offer-seats";
import { getT } from "@/lib/i18n/page-locale";
import { langOf, localizeFields } from "@/lib/i18n/localize";
import { TICKETS_PAID_IN_FULL_PERCENT } from "@/lib/payments/pricing";
import { getStage } from "@/lib/site/public-data";
import { SEAT_HOLD_MINUTES } from "@/db/queries/holds";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.ticketsCheckout.title"), robots: { index: false } };
}

export default async function TicketsCheckoutPage() {
  const { t, locale } = await getT();
  // The seats on sale are the seated concert's: the page names it, its date and its venue.
  const stage = await getStage();
  const event = stage
    ? localizeFields(stage.event, ["name", "dateText", "location"] as const, locale)
    : null;
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("pages.ticketsCheckout.heading")}</h1>
      {event && (
        <div className="mt-2" data-testid="checkout-event">
          <p className="text-lg font-semibold text-crimson" lang={langOf(event, "name")}>
            {event.name}
          </p>
          <p className="text-ink-soft">
            <span lang={langOf(event, "dateText")}>{event.dateText}</span> ·{" "}
            <span lang={langOf(event, "location")}>{event.location}</span>
          </p>
        </div>
      )}
      <div className="mt-6">
        <SignedInOnly path="/checkout">
          {/* the seats of a waitlist offer (the offer e-mail's link) become the tickets */}
          <Suspense fallback={null}>
            <OfferSeats />
          </Suspense>
          <TicketsCheckout
            depositPercent={TICKETS_PAID_IN_FULL_PERCENT}
            holdMinutes={SEAT_HOLD_MINUTES}
          />
        </SignedInOnly>
      </div>
    </div>
  );
}
