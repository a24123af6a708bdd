import "server-only";
import { events } from "../schema";

// An order's event as its pages, e-mails and documents show it, read with the order by the
// ledger and the orders' own reads (lib/orders/queries/).

export type OrderEvent = {
  guid: string;
  name: string;
  dateText: string;
  location: string;
  address: string;
  /** The Arabic name and date line (null where an organiser has not written them). */
  nameAr?: string | null;
  dateTextAr?: string | null;
  /** The Arabic place name (null where not written). */
  locationAr?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** The day every payment of its orders is due (YYYY-MM-DD; null where the event sets none). */
  balanceDueDate?: string | null;
};

/** The columns of an order's event, for a left join (older orders have none). */
export const orderEventColumns = {
  guid: events.guid,
  name: events.name,
  dateText: events.dateText,
  location: events.location,
  address: events.address,
  nameAr: events.nameAr,
  dateTextAr: events.dateTextAr,
  locationAr: events.locationAr,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  balanceDueDate: events.balanceDueDate,
};
