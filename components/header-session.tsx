"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import {
  isSignedIn,
  readAccountRole,
  readCartCount,
  subscribeCart,
  subscribeSession,
} from "@/lib/cart/browser-state";
import { useT } from "./locale-provider";
import { accountMenu } from "./nav-links";

const serverFalse = () => false;
const serverZero = () => 0;
const serverNull = () => null;

/**
 * Signed in: 'My tickets' (the /tickets page) and 'My account' (the profile). A vendor's menu has
 * only 'My account' (its orders and tickets are listed there); a visitor, or a session whose role
 * is not named, gets both.
 */
export function AccountLinks({ className }: { className?: string }) {
  const { t, href } = useT();
  const role = useSyncExternalStore(subscribeSession, readAccountRole, serverNull);
  const signedIn = useSyncExternalStore(subscribeSession, isSignedIn, serverFalse);
  if (!signedIn) return null;
  return (
    <>
      {accountMenu(role).map((link) => (
        <Link key={link.href} href={href(link.href)} className={className} prefetch={false}>
          {t(link.label)}
        </Link>
      ))}
    </>
  );
}

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
