import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { FocusHeadingOnArrival } from "@/components/focus-main-heading";
import { InlineAlerts } from "@/components/inline-alerts";
import { PagePending } from "@/components/page-pending";
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
      <Suspense fallback={<PagePending />}>
        <LoginForm />
        {/* in the form's boundary, so that it runs once the e-mail field is there */}
        <FocusHeadingOnArrival />
      </Suspense>
    </AccountCard>
  );
}
