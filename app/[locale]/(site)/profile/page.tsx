import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { OrderList } from "@/components/account/order-list";
import { ProfileForm } from "@/components/account/profile-form";
import { UnauthorizedNotice } from "@/components/account/unauthorized-notice";
import { listOrdersForVendor } from "@/db/queries/orders";
import { t } from "@/lib/messages";
import { hasSessionCookie, requirePageAccount } from "@/lib/page-session";
import { getProfile } from "@/lib/vendors";

export const metadata: Metadata = { title: t("pages.profile.title"), robots: { index: false } };

async function ProfileContent() {
  // Nobody signed in: the 'Unauthorized access' alert. A session ended elsewhere: to /login.
  const vendor = (await hasSessionCookie()) ? await requirePageAccount("/profile") : null;
  const profile = vendor ? await getProfile(vendor.vendorId) : undefined;
  if (!vendor || !profile) return <UnauthorizedNotice loginHref="/login?callbackUrl=%2Fprofile" />;
  const orders = await listOrdersForVendor({ vendorId: vendor.vendorId });
  return (
    <>
      <OrderList orders={orders} />
      <p className="mt-4">
        <Link href="/tickets" className="font-semibold text-teal underline">
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
                  <Link href="/lostpassword" className="text-teal underline">
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

export default function ProfilePage() {
  return (
    <AccountCard title={t("pages.profile.heading")}>
      <Suspense fallback={<p role="status">{t("pages.profile.loading")}</p>}>
        <ProfileContent />
      </Suspense>
    </AccountCard>
  );
}
