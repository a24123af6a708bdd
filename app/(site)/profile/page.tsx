import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { OrderList } from "@/components/account/order-list";
import { ProfileForm } from "@/components/account/profile-form";
import { UnauthorizedNotice } from "@/components/account/unauthorized-notice";
import { listOrdersForVendor } from "@/db/queries/orders";
import { hasSessionCookie, requirePageAccount } from "@/lib/page-session";
import { getProfile } from "@/lib/vendors";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

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
          Your tickets
        </Link>
      </p>
      <div className="mt-10">
        {vendor.role === "visitor" ? (
          // a ticket buyer has no business details to edit
          <section aria-labelledby="account-heading">
            <h2 id="account-heading" className="text-2xl font-bold">
              Your account
            </h2>
            <p className="mt-2">
              {vendor.vendorName} · <bdi>{vendor.email}</bdi>
            </p>
            <p className="mt-2 text-ink-soft">
              To change your password, use{" "}
              <Link href="/lostpassword" className="text-teal underline">
                Forgot Password
              </Link>
              .
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
    <AccountCard title="Profile">
      <Suspense fallback={<p role="status">Loading your profile...</p>}>
        <ProfileContent />
      </Suspense>
    </AccountCard>
  );
}
