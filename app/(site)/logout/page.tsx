import type { Metadata } from "next";
import { LogoutNow } from "@/components/account/logout-now";

export const metadata: Metadata = { title: "Logout", robots: { index: false } };

export default function LogoutPage() {
  return (
    <div className="page">
      <LogoutNow />
    </div>
  );
}
