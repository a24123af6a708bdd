import { CouponEditor } from "@/components/admin/coupon-editor";
import { CouponList } from "@/components/admin/coupon-list";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { adminCoupons } from "@/lib/coupons/editing";
import { COUPON_MAX_LENGTH } from "@/lib/coupons/resource";

export const metadata = consoleMetadata("Coupons");

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
    <ConsolePage heading="Coupons" gap={6} path="/admin/coupons">
      <Coupons />
    </ConsolePage>
  );
}
