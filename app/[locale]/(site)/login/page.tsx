import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { LoginForm } from "@/components/account/login-form";
import { t } from "@/lib/messages";

export const metadata: Metadata = {
  title: t("pages.login.title"),
  description: t("pages.login.description"),
  alternates: { canonical: "/login" },
};

export default function LoginPage() {
  return (
    <AccountCard title={t("pages.login.heading")} intro={t("pages.login.intro")}>
      <Suspense>
        <LoginForm />
      </Suspense>
    </AccountCard>
  );
}
