"use client";

import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { readAccountRole, readSessionFlags, subscribeSession } from "@/lib/cart/browser-state";
import { addBooth, readCart, writeCart, type CartEvent } from "@/lib/cart/cart";
import { useT } from "./locale-provider";

export type BookableBooth = {
  event: CartEvent;
  sectionName: string;
  boothId: number;
  boothName: string;
  priceCents: number | null;
};

/**
 * Booking a booth, wherever its control is (its card, its place on the plan): logged out goes to
 * /login and back; a booth without a price logs 'Booth price is undefined !!' and does nothing;
 * otherwise the booth joins the cart once and the vendor goes to /cart. `role` is the signed-in
 * account's ("visitor" for a ticket account, which cannot book booths).
 */
export function useBookBooth({
  event,
  sectionName,
  boothId,
  boothName,
  priceCents,
}: BookableBooth) {
  const router = useRouter();
  const { href } = useT();
  const role = useSyncExternalStore(subscribeSession, readAccountRole, () => null);

  async function bookNow() {
    if (!(await readSessionFlags()).signedIn) {
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
  const book = () => void bookNow();

  return { role, book };
}

/**
 * 'Book this Booth' (`useBookBooth`). A signed-in visitor (a ticket account) reads that booths are
 * for vendors instead of a button.
 */
export function BookBoothButton({
  className = "mt-4 btn-primary w-full",
  ...booth
}: BookableBooth & { className?: string }) {
  const { t } = useT();
  const { role, book } = useBookBooth(booth);

  if (role === "visitor")
    return <p className="mt-4 text-sm font-semibold text-ink-soft">{t("booths.vendorsOnly")}</p>;

  return (
    <button
      type="button"
      className={className}
      onClick={book}
      aria-label={t("booths.bookLabel", { booth: booth.boothName })}
    >
      {t("booths.book")}
    </button>
  );
}
