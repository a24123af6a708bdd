import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { LostPasswordForm } from "@/components/account/password-forms";

export const metadata: Metadata = {
  title: "Lost password",
  alternates: { canonical: "/lostpassword" },
};

export default function LostPasswordPage() {
  return (
    <AccountCard
      title="Lost password"
      intro="Enter the email of your vendor account. An email with a token will be sent to you; use it to reset your password."
    >
      <LostPasswordForm />
    </AccountCard>
  );
}
