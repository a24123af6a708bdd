import "server-only";
import { findDoorEvent, setEventReentry } from "./queries/events";
import { doorFigures } from "./queries/scans";
import type { ReentryRule } from "@/db/queries/model";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import type { DoorCounts } from "./resource";
import { eventPasses } from "./passes";
import { eventConflicts } from "./snapshot";

/**
 * The door's live counts for the event dashboard: tickets admitted of those sold (a ticket
 * counts once, at its first admission), by gate and by quarter hour, the conflicts, and the
 * booked booths' vendors arrived and ready.
 */
export async function doorCounts(eventId: number): Promise<DoorCounts> {
  const event = await findDoorEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const [figures, passes, conflicts] = await Promise.all([
    doorFigures(eventId),
    eventPasses(eventId),
    eventConflicts(eventId),
  ]);
  const arrived = new Set(figures.arrivedOrderIds);
  // A vendor is its booked booth order (its passes are one per booth).
  const orders = new Map<number, boolean>();
  for (const p of passes) orders.set(p.orderId, p.ready);
  const arrivedOrders = [...orders.keys()].filter((id) => arrived.has(id));
  return {
    eventId,
    sold: figures.sold,
    admitted: figures.byGate.reduce((sum, g) => sum + g.admitted, 0),
    byGate: figures.byGate,
    byQuarter: figures.byQuarter,
    conflicts,
    vendors: {
      booked: orders.size,
      arrived: arrivedOrders.length,
      ready: [...orders.values()].filter(Boolean).length,
      arrivedReady: arrivedOrders.filter((id) => orders.get(id)).length,
    },
    reentry: event.reentry,
  };
}

/** Sets whether a ticket admitted once may come in again (after an exit scan), in the audit log. */
export async function setReentry(actorId: number, eventId: number, reentry: ReentryRule) {
  const changed = await transaction(async (tx) => {
    const row = await setEventReentry(tx, eventId, reentry);
    if (!row) throw appError("NOT_FOUND", "errors.events.notFound");
    if (row.before !== row.after)
      await recordAudit(tx, {
        actorId,
        entity: "event",
        entityId: eventId,
        action: "update",
        before: { reentry: row.before },
        after: { reentry: row.after },
      });
    return row;
  });
  return { eventId, reentry: changed.after };
}
