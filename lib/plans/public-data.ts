import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { planTag, TAGS } from "../cache/tags";
import { guidSchema } from "../http/public-fields";
import { publicPlanOf } from "./queries";
import type { PlanAnswer } from "./resource";

/**
 * The event's plan as visitors see it, for the exhibitions and vendors pages: null when there is
 * no such public event or it has no plan yet (the page then draws its grid of sections). Served
 * from the cache and expired by the event's plan tag when an organiser saves it, by the booths'
 * tag when a booth is booked, held, released or edited (so a booking shows within a second), and
 * by the events' tag (an event withdrawn to DRAFT); refreshed at least every minute, so a lapsed
 * hold reads AVAILABLE soon after it lapses.
 */
export async function getPublicPlan(eventGuid: string): Promise<PlanAnswer | null> {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.booths);
  if (!guidSchema.safeParse(eventGuid).success) return null;
  const { eventId, plan } = await publicPlanOf(eventGuid);
  if (eventId !== undefined) cacheTag(planTag(eventId));
  return plan;
}
