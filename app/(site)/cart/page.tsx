import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Booth cart", robots: { index: false } };

export default function CartPage() {
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">Booth cart</h1>
      <div className="mt-6">
        <SignedInOnly path="/cart">
          <CartView depositPercent={env().DEPOSIT_MIN_PERCENT} />
        </SignedInOnly>
      </div>
    </div>
  );
}
