import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { FocusHeadingOnArrival } from "@/components/focus-main-heading";
import { InlineAlerts } from "@/components/inline-alerts";
import { LoginForm } from "@/components/account/login-form";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/login", {
    title: t("pages.login.title"),
    description: t("pages.login.description"),
  });
}

export default async function LoginPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.login.heading")} intro={t("pages.login.intro")}>
      <InlineAlerts />
      <LoginForm />
      <FocusHeadingOnArrival />
    </AccountCard>
  );
}
