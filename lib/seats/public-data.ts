import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { servesCachedReads, TAGS } from "../cache/tags";
import { findSeatEvent, takenSeats } from "./queries";
import { seatStatusOf, type SeatStatusAnswer } from "./seat-status";

// Which seats are taken, as every instance answers it from the shared cache: the seat pickers
// poll it while the stage page itself stays cached whole.

/** How a shared cache (a CDN) may keep the answer: a second, never in the browser. */
export const SEAT_STATUS_CACHE_CONTROL = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";

/** Kept at most this long when nothing expires it sooner. */
const LONGEST_SECONDS = 60;

/** The answer from the database, and in how many seconds its first running hold lapses. */
async function readSeatStatus(eventId: number) {
  const event = await findSeatEvent({ eventId });
  if (!event) return { status: null, nextLapseIn: null };
  const { sold, held, nextLapseIn } = await takenSeats({ eventId });
  return { status: seatStatusOf({ eventId, sold, held }), nextLapseIn };
}

/**
 * Kept until the next running hold lapses (a lapse expires no tag: the seat is free again the
 * moment its hold passes), and at most a minute; every hold, sale or release expires the `seats`
 * tag at once on every instance.
 */
function statusLife(nextLapseIn: number | null) {
  const revalidate =
    nextLapseIn === null
      ? LONGEST_SECONDS
      : Math.min(LONGEST_SECONDS, Math.max(1, Math.ceil(nextLapseIn)));
  return { revalidate, expire: revalidate + 1 };
}

/** The cached read (inside Next): expired by the `seats` and `events` tags. */
async function getSeatStatus(eventId: number): Promise<SeatStatusAnswer | null> {
  "use cache";
  cacheTag(TAGS.events, TAGS.seats);
  const { status, nextLapseIn } = await readSeatStatus(eventId);
  cacheLife(statusLife(nextLapseIn));
  return status;
}

/**
 * GET /api/v1/events/{eventId}/seat-status: inside Next, the shared cache's answer; elsewhere
 * (an app process, the tests) the database's, which is the same. Null for an event that is not a
 * public seated event.
 */
export async function seatStatus(eventId: number): Promise<SeatStatusAnswer | null> {
  return servesCachedReads() ? getSeatStatus(eventId) : (await readSeatStatus(eventId)).status;
}
