import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { ResetPasswordForm } from "@/components/account/password-forms";
import { getT } from "@/lib/locale";

export async function generateMetadata(): Promise<Metadata> {
  const { t, href } = await getT();
  return {
    title: t("pages.resetPassword.title"),
    alternates: { canonical: href("/resetpassword") },
  };
}

export default async function ResetPasswordPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.resetPassword.heading")} intro={t("pages.resetPassword.intro")}>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AccountCard>
  );
}
