import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { RegisterForm } from "@/components/account/register-form";

export const metadata: Metadata = {
  title: "Register",
  description: "Register your business as a vendor to book exhibition booths.",
  alternates: { canonical: "/register" },
};

export default function RegisterPage() {
  return (
    <AccountCard title="Register" intro="Create a vendor account for your business.">
      <Suspense>
        <RegisterForm />
      </Suspense>
    </AccountCard>
  );
}
