"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import {
  isSignedIn,
  readCartCount,
  subscribeCart,
  subscribeSession,
} from "@/lib/cart/browser-state";
import { useT } from "./locale-provider";

const serverFalse = () => false;
const serverZero = () => 0;

/** The header's Login when logged out, Logout when logged in. */
export function AuthLink({ className }: { className?: string }) {
  const { t, href } = useT();
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, serverFalse);
  return signedIn ? (
    <Link href={href("/logout")} className={className} prefetch={false}>
      {t("nav.logout")}
    </Link>
  ) : (
    <Link href={href("/login")} className={className} prefetch={false}>
      {t("nav.login")}
    </Link>
  );
}

/** 'Cart ( n )' with the live count of cart lines from local storage. */
export function CartLink({ className }: { className?: string }) {
  const { t, href } = useT();
  const count = useSyncExternalStore(subscribeCart, readCartCount, serverZero);
  return (
    <Link href={href("/cart")} className={className} prefetch={false}>
      {t("nav.cartCount", { count: String(count) })}
    </Link>
  );
}
