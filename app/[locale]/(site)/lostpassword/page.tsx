import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { LostPasswordForm } from "@/components/account/password-forms";
import { getT } from "@/lib/locale";

export async function generateMetadata(): Promise<Metadata> {
  const { t, href } = await getT();
  return {
    title: t("pages.lostPassword.title"),
    alternates: { canonical: href("/lostpassword") },
  };
}

export default async function LostPasswordPage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.lostPassword.heading")} intro={t("pages.lostPassword.intro")}>
      <LostPasswordForm />
    </AccountCard>
  );
}
