import type { Metadata } from "next";
import { PaymentSuccess } from "@/components/cart/payment-outcome";
import { getT } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.payment.title"), robots: { index: false } };
}

export default async function SuccessPage() {
  const { t } = await getT();
  return (
    <div className="page max-w-2xl">
      <div className="card p-6 sm:p-8">
        <h1 className="mb-6 text-3xl font-bold">{t("pages.payment.heading")}</h1>
        <PaymentSuccess />
      </div>
    </div>
  );
}
