import "server-only";
import type { Tx } from "@/db/queries/model";
import { eventOfOrder, readinessFacts } from "./queries/readiness";
import { readinessOf, type Readiness } from "./readiness";

export type OrderReadiness = Readiness & { vendorId: number };

/**
 * Readiness of the event's booked booth orders (`orderIds` narrows them), by order id, on
 * Toronto's calendar day by the database's clock unless `today` is given (`YYYY-MM-DD`).
 */
export async function eventReadiness(
  eventId: number,
  { orderIds, today, tx }: { orderIds?: number[]; today?: string; tx?: Tx } = {},
): Promise<OrderReadiness[]> {
  const facts = await readinessFacts(eventId, { orderIds, tx });
  if (!facts) return [];
  const day = { today: today ?? facts.today, lastDay: facts.lastDay };
  return facts.orders.map((order) => ({
    ...readinessOf(order, facts.requirements, order.documents, day),
    vendorId: order.vendorId,
  }));
}

/** One order's readiness (null: not a booked booth order). */
export async function orderReadiness(
  orderId: number,
  options: { today?: string; tx?: Tx } = {},
): Promise<OrderReadiness | null> {
  const eventId = await eventOfOrder(orderId, options.tx);
  if (eventId === null) return null;
  const [readiness] = await eventReadiness(eventId, { ...options, orderIds: [orderId] });
  return readiness ?? null;
}
