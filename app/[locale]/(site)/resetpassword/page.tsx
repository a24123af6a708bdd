import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { ResetPasswordForm } from "@/components/account/password-forms";
import { t } from "@/lib/messages";

export const metadata: Metadata = {
  title: t("pages.resetPassword.title"),
  alternates: { canonical: "/resetpassword" },
};

export default function ResetPasswordPage() {
  return (
    <AccountCard title={t("pages.resetPassword.heading")} intro={t("pages.resetPassword.intro")}>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AccountCard>
  );
}
