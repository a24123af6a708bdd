import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "../../db/client";
import { coupons } from "../../db/schema";

// The coupons' reads and writes: the organiser console's (every coupon, usable or not, by its
// id) and the checkout's look-up by code.

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

/** The coupon with this code (codes are stored in capitals); in `tx` when given. */
export async function findCouponByCode(code: string, tx?: Tx): Promise<CouponRow | undefined> {
  const db = tx ?? (await getDb());
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  return coupon;
}
