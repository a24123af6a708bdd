import "server-only";
import { createHash } from "node:crypto";
import {
  findEditorEvent,
  listEditorBooths,
  listEditorSections,
  type EditorBooth,
  type EditorEvent,
} from "./queries/office";
import { eventFloorPlanOf } from "@/lib/events/queries/images";
import type { BoothStatus } from "@/db/queries/model";
import { renderFloorPlan, type FloorPlanSection } from "./floor-plan";
import { appError } from "../http/envelope";
import { mediaUrl, type FloorPlanSource } from "../events/media";

// What the console's booth editor reads: the event's sections in tab order, the open section's
// booths, and the floor plan they make.

export type { EditorBooth, EditorEvent };

/** A section as the editor's tabs show it, with how many of its booths are in each state. */
export type EditorSection = {
  id: number;
  name: string;
  nameAr: string | null;
  /** Tab index, 0 first. */
  position: number;
  inclusions: string;
  inclusionsAr: string | null;
  isFood: boolean;
  counts: Record<BoothStatus, number> & { total: number };
  /**
   * Its booths' names in name order, one per line (a name is one line of text): one string
   * rather than an array, as a section may have hundreds. Booth names are unique within an
   * event, whatever the case.
   */
  boothNames: string;
};

/** How many of the open section's booths the editor lists before 'Show the other … booths'. */
export const FIRST_BOOTHS = 50;

/** The section open in the editor, with its booths in name order: the first FIRST_BOOTHS, or all. */
export type OpenSection = EditorSection & { booths: EditorBooth[] };

/** What /admin/events/{eventId}/booths edits. */
export type BoothEditorData = {
  event: EditorEvent;
  /** Every section, in tab order. */
  sections: EditorSection[];
  /** The section the address names (`?section=`), or the first one; null while there is none. */
  open: OpenSection | null;
  floorPlan: {
    /** Changes whenever the plan would be drawn differently: the public image's address carries it. */
    version: string;
    /** A draft's plan, drawn here (a draft has no public image); null for a published event. */
    svg: string | null;
    /** The picture organisers uploaded, which the event page shows instead of the drawn plan. */
    uploaded: FloorPlanSource | null;
  };
};

/**
 * The event's sections and booths for the console's booth editor; NOT_FOUND for an unknown id.
 * The open section's booths come in full (its first FIRST_BOOTHS unless `allBooths`); the other
 * tabs need only their booths' names and counts, as an event may have thousands.
 */
export async function boothEditorData(
  eventId: number,
  open: { sectionId?: number; allBooths?: boolean } = {},
): Promise<BoothEditorData> {
  const [event, rows, uploaded, openBooths] = await Promise.all([
    findEditorEvent(eventId),
    listEditorSections(eventId),
    eventFloorPlanOf(eventId),
    listEditorBooths(eventId, open.sectionId, open.allBooths ? undefined : FIRST_BOOTHS),
  ]);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const sections: EditorSection[] = rows.map(({ booths, eventId: _eventId, ...s }) => {
    const counts = { AVAILABLE: 0, HELD: 0, BOOKED: 0, RESERVED: 0, total: booths.length };
    for (const [, status] of booths) counts[status]++;
    return { ...s, counts, boothNames: booths.map(([name]) => name).join("\n") };
  });
  const chosen = sections.find((s) => s.id === open.sectionId) ?? sections[0];
  const plan: FloorPlanSection[] = rows.map((s) => ({
    name: s.name,
    position: s.position,
    booths: s.booths.map(([name, status]) => ({ name, status })),
  }));
  return {
    event,
    sections,
    open: chosen ? { ...chosen, booths: openBooths } : null,
    floorPlan: {
      version: createHash("sha256")
        .update(JSON.stringify([event.name, plan]))
        .digest("base64url")
        .slice(0, 16),
      svg: event.status === "DRAFT" ? renderFloorPlan(event.name, plan) : null,
      uploaded: uploaded
        ? { src: mediaUrl(uploaded), width: uploaded.width, height: uploaded.height }
        : null,
    },
  };
}
