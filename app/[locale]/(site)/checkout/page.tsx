import type { Metadata } from "next";
import { TicketsCheckout } from "@/components/seats/tickets-checkout";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { getT } from "@/lib/i18n/page-locale";
import { TICKETS_PAID_IN_FULL_PERCENT } from "@/lib/payments/pricing";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.ticketsCheckout.title"), robots: { index: false } };
}

export default async function TicketsCheckoutPage() {
  const { t } = await getT();
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("pages.ticketsCheckout.heading")}</h1>
      <div className="mt-6">
        <SignedInOnly path="/checkout">
          <TicketsCheckout depositPercent={TICKETS_PAID_IN_FULL_PERCENT} />
        </SignedInOnly>
      </div>
    </div>
  );
}
