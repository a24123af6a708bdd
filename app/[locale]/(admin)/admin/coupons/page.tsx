import type { Metadata } from "next";
import { CouponList } from "@/components/admin/coupon-list";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { adminCoupons } from "@/lib/admin/coupons";

export const metadata: Metadata = {
  title: "Coupons · Organiser console",
  robots: { index: false, follow: false },
};

async function Coupons() {
  return <CouponList coupons={await adminCoupons()} />;
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
