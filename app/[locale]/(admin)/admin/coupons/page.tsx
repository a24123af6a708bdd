import type { Metadata } from "next";
import { CouponEditor } from "@/components/admin/coupon-editor";
import { CouponList } from "@/components/admin/coupon-list";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { adminCoupons } from "@/lib/coupons/editing";
import { COUPON_MAX_LENGTH } from "@/lib/coupons/resource";

export const metadata: Metadata = {
  title: "Coupons · Organiser console",
  robots: { index: false, follow: false },
};

async function Coupons() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="new-coupon-heading" className="card p-4 sm:p-6">
        <h2 id="new-coupon-heading" className="mb-4 text-xl font-bold sm:text-2xl">
          New coupon
        </h2>
        <CouponEditor codeMax={COUPON_MAX_LENGTH} />
      </section>
      <CouponList coupons={await adminCoupons()} codeMax={COUPON_MAX_LENGTH} />
    </div>
  );
}

export default function AdminCouponsPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Coupons</h1>
      <OrganiserOnly path="/admin/coupons">
        <Coupons />
      </OrganiserOnly>
    </>
  );
}
