import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { LostPasswordForm } from "@/components/account/password-forms";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/lostpassword", {
    title: t("pages.lostPassword.title"),
  });
}

export default async function LostPasswordPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.lostPassword.heading")} intro={t("pages.lostPassword.intro")}>
      <LostPasswordForm />
    </AccountCard>
  );
}
