import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { coupons } from "../schema";

export type Coupon = typeof coupons.$inferSelect;

/** The coupon with this code (codes are stored in capitals); in `tx` when given. */
export async function findCouponByCode(code: string, tx?: Tx): Promise<Coupon | undefined> {
  const db = tx ?? (await getDb());
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  return coupon;
}
