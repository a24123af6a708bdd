import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { ResetPasswordForm } from "@/components/account/password-forms";

export const metadata: Metadata = {
  title: "Reset password",
  alternates: { canonical: "/resetpassword" },
};

export default function ResetPasswordPage() {
  return (
    <AccountCard
      title="Reset password"
      intro="Enter the token from the email and choose a new password."
    >
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AccountCard>
  );
}
