import "server-only";
import type { PlanAnswer } from "./resource";

/**
 * The public plan of an event by its guid, as the exhibitions and vendors pages draw it; null
 * when the event has no plan yet.
 */
// replaced by the plan's cached read
export async function getPublicPlan(eventGuid: string): Promise<PlanAnswer | null> {
  void eventGuid;
  return null;
}
