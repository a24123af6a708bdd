import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { OrderList } from "@/components/account/order-list";
import { ProfileForm } from "@/components/account/profile-form";
import { SalesForms } from "@/components/account/sales-form";
import { UnauthorizedNotice } from "@/components/account/unauthorized-notice";
import { documentsOfVendor } from "@/lib/orders/queries/invoices";
import { listOrdersForVendor } from "@/lib/orders/queries/vendor";
import { getT } from "@/lib/i18n/page-locale";
import { hasSessionCookie, requirePageAccount } from "@/lib/accounts/page-session";
import { getProfile } from "@/lib/accounts/profile";
import { salesFormsOf } from "@/lib/sales/sales";
import { vendorChecklist } from "@/lib/requirements/checklist";
import { vendorAddons } from "@/lib/addons/requests";
import { vendorPasses } from "@/lib/door/passes";
import { VendorPasses } from "@/components/account/vendor-passes";
import { ListingForms } from "@/components/account/listing-form";
import { vendorListingsOf } from "@/lib/listings/listings";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.profile.title"), robots: { index: false } };
}

async function ProfileContent() {
  const { t, href } = await getT();
  // Nobody signed in: the 'Unauthorized access' alert. A session ended elsewhere: to the login page.
  const vendor = (await hasSessionCookie()) ? await requirePageAccount("/profile") : null;
  const profile = vendor ? await getProfile(vendor.accountId) : undefined;
  if (!vendor || !profile)
    return <UnauthorizedNotice loginHref={`${href("/login")}?callbackUrl=%2Fprofile`} />;
  const [orders, documents, checklists, salesForms, addons, passes, listings] = await Promise.all([
    listOrdersForVendor({ vendorId: vendor.accountId }),
    documentsOfVendor(vendor.accountId),
    vendor.role === "vendor" ? vendorChecklist(vendor.accountId) : [],
    vendor.role === "vendor" ? salesFormsOf(vendor.accountId) : [],
    vendor.role === "vendor" ? vendorAddons(vendor.accountId) : [],
    vendor.role === "vendor" ? vendorPasses({ vendorId: vendor.accountId }) : [],
    vendor.role === "vendor" ? vendorListingsOf(vendor.accountId) : [],
  ]);
  return (
    <>
      <OrderList orders={orders} documents={documents} checklists={checklists} addons={addons} />
      <VendorPasses passes={passes} />
      <ListingForms listings={listings} />
      <SalesForms forms={salesForms} />
      <p className="mt-4">
        <Link href={href("/tickets")} className="font-semibold text-teal underline">
          {t("pages.profile.yourTickets")}
        </Link>
      </p>
      <div className="mt-10">
        {vendor.role === "visitor" ? (
          // a ticket buyer has no business details to edit
          <section aria-labelledby="account-heading">
            <h2 id="account-heading" className="text-2xl font-bold">
              {t("pages.profile.accountHeading")}
            </h2>
            <p className="mt-2">
              {vendor.vendorName} · <bdi>{vendor.email}</bdi>
            </p>
            <p className="mt-2 text-ink-soft">
              {t.rich("pages.profile.changePassword", {
                link: (chunks) => (
                  <Link href={href("/lostpassword")} className="text-teal underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </section>
        ) : (
          <ProfileForm profile={profile} />
        )}
      </div>
    </>
  );
}

export default async function ProfilePage() {
  const { t } = await getT();
  return (
    <AccountCard title={t("pages.profile.heading")}>
      <Suspense fallback={<p role="status">{t("pages.profile.loading")}</p>}>
        <ProfileContent />
      </Suspense>
    </AccountCard>
  );
}
