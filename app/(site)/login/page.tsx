import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { LoginForm } from "@/components/account/login-form";

export const metadata: Metadata = {
  title: "Login",
  description: "Vendor login: book exhibition booths at our festivals.",
  alternates: { canonical: "/login" },
};

export default function LoginPage() {
  return (
    <AccountCard title="Login" intro="Vendors log in to book exhibition booths.">
      <Suspense>
        <LoginForm />
      </Suspense>
    </AccountCard>
  );
}
