import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { coupons } from "../schema";

// The organiser console's coupons: every coupon (usable or not), by its id.

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = Pick<
  typeof coupons.$inferInsert,
  "code" | "percentOff" | "active" | "validFrom" | "validUntil" | "maxRedemptions"
>;
export type CouponChanges = Partial<NewCoupon>;

/** Every coupon, oldest first. */
export async function listCoupons(): Promise<CouponRow[]> {
  const db = await getDb();
  return db.select().from(coupons).orderBy(asc(coupons.id));
}

/** The coupon with this id, locked until the transaction ends. */
export async function lockCoupon(tx: Tx, couponId: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
  return row;
}

/** The coupon with this code (stored in capitals), if any. */
export async function couponWithCode(tx: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function insertCoupon(tx: Tx, values: NewCoupon): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(
  tx: Tx,
  couponId: number,
  changes: CouponChanges,
): Promise<CouponRow> {
  const [row] = await tx.update(coupons).set(changes).where(eq(coupons.id, couponId)).returning();
  return row!;
}
