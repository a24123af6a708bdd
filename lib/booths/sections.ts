import "server-only";
import {
  findSection,
  insertSection,
  listEventSections,
  lockEvent,
  placeSections,
  sectionEventId,
  updateSection as updateSectionRow,
  type SectionPatch,
  type SectionRow,
} from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import type { SectionChange, SectionInput } from "./resource";
import { appError } from "../http/envelope";
import { boothStateChanged } from "../cache/tags";

// The organiser console's booth sections: the tabs of an event's page. Every change runs in one
// transaction with its audit row, then expires the exhibition pages (their `booths` tag).

/**
 * Audit rows for the sections a new or moved section pushed along (`except`: the section the
 * request is about, audited on its own).
 */
async function auditMoved(
  tx: Tx,
  actorId: number,
  moved: { before: SectionRow[]; after: SectionRow[] },
  except?: number,
): Promise<void> {
  await Promise.all(
    moved.after
      .filter((after) => after.id !== except)
      .map((after) =>
        recordAudit(tx, {
          actorId,
          entity: "section",
          entityId: after.id,
          action: "update",
          before: moved.before.find((b) => b.id === after.id) ?? null,
          after,
        }),
      ),
  );
}

/** Tab positions 0, 1, 2, ... for `ids` in this order. */
const tabs = (ids: number[]) => new Map(ids.map((id, i) => [id, i]));

/** POST /api/admin/v1/events/{eventId}/sections: a new tab of booths on the event's page. */
export async function createSection(
  actorId: number,
  eventId: number,
  input: SectionInput,
): Promise<SectionRow> {
  const section = await transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
    if (event.hasSeating)
      throw appError("CONFLICT", "errors.booths.seatedEvent", { event: event.name });
    // The tabs stay 0, 1, 2, ...: the new one goes in at `position` (default: last), and the
    // tabs from there on move one along.
    const current = await listEventSections(tx, eventId);
    const position = Math.min(input.position ?? current.length, current.length);
    const order: number[] = current.map((s) => s.id);
    order.splice(position, 0, 0); // 0: the new section's place (no section has id 0)
    await auditMoved(tx, actorId, await placeSections(tx, current, tabs(order)));
    const row = await insertSection(tx, { ...input, eventId, position });
    await recordAudit(tx, {
      actorId,
      entity: "section",
      entityId: row.id,
      action: "create",
      before: null,
      after: row,
    });
    return row;
  });
  boothStateChanged();
  return section;
}

/** PUT /api/admin/v1/sections/{sectionId}: any of the section's fields; a new position moves its tab. */
export async function updateSection(
  actorId: number,
  sectionId: number,
  patch: SectionChange,
): Promise<SectionRow> {
  const section = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    if (eventId === undefined || !(await lockEvent(tx, eventId)))
      throw appError("NOT_FOUND", "errors.booths.sectionNotFound");
    const before = await findSection(tx, sectionId);
    if (!before) throw appError("NOT_FOUND", "errors.booths.sectionNotFound");
    const { position: asked, ...fields } = patch;
    const changes: SectionPatch = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    let othersMoved = false;
    if (asked !== undefined) {
      // Out of the row of tabs and back in at `position` (at most the last); the tabs stay
      // 0, 1, 2, ...
      const current = await listEventSections(tx, eventId);
      const order = current.map((s) => s.id).filter((id) => id !== sectionId);
      const position = Math.min(asked, order.length);
      order.splice(position, 0, sectionId);
      const moved = await placeSections(tx, current, tabs(order));
      await auditMoved(tx, actorId, moved, sectionId);
      othersMoved = moved.after.some((s) => s.id !== sectionId);
      if (position !== before.position) changes.position = position;
    }
    if (Object.keys(changes).length === 0) return { row: before, changed: othersMoved };
    const after = await updateSectionRow(tx, sectionId, changes);
    await recordAudit(tx, {
      actorId,
      entity: "section",
      entityId: sectionId,
      action: "update",
      before,
      after,
    });
    return { row: after, changed: true };
  });
  if (section.changed) boothStateChanged();
  return section.row;
}
