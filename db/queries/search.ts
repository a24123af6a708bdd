import "server-only";
import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { orderItems, orders, vendors, type OrderStatus } from "../schema";

/**
 * An ILIKE pattern matching `text` anywhere, with LIKE's own characters (`%`, `_`, `\`) taken
 * literally: a search for "50%" finds "50%", not everything starting with 50.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the orders list filters on: the event, the status, and a search text. */
export type OrderFilter = {
  eventId?: number;
  status?: OrderStatus;
  /** A vendor's name or e-mail, a booth or seat name, or an order number ("123" or "#123"). */
  q?: string;
};

export function filterWhere({ eventId, status, q }: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (eventId !== undefined) conditions.push(eq(orders.eventId, eventId));
  if (status !== undefined) conditions.push(eq(orders.status, status));
  const text = q?.trim();
  if (text) {
    const like = containing(text);
    const number = /^#?(\d{1,9})$/.exec(text);
    conditions.push(
      or(
        ...(number ? [eq(orders.id, Number(number[1]))] : []),
        ilike(vendors.legalName, like),
        ilike(vendors.contactName, like),
        ilike(vendors.lob, like),
        ilike(vendors.email, like),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${like})`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}
