import "server-only";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { recordAudit } from "@/lib/console/queries/audit";
import { programChanged } from "../cache/tags";
import { isStoredMedia } from "../events/media";
import { appError, fieldError } from "../http/envelope";
import {
  deletePerformance,
  findPerformance,
  findProgramEvent,
  insertPerformance,
  insertPerformanceRows,
  lockPerformance,
  performancesOfEvent,
  updatePerformance,
  type PerformanceRow,
  type ProgramEvent,
} from "./queries";
import type { PerformanceSave } from "./resource";
import { eventDays, performanceTimes } from "./schedule";

// The organisers' side of the program: an event's performances listed, added, edited (moved
// within their slot by `position`) and deleted. Each performance is on the event's days (Toronto
// time) and ends after it starts, or it is refused on the field, by code; its picture is one
// uploaded here. A change is written to the audit log in its transaction (the row before and
// after), and expires the event's program pages and the program API.

/** The event, or NOT_FOUND. */
async function eventOf(eventId: number, tx?: Tx): Promise<ProgramEvent> {
  const event = await findProgramEvent(eventId, tx);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  return event;
}

/** The row to store for `input` on `event`, or a refusal on the field that is wrong. */
async function storedValues(tx: Tx, event: ProgramEvent, input: PerformanceSave) {
  const times = performanceTimes(input, event);
  if ("problem" in times) {
    if (times.problem === "notATime")
      throw fieldError("BAD_REQUEST", times.field, "validation.field.isoTime", {
        field: times.field,
      });
    if (times.problem === "endsBeforeStart")
      throw fieldError("BAD_REQUEST", "endsAt", "errors.program.endsBeforeStart");
    throw fieldError("BAD_REQUEST", times.field, "errors.program.outsideEvent", {
      firstDay: times.firstDay,
      lastDay: times.lastDay,
    });
  }
  if (input.image !== null && !(await isStoredMedia(input.image, tx)))
    throw fieldError("BAD_REQUEST", "image", "errors.events.imageNotUploaded", {
      image: input.image,
    });
  return {
    title: input.title,
    titleAr: input.titleAr,
    description: input.description,
    descriptionAr: input.descriptionAr,
    performers: input.performers,
    stage: input.stage,
    stageAr: input.stageAr,
    category: input.category,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    image: input.image,
    position: input.position,
  };
}

/** The event's performances in the program's order (NOT_FOUND for an unknown event). */
export async function eventProgram(eventId: number): Promise<PerformanceRow[]> {
  await eventOf(eventId);
  return performancesOfEvent(eventId);
}

/** One performance (NOT_FOUND for an unknown one). */
export async function performanceById(performanceId: number): Promise<PerformanceRow> {
  const row = await findPerformance(performanceId);
  if (!row) throw appError("NOT_FOUND", "errors.program.notFound");
  return row;
}

export async function createPerformance(
  actorId: number,
  eventId: number,
  input: PerformanceSave,
): Promise<PerformanceRow> {
  const row = await transaction(async (tx) => {
    const event = await eventOf(eventId, tx);
    const created = await insertPerformance(tx, {
      eventId,
      ...(await storedValues(tx, event, input)),
    });
    await recordAudit(tx, {
      actorId,
      entity: "performance",
      entityId: created.id,
      action: "create",
      before: null,
      after: created,
    });
    return created;
  });
  programChanged(eventId);
  return row;
}

/** Replaces a performance's fields (PUT: the whole performance, as the console's form sends it). */
export async function editPerformance(
  actorId: number,
  performanceId: number,
  input: PerformanceSave,
): Promise<PerformanceRow> {
  const row = await transaction(async (tx) => {
    const before = await lockPerformance(tx, performanceId);
    if (!before) throw appError("NOT_FOUND", "errors.program.notFound");
    const event = await eventOf(before.eventId, tx);
    const after = await updatePerformance(tx, performanceId, await storedValues(tx, event, input));
    await recordAudit(tx, {
      actorId,
      entity: "performance",
      entityId: performanceId,
      action: "update",
      before,
      after,
    });
    return after;
  });
  programChanged(row.eventId);
  return row;
}

export async function removePerformance(actorId: number, performanceId: number): Promise<void> {
  const eventId = await transaction(async (tx) => {
    const row = await lockPerformance(tx, performanceId);
    if (!row) throw appError("NOT_FOUND", "errors.program.notFound");
    await deletePerformance(tx, performanceId);
    await recordAudit(tx, {
      actorId,
      entity: "performance",
      entityId: performanceId,
      action: "delete",
      before: row,
      after: null,
    });
    return row.eventId;
  });
  programChanged(eventId);
}

/** The console's program page: the event, its days (Toronto) and its performances. */
export async function programConsole(eventId: number) {
  const event = await eventOf(eventId);
  return { event, days: eventDays(event), performances: await performancesOfEvent(eventId) };
}

/**
 * A copied event's program (next year's festival from this year's), in the copy's transaction:
 * every performance of `fromEventId` on `toEventId`, its start and end moved by `shift` (as the
 * event's own dates move). Answers how many were copied.
 */
export async function copyProgram(
  tx: Tx,
  {
    fromEventId,
    toEventId,
    shift,
  }: { fromEventId: number; toEventId: number; shift: (instant: Date) => Date },
): Promise<number> {
  const rows = await performancesOfEvent(fromEventId, tx);
  return insertPerformanceRows(
    tx,
    rows.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...row }) => ({
      ...row,
      eventId: toEventId,
      startsAt: shift(row.startsAt),
      endsAt: shift(row.endsAt),
    })),
  );
}
