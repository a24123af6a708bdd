"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { forgetVendor } from "@/lib/accounts/session-client";
import { useT } from "../locale-provider";

/**
 * Logout clears the session (next-auth sign-out) and the browser's vendor data, then goes to the
 * login page (of the page's language).
 */
export function LogoutNow() {
  const { t, href } = useT();
  const loginPath = href("/login");
  const router = useRouter();
  useEffect(() => {
    let cancelled = false;
    void signOut({ redirect: false })
      .finally(forgetVendor)
      .finally(() => {
        if (!cancelled) router.replace(loginPath);
      });
    return () => {
      cancelled = true;
    };
  }, [router, loginPath]);
  return <p role="status">{t("account.loggingOut")}</p>;
}
