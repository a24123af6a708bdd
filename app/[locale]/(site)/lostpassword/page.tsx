import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { LostPasswordForm } from "@/components/account/password-forms";
import { t } from "@/lib/messages";

export const metadata: Metadata = {
  title: t("pages.lostPassword.title"),
  alternates: { canonical: "/lostpassword" },
};

export default function LostPasswordPage() {
  return (
    <AccountCard title={t("pages.lostPassword.heading")} intro={t("pages.lostPassword.intro")}>
      <LostPasswordForm />
    </AccountCard>
  );
}
