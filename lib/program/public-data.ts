import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { programTag, servesCachedReads, TAGS } from "../cache/tags";
import {
  findPublicProgramEvent,
  performancesOfEvent,
  publicPrograms,
  type ProgramPageEvent,
} from "./queries";
import { performanceOf, type PerformanceAnswer } from "./resource";
import { dayWindows, eventDays, type DayWindow } from "./schedule";
import { torontoIso } from "../i18n/toronto-time";

// The program as the public sees it: a public event's performances, read once and served from
// the cache until the event's program (tag `program-{eventId}`) or the event itself changes.

export type PublicProgram = {
  event: ProgramPageEvent;
  /**
   * The festival's start and end (ISO, Toronto time with its offset) and its Toronto days with the
   * instants they run between, worked out here, inside the cached read: a page may not read the
   * clock's time zone while prerendered.
   */
  times: { startsAt: string; endsAt: string; days: DayWindow[] };
  performances: PerformanceAnswer[];
};

/** A public event's program, read from the database (null for an unknown event or a DRAFT). */
async function readProgram(guid: string): Promise<PublicProgram | null> {
  const event = await findPublicProgramEvent(guid);
  if (!event) return null;
  return {
    event,
    times: {
      startsAt: torontoIso(event.startsAt),
      endsAt: torontoIso(event.endsAt),
      days: dayWindows(eventDays(event)),
    },
    performances: (await performancesOfEvent(event.id)).map(performanceOf),
  };
}

/** The program and performance pages' read: cached, expired by the event's program tag. */
export async function getProgram(guid: string): Promise<PublicProgram | null> {
  "use cache";
  cacheLife("hours");
  const program = await readProgram(guid);
  cacheTag(TAGS.events, ...(program ? [programTag(program.event.id)] : []));
  return program;
}

/**
 * GET /api/v1/events/{eventGuid}/program: inside Next, the pages' cached read; elsewhere (an app
 * process, the tests) the database's answer, which is the same.
 */
export async function publicProgram(guid: string): Promise<PublicProgram | null> {
  return servesCachedReads() ? getProgram(guid) : readProgram(guid);
}

/** Every public event with a program and its performances' ids (the sitemap, prerendering). */
export async function getProgramIndex(): Promise<{ guid: string; performanceIds: number[] }[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(TAGS.events, TAGS.programs);
  return publicPrograms();
}
