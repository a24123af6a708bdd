import type { OrderItemKind } from "@/db/schema";
import "server-only";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { events, orderItems, orders, vendors, type OrderStatus } from "@/db/schema";
import { orderEventColumns, type OrderEvent } from "@/db/queries/order-event";
import { orderItemArabicColumns } from "@/db/queries/order-item-names";
import type { OrderItemRow } from "@/db/queries/model";

export type OrderView = {
  orderId: number;
  vendorId: number;
  status: OrderStatus;
  checkoutType: "BOOTH_CART" | "TICKETS";
  contactName: string;
  vendorName: string;
  email: string;
  lob: string;
  /** The event the order belongs to (null only for orders older than that record). */
  event: OrderEvent | null;
  items: {
    /** The booth's or the seat's id (an add-on's: its booth's). */
    id: number;
    name: string;
    kind: OrderItemKind;
    sectionName: string | null;
    /** The Arabic names of the add-on (with its booth) and of the booth's section, where written. */
    nameAr?: string | null;
    sectionNameAr?: string | null;
    priceCents: number;
  }[];
  subtotalCents: number;
  discountCents: number;
  feesCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  couponCode: string | null;
  message: string | null;
  /** The language of the page the order was placed from: its e-mails go out in it. */
  locale: OrderRow["locale"];
  /** A receipt's: the invoice number its payment was given (INV- and this, zero-padded). */
  invoiceNumber?: number | null;
  /** A receipt's: the foundation's HST number from the site settings. */
  hstNumber?: string | null;
};

type OrderRow = typeof orders.$inferSelect;
type VendorRow = Pick<typeof vendors.$inferSelect, "contactName" | "legalName" | "email" | "lob">;
type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  "boothId" | "seatId" | "name" | "kind" | "sectionName" | "unitPriceCents"
> & {
  releasedAt?: Date | null;
  forBoothId?: number | null;
  quantity?: number;
  nameAr?: string | null;
  sectionNameAr?: string | null;
};

/**
 * The items with each booth's add-ons right under it, an add-on named after its booth
 * ("Electricity 20 A outlet — A-12", "× 2" when more than one) and priced for its quantity.
 */
function withAddonsUnderBooths<I extends ItemRow>(items: I[]): I[] {
  const addonsOf = (boothId: number | null) =>
    items.filter((i) => i.kind === "ADDON" && boothId !== null && i.forBoothId === boothId);
  const placed = items.flatMap((i) => (i.kind === "ADDON" ? [] : [i, ...addonsOf(i.boothId)]));
  const orphans = items.filter((i) => i.kind === "ADDON" && !placed.includes(i));
  const boothName = new Map(
    items.flatMap((i) => (i.boothId ? [[i.boothId, i.name] as const] : [])),
  );
  return [...placed, ...orphans].map((i) => {
    if (i.kind !== "ADDON") return i;
    const quantity = i.quantity ?? 1;
    const booth = i.forBoothId ? boothName.get(i.forBoothId) : undefined;
    const named = (name: string) =>
      `${name}${quantity > 1 ? ` × ${quantity}` : ""}${booth ? ` — ${booth}` : ""}`;
    return {
      ...i,
      name: named(i.name),
      nameAr: i.nameAr ? named(i.nameAr) : null,
      unitPriceCents: i.unitPriceCents * quantity,
    };
  });
}

/** An order that still holds (or is about to hold) its items. */
export const isLive = (status: OrderRow["status"]) =>
  status === "PENDING" || status === "PARTIALLY_PAID" || status === "PAID";

/** The view of an order from rows already in hand (items in their order of purchase). */
export function orderView(
  order: OrderRow,
  vendor: VendorRow,
  items: ItemRow[],
  event: OrderEvent | null,
): OrderView {
  return {
    orderId: order.id,
    vendorId: order.vendorId,
    status: order.status,
    checkoutType: order.checkoutType,
    contactName: vendor.contactName,
    vendorName: vendor.legalName,
    email: vendor.email,
    lob: vendor.lob,
    event: event?.guid ? event : null,
    // a live order shows what it still holds; an ended one, what it held
    items: withAddonsUnderBooths(items.filter((i) => !i.releasedAt || !isLive(order.status))).map(
      (i) => ({
        id: i.boothId ?? i.seatId ?? i.forBoothId ?? 0,
        name: i.name,
        kind: i.kind,
        sectionName: i.sectionName,
        nameAr: i.nameAr ?? null,
        sectionNameAr: i.sectionNameAr ?? null,
        priceCents: i.unitPriceCents,
      }),
    ),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    feesCents: order.feesCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    // what the order holds: paid less refunded
    paidCents: order.paidCents - order.refundedCents,
    balanceCents: order.balanceCents,
    couponCode: order.couponCode,
    message: order.message,
    locale: order.locale,
  };
}

/** An order's items in their order of purchase, with their Arabic names. */
export function orderItemsOf(
  db: Db | Tx,
  orderId: number,
): Promise<(OrderItemRow & { nameAr: string | null; sectionNameAr: string | null })[]> {
  return db
    .select({ ...getTableColumns(orderItems), ...orderItemArabicColumns })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** An order as its pages, answers and e-mails show it; undefined for an unknown order. */
export async function findOrderView(orderId: number, tx?: Tx): Promise<OrderView | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ order: orders, vendor: vendors, event: orderEventColumns })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return orderView(row.order, row.vendor, await orderItemsOf(db, orderId), row.event);
}
