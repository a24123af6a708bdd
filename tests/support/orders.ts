import { getDb } from "@/db/client";
import { orders } from "@/db/schema";

/**
 * A $1,000 booth order written straight to the database (no items): paid in full (PAID), a $250
 * deposit paid (PARTIALLY_PAID), or lapsed unpaid (EXPIRED). Answers its id.
 */
export async function insertThousandDollarOrder(
  vendorId: number,
  eventId: number,
  status: "PAID" | "PARTIALLY_PAID" | "EXPIRED",
  locale: "en" | "ar" = "en",
): Promise<number> {
  const paid = status === "PAID" ? 100_000 : status === "PARTIALLY_PAID" ? 25_000 : 0;
  const db = await getDb();
  const [row] = await db
    .insert(orders)
    .values({
      vendorId,
      eventId,
      checkoutType: "BOOTH_CART",
      status,
      subtotalCents: 100_000,
      feesCents: 0,
      taxCents: 0,
      totalCents: 100_000,
      paidCents: paid,
      // an ended order owes nothing
      balanceCents: status === "EXPIRED" ? 0 : 100_000 - paid,
      locale,
    })
    .returning({ id: orders.id });
  return row!.id;
}
