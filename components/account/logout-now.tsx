"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { t } from "@/lib/messages";
import { forgetVendor } from "@/lib/vendor-session-client";

/** Logout clears the session (next-auth sign-out) and the browser's vendor data, then goes to /login. */
export function LogoutNow() {
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    void signOut({ redirect: false }).finally(() => {
      forgetVendor();
      if (!cancelled) router.replace("/login");
    });
    return () => {
      cancelled = true;
    };
  }, [router]);
  return <p role="status">{t("account.loggingOut")}</p>;
}
