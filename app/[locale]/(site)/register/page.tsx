import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { RegisterForm } from "@/components/account/register-form";
import { t } from "@/lib/messages";

export const metadata: Metadata = {
  title: t("pages.register.title"),
  description: t("pages.register.description"),
  alternates: { canonical: "/register" },
};

export default function RegisterPage() {
  return (
    <AccountCard title={t("pages.register.heading")} intro={t("pages.register.intro")}>
      <Suspense>
        <RegisterForm />
      </Suspense>
    </AccountCard>
  );
}
