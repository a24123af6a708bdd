import "server-only";
import { eventExists } from "@/lib/events/queries/public";
import type { Tx } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { eventReadiness, orderReadiness } from "./order-readiness";
import { balanceDueDateOf, checklistDetails, vendorBookedOrders } from "./queries/documents";
import { checklistOrderOf, type ChecklistDetails } from "./resource/checklist";
import { thingsToDo, type ThingsToDo } from "./things-to-do";

// The vendor's checklist of each booked booth order, and what remains to do in one line: the
// statuses come from the readiness function; nothing here decides them again. The profile page
// reads this module, so it stays apart from the file checks (and their image decoder).

/** The vendor's checklists: one per booked booth order (of the event, when one is named). */
export async function vendorChecklist(vendorId: number, eventId?: number) {
  if (eventId !== undefined && !(await eventExists(eventId)))
    throw appError("NOT_FOUND", "errors.events.notFound");
  const orders = await vendorBookedOrders(vendorId, eventId);
  const byEvent = new Map<number, number[]>();
  for (const o of orders) byEvent.set(o.eventId, [...(byEvent.get(o.eventId) ?? []), o.orderId]);
  const [readiness, details] = await Promise.all([
    Promise.all([...byEvent].map(([event, orderIds]) => eventReadiness(event, { orderIds }))).then(
      (lists) => new Map(lists.flat().map((r) => [r.orderId, r] as const)),
    ),
    checklistDetails(orders.map((o) => o.orderId)),
  ]);
  return orders.flatMap((order) => {
    const ready = readiness.get(order.orderId);
    if (!ready) return [];
    const perRequirement = new Map<number, ChecklistDetails>(
      ready.items.map((item) => {
        const description = details.descriptions.get(item.requirementId);
        const document = details.latest.get(`${order.orderId}:${item.requirementId}`) ?? null;
        return [
          item.requirementId,
          {
            description: description?.description ?? "",
            descriptionAr: description?.descriptionAr ?? null,
            document,
          },
        ] as const;
      }),
    );
    return [checklistOrderOf(ready, order, perRequirement)];
  });
}

/**
 * What remains to do for a booked booth order (the receipt says it): null for an order that is
 * not one, or whose event asks nothing of its vendors. Read in `tx` when given.
 */
export async function orderThingsToDo(orderId: number, tx?: Tx): Promise<ThingsToDo | null> {
  const readiness = await orderReadiness(orderId, { tx });
  return readiness && thingsToDo(readiness, await balanceDueDateOf(orderId, tx));
}
