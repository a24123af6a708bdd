import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { RegisterForm } from "@/components/account/register-form";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/register", {
    title: t("pages.register.title"),
    description: t("pages.register.description"),
  });
}

export default async function RegisterPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.register.heading")} intro={t("pages.register.intro")}>
      <RegisterForm />
    </AccountCard>
  );
}
