import type { Metadata } from "next";
import { LogoutNow } from "@/components/account/logout-now";

export const metadata: Metadata = { title: "Logout", robots: { index: false } };

export default function LogoutPage() {
  return (
    <div className="page">
      <h1 className="mb-4 text-3xl font-bold">Logout</h1>
      <LogoutNow />
    </div>
  );
}
