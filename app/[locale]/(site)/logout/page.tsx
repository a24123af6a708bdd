import type { Metadata } from "next";
import { LogoutNow } from "@/components/account/logout-now";
import { getT } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.logout.title"), robots: { index: false } };
}

export default async function LogoutPage() {
  const { t } = await getT();
  return (
    <div className="page">
      <h1 className="mb-4 text-3xl font-bold">{t("pages.logout.heading")}</h1>
      <LogoutNow />
    </div>
  );
}
