import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { SignedInOnly } from "@/components/account/signed-in-only";
import { env } from "@/config/env";
import { getT } from "@/lib/i18n/page-locale";
import { getActiveContracts } from "@/lib/site/public-data";
import { getCartCatalogues } from "@/lib/addons/public-data";

async function CartWithContracts() {
  const [contracts, catalogues] = await Promise.all([getActiveContracts(), getCartCatalogues()]);
  return (
    <CartView
      depositPercent={env().DEPOSIT_MIN_PERCENT}
      contracts={contracts}
      catalogues={catalogues}
    />
  );
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.cart.title"), robots: { index: false } };
}

export default async function CartPage() {
  const { t } = await getT();
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("pages.cart.heading")}</h1>
      <div className="mt-6">
        <SignedInOnly path="/cart">
          <CartWithContracts />
        </SignedInOnly>
      </div>
    </div>
  );
}
