"use client";

import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { isSignedIn, readAccountRole, subscribeSession } from "@/lib/cart/browser-state";
import { addBooth, readCart, writeCart, type CartEvent } from "@/lib/cart/cart";
import { useT } from "./locale-provider";

/**
 * 'Book this Booth': logged out goes to /login and back; a booth without a price logs
 * 'Booth price is undefined !!' and does nothing; otherwise the booth joins the cart once and the
 * vendor goes to /cart. A signed-in visitor (a ticket account) reads that booths are for vendors
 * instead of a button.
 */
export function BookBoothButton({
  event,
  sectionName,
  boothId,
  boothName,
  priceCents,
}: {
  event: CartEvent;
  sectionName: string;
  boothId: number;
  boothName: string;
  priceCents: number | null;
}) {
  const router = useRouter();
  const { t, href } = useT();
  const role = useSyncExternalStore(subscribeSession, readAccountRole, () => null);

  if (role === "visitor")
    return <p className="mt-4 text-sm font-semibold text-ink-soft">{t("booths.vendorsOnly")}</p>;

  function book() {
    if (!isSignedIn()) {
      router.push(`${href("/login")}?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    if (priceCents === null) {
      console.error("Booth price is undefined !!");
      return;
    }
    writeCart(
      addBooth(readCart(), { id: boothId, name: boothName, priceCents, event, sectionName }),
    );
    router.push(href("/cart"));
  }

  return (
    <button
      type="button"
      className="mt-4 btn-primary w-full"
      onClick={book}
      aria-label={t("booths.bookLabel", { booth: boothName })}
    >
      {t("booths.book")}
    </button>
  );
}
