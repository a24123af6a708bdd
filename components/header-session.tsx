"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { isSignedIn, readCartCount, subscribeCart, subscribeSession } from "@/lib/browser-state";
import { t } from "@/lib/messages";

const serverFalse = () => false;
const serverZero = () => 0;

/** The header's Login when logged out, Logout when logged in. */
export function AuthLink({ className }: { className?: string }) {
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, serverFalse);
  return signedIn ? (
    <Link href="/logout" className={className} prefetch={false}>
      {t("nav.logout")}
    </Link>
  ) : (
    <Link href="/login" className={className} prefetch={false}>
      {t("nav.login")}
    </Link>
  );
}

/** 'Cart ( n )' with the live count of cart lines from local storage. */
export function CartLink({ className }: { className?: string }) {
  const count = useSyncExternalStore(subscribeCart, readCartCount, serverZero);
  return (
    <Link href="/cart" className={className} prefetch={false}>
      {t("nav.cartCount", { count: String(count) })}
    </Link>
  );
}
