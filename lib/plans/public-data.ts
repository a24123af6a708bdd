import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { planTag, servesCachedReads, TAGS } from "../cache/tags";
import { guidSchema } from "../http/public-fields";
import { publicPlanOf, type PublicPlanRead } from "./queries";
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
  return (await getPlanOfEvent(eventGuid)).plan;
}

/** The cached read behind getPublicPlan, telling an unknown event from one without a plan. */
async function getPlanOfEvent(eventGuid: string): Promise<PublicPlanRead> {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.booths);
  if (!guidSchema.safeParse(eventGuid).success) return { eventId: undefined, plan: null };
  const read = await publicPlanOf(eventGuid);
  if (read.eventId !== undefined) cacheTag(planTag(read.eventId));
  return read;
}

/**
 * GET /api/v1/events/{eventGuid}/plan: inside Next, the pages' cached read (expired as above);
 * elsewhere (an app process, the tests) the database's answer, which is the same.
 */
export async function publicPlan(eventGuid: string): Promise<PublicPlanRead> {
  return servesCachedReads() ? getPlanOfEvent(eventGuid) : publicPlanOf(eventGuid);
}
