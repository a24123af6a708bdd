import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { ResetPasswordForm } from "@/components/account/password-forms";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/resetpassword", {
    title: t("pages.resetPassword.title"),
  });
}

export default async function ResetPasswordPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.resetPassword.heading")} intro={t("pages.resetPassword.intro")}>
      <ResetPasswordForm />
    </AccountCard>
  );
}
