import "server-only";
import {
  boothEventId,
  boothOrderIds,
  deleteBooth as deleteBoothRow,
  eventBoothNames,
  findSection,
  insertBooths,
  lockBooth,
  lockEvent,
  lockSectionBooths,
  sectionEventId,
  setBoothPrices,
  updateBooth as updateBoothRow,
  type AdminBooth,
  type BoothFields,
  type BoothPatch,
} from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import {
  MAX_BOOTHS_PER_REQUEST,
  type BoothChange,
  type BoothNames,
  type BoothsSpec,
} from "./resource";
import { appError, fieldError, withErrors } from "../http/envelope";
import { boothStateChanged } from "../cache/tags";

// The organiser console's booths: adding, renaming, repricing, reserving and deleting them. Every
// change runs in one transaction with its audit row, then expires the exhibition pages (their
// `booths` tag). Prices are cents, as stored and as the organiser API speaks them.

/**
 * The names a request makes: one name, or `prefix` + each number from `from` to `to`, zero-padded
 * to the width of `to` and at least two digits, as the seed names booths (T-01 ... T-12):
 * {prefix: "F-", from: 1, to: 20} is F-01 ... F-20; to 150 gives F-001 ... F-150.
 */
export function boothNames(spec: BoothNames): string[] {
  if (spec.kind === "one") return [spec.name];
  const width = Math.max(2, String(spec.to).length);
  return Array.from(
    { length: spec.to - spec.from + 1 },
    (_, i) => `${spec.prefix}${String(spec.from + i).padStart(width, "0")}`,
  );
}

/** Names as people read them: at most `max`, then how many more. */
export function listNames(names: string[], max = 20): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/**
 * Booth names are unique within an event (across its sections), compared without regard to case
 * so "t-01" cannot stand beside "T-01". The event's row is locked by the caller, so two requests
 * cannot both take a name. The refusal is about `field`, the request's name field.
 */
async function refuseTakenNames(
  tx: Tx,
  event: { id: number; name: string },
  names: string[],
  field: "boothName" | "prefix",
  exceptBoothId?: number,
): Promise<void> {
  const taken = new Map(
    (await eventBoothNames(tx, event.id))
      .filter((b) => b.id !== exceptBoothId)
      .map((b) => [b.name.toLowerCase(), b]),
  );
  const clashes = names.flatMap((name) => {
    const other = taken.get(name.toLowerCase());
    return other ? [`${other.name} (${other.sectionName})`] : [];
  });
  if (!clashes.length) return;
  const params = { count: clashes.length, event: event.name, names: listNames(clashes) };
  throw withErrors(
    field === "prefix"
      ? fieldError("CONFLICT", "prefix", "errors.booths.namesTaken", params)
      : fieldError("CONFLICT", "boothName", "errors.booths.namesTaken", params),
    clashes,
  );
}

/** POST /api/admin/v1/sections/{sectionId}/booths: one booth or a numbered range, all or none. */
export async function createBooths(actorId: number, sectionId: number, spec: BoothsSpec) {
  const names = boothNames(spec.names);
  if (names.length > MAX_BOOTHS_PER_REQUEST)
    throw appError("BAD_REQUEST", "errors.booths.tooManyPerRequest", {
      max: MAX_BOOTHS_PER_REQUEST,
    });
  const created = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    const event = eventId === undefined ? undefined : await lockEvent(tx, eventId);
    if (!event || !(await findSection(tx, sectionId)))
      throw appError("NOT_FOUND", "errors.booths.sectionNotFound");
    await refuseTakenNames(tx, event, names, spec.names.kind === "one" ? "boothName" : "prefix");
    const rows = await insertBooths(tx, sectionId, names, spec.fields);
    await Promise.all(
      rows.map((row) =>
        recordAudit(tx, {
          actorId,
          entity: "booth",
          entityId: row.id,
          action: "create",
          before: null,
          after: row,
        }),
      ),
    );
    return rows;
  });
  boothStateChanged();
  return created;
}

/** HELD (a checkout in progress) or BOOKED: the booth is a vendor's, or about to be. */
function busyState(booth: AdminBooth): "HELD" | "BOOKED" | null {
  return booth.status === "BOOKED" || booth.status === "HELD" ? booth.status : null;
}

/** The booth, its event locked and then its row, or 404. */
async function lockedBooth(tx: Tx, boothId: number) {
  const eventId = await boothEventId(tx, boothId);
  const event = eventId === undefined ? undefined : await lockEvent(tx, eventId);
  const booth = event ? await lockBooth(tx, boothId) : undefined;
  if (!event || !booth) throw appError("NOT_FOUND", "errors.booths.notFound");
  return { event, booth };
}

/** The fields that differ from the booth's (a field not sent is undefined). */
function changedFields(booth: AdminBooth, fields: BoothFields): BoothFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => value !== undefined && value !== booth[key as keyof BoothFields],
    ),
  );
}

/**
 * PUT /api/admin/v1/booths/{boothId}. A held or booked booth keeps its name and status (its
 * vendor's order and receipt name it), but may be repriced: the order keeps the price it was
 * held at (order_items.unit_price_cents and the order's totals), so only new checkouts pay the
 * new price. The booth's row is locked as checkout locks it, so a checkout at the same moment
 * either holds it first (and this sees the hold) or waits and sees the change.
 */
export async function updateBooth(actorId: number, boothId: number, change: BoothChange) {
  const { name, status, ...fields } = change;
  const after = await transaction(async (tx) => {
    const { event, booth } = await lockedBooth(tx, boothId);
    const busy = busyState(booth);
    const renaming = name !== undefined && name !== booth.name;
    if (busy && renaming)
      throw appError("CONFLICT", "errors.booths.busy.rename", { booth: booth.name, state: busy });
    if (busy && status !== undefined)
      throw appError("CONFLICT", "errors.booths.busy.statusChange", {
        booth: booth.name,
        state: busy,
        target: status,
      });
    if (renaming) await refuseTakenNames(tx, event, [name], "boothName", boothId);
    const patch: BoothPatch = changedFields(booth, fields);
    if (renaming) patch.name = name;
    if (status !== undefined && status !== booth.storedStatus) patch.status = status;
    if (Object.keys(patch).length === 0) return { row: booth, changed: false };
    const row = await updateBoothRow(tx, boothId, patch);
    await recordAudit(tx, {
      actorId,
      entity: "booth",
      entityId: boothId,
      action: "update",
      before: booth,
      after: row,
    });
    return { row, changed: true };
  });
  if (after.changed) boothStateChanged();
  return after.row;
}

/**
 * DELETE /api/admin/v1/booths/{boothId}: a free or reserved booth that no order names. A booth an
 * earlier order names stays, for that order's receipt; reserving it takes it off sale.
 */
export async function deleteBooth(actorId: number, boothId: number) {
  const deleted = await transaction(async (tx) => {
    const { booth } = await lockedBooth(tx, boothId);
    const busy = busyState(booth);
    if (busy)
      throw appError("CONFLICT", "errors.booths.busy.delete", { booth: booth.name, state: busy });
    const orderIds = await boothOrderIds(tx, boothId);
    if (orderIds.length)
      throw appError("CONFLICT", "errors.booths.onOrders", {
        booth: booth.name,
        count: orderIds.length,
        orderIds: listNames(orderIds.map(String)),
      });
    await deleteBoothRow(tx, boothId);
    await recordAudit(tx, {
      actorId,
      entity: "booth",
      entityId: boothId,
      action: "delete",
      before: booth,
      after: null,
    });
    return booth;
  });
  boothStateChanged();
  return deleted;
}

/**
 * PUT /api/admin/v1/sections/{sectionId}/prices: one price for every AVAILABLE or RESERVED booth
 * of the section (held and booked booths keep theirs). Answers how many booths changed price.
 */
export async function repriceSection(
  actorId: number,
  sectionId: number,
  priceCents: number | null,
) {
  const result = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    if (eventId === undefined || !(await lockEvent(tx, eventId)))
      throw appError("NOT_FOUND", "errors.booths.sectionNotFound");
    const all = await lockSectionBooths(tx, sectionId);
    const open = all.filter((b) => b.status === "AVAILABLE" || b.status === "RESERVED");
    const changing = open.filter((b) => b.priceCents !== priceCents);
    const changed = await setBoothPrices(
      tx,
      changing.map((b) => b.id),
      priceCents,
    );
    if (changed) {
      const prices = (cents: (b: AdminBooth) => number | null) =>
        changing.map((b) => ({ id: b.id, name: b.name, priceCents: cents(b) }));
      await recordAudit(tx, {
        actorId,
        entity: "section",
        entityId: sectionId,
        action: "update",
        before: { boothPrices: prices((b) => b.priceCents) },
        after: { boothPrices: prices(() => priceCents) },
      });
    }
    return { changed, skipped: all.length - open.length };
  });
  if (result.changed) boothStateChanged();
  return { sectionId, boothPriceCents: priceCents, ...result };
}
