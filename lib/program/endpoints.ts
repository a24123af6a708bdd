import "server-only";
import { PROGRAM_ROUTES } from "./api";
import {
  createPerformance,
  editPerformance,
  eventProgram,
  performanceById,
  removePerformance,
} from "./office";
import { publicProgram } from "./public-data";
import { performanceOf } from "./resource";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { appError } from "../http/envelope";
import { ORGANISERS } from "../http/office-fields";

const PERFORMANCE =
  "{performanceId, title, titleAr, description, descriptionAr, performers: [{name, nameAr, bio, bioAr, group}], stage, stageAr, category (music, dance, art, talk or kids), startsAt, endsAt (ISO, Toronto time with its offset), image, position}";

const FIELDS =
  "{title, titleAr, description, descriptionAr, performers: [{name, nameAr, bio, bioAr, group}] (at most 20), stage, stageAr, category, startsAt, endsAt (ISO; Toronto time without an offset), image (an uploaded picture's /media/ address, or null), position (0-999: the order within the slot, the same stage and start)}; plain text, stored and answered as written (pages show it as text); a start or end off the event's days (Toronto time, from the start of its first day to the end of its last) is BAD_REQUEST errors.program.outsideEvent on that field, an end not after the start errors.program.endsBeforeStart on endsAt";

/** The festival's program: the public program by the event's guid, and the organisers' CRUD. */
export const PROGRAM_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PROGRAM_ROUTES.publicProgram,
    summary: "An event's program: its performances",
    description: `-> {performances: [${PERFORMANCE}]} by start, then stage, then position; served from the pages' cache, which the event's program changes expire at once; NOT_FOUND for an unknown event or a draft`,
    access: "public",
    csrf: false,
    handle: async ({ params }) => {
      const program = await publicProgram(params.eventGuid);
      if (!program) throw appError("NOT_FOUND", "errors.events.notFound");
      return { performances: program.performances };
    },
  }),
  endpoint({
    ...PROGRAM_ROUTES.list,
    summary: "An event's performances, drafts' too (organisers)",
    description: `-> {performances: [${PERFORMANCE}]} in the program's order; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => ({
      performances: (await eventProgram(params.eventId)).map(performanceOf),
    }),
  }),
  endpoint({
    ...PROGRAM_ROUTES.create,
    summary: "Add a performance to an event's program (organisers)",
    description: `${FIELDS} -> 201 the performance, audited as performance; NOT_FOUND for an unknown event`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(performanceOf(await createPerformance(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...PROGRAM_ROUTES.get,
    summary: "One performance (organisers)",
    description: `-> ${PERFORMANCE}; NOT_FOUND for an unknown performance`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => performanceOf(await performanceById(params.performanceId)),
  }),
  endpoint({
    ...PROGRAM_ROUTES.update,
    summary: "Edit a performance (organisers)",
    description: `the whole performance, as POST takes it: ${FIELDS} -> the performance, audited (before and after); NOT_FOUND for an unknown performance`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      performanceOf(await editPerformance(caller.accountId, params.performanceId, body)),
  }),
  endpoint({
    ...PROGRAM_ROUTES.remove,
    summary: "Delete a performance (organisers)",
    description:
      "-> {performanceId}: the performance leaves the program at once, audited; NOT_FOUND for an unknown performance",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) => {
      await removePerformance(caller.accountId, params.performanceId);
      return { performanceId: params.performanceId };
    },
  }),
];
