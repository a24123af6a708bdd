import type { Metadata } from "next";
import { LogoutNow } from "@/components/account/logout-now";
import { t } from "@/lib/messages";

export const metadata: Metadata = { title: t("pages.logout.title"), robots: { index: false } };

export default function LogoutPage() {
  return (
    <div className="page">
      <h1 className="mb-4 text-3xl font-bold">{t("pages.logout.heading")}</h1>
      <LogoutNow />
    </div>
  );
}
