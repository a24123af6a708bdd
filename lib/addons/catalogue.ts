import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { eventExists } from "@/lib/events/queries/public";
import { transaction } from "@/db/queries/transaction";
import {
  addonById,
  addonsOfEvent,
  catalogueEvent,
  eventDeposits,
  insertAddon,
  publicEventForAddons,
  setEventDeposits,
  updateAddon,
  type AddonRow,
} from "./queries/catalogue";
import { eventsChanged } from "../cache/tags";
import { appError, fieldError } from "../http/envelope";
import type { AddonChangesInput, DepositsInput, NewAddonInput } from "./api";
import { publicCatalogueOf, type PublicCatalogue } from "./resource";

// An event's add-on catalogue and damage deposit amounts: the public list the cart reads, and the
// organiser's list, additions and edits (audited; a change expires the public pages' cached
// event data). An add-on is never deleted: someone may have ordered it; `active: false` retires it.

/** GET /api/v1/events/{eventGuid}/addons: the active catalogue of a public event. */
export async function publicCatalogue(guid: string): Promise<PublicCatalogue> {
  const event = await publicEventForAddons(guid);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  return publicCatalogueOf(event, await addonsOfEvent(event.id, { activeOnly: true }));
}

/** The event's whole catalogue (retired add-ons too), in its order. */
export async function eventAddons(eventId: number): Promise<AddonRow[]> {
  if (!(await eventExists(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  return addonsOfEvent(eventId);
}

export async function createAddon(
  actorId: number,
  eventId: number,
  input: NewAddonInput,
): Promise<AddonRow> {
  const addon = await transaction(async (tx) => {
    if (!(await eventExists(eventId, tx))) throw appError("NOT_FOUND", "errors.events.notFound");
    const row = await insertAddon(tx, { ...input, eventId });
    await recordAudit(tx, {
      actorId,
      entity: "addon",
      entityId: row.id,
      action: "create",
      before: null,
      after: row,
    });
    return row;
  });
  eventsChanged();
  return addon;
}

export async function editAddon(
  actorId: number,
  addonId: number,
  input: AddonChangesInput,
): Promise<AddonRow> {
  const addon = await transaction(async (tx) => {
    const before = await addonById(addonId, tx);
    if (!before) throw appError("NOT_FOUND", "errors.addons.notFound");
    const after = { ...before, ...input };
    if (after.addedByDefault && after.needsApproval)
      throw fieldError("BAD_REQUEST", "addedByDefault", "errors.addons.defaultNeedsNoApproval");
    const row = (await updateAddon(tx, addonId, input))!;
    await recordAudit(tx, {
      actorId,
      entity: "addon",
      entityId: addonId,
      action: "update",
      before,
      after: row,
    });
    return row;
  });
  eventsChanged();
  return addon;
}

/** PUT /api/admin/v1/events/{eventId}/deposits: the damage deposit amounts, audited as the event's. */
export async function setDeposits(
  actorId: number,
  eventId: number,
  input: DepositsInput,
): Promise<{ eventId: number; depositFoodCents: number; depositOtherCents: number }> {
  const saved = await transaction(async (tx) => {
    const before = await eventDeposits(eventId, tx);
    if (!before) throw appError("NOT_FOUND", "errors.events.notFound");
    const after = (await setEventDeposits(tx, eventId, input))!;
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: eventId,
      action: "update",
      before,
      after,
    });
    return after;
  });
  eventsChanged();
  return { eventId, ...saved };
}

/** The console's add-on page: the event (with its deposit amounts) and its whole catalogue. */
export async function addonConsole(eventId: number) {
  const event = await catalogueEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  return { event, addons: await addonsOfEvent(eventId) };
}
