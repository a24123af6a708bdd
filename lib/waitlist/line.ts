import "server-only";
import { transaction } from "@/db/queries/transaction";
import { recordAudit } from "@/lib/console/queries/audit";
import { env } from "../../config/env";
import { appError, fieldError } from "../http/envelope";
import { formatCad } from "../payments/pricing";
import {
  closeWaiting,
  endEntry,
  entriesOfAccount,
  entriesOfEvent,
  entryById,
  insertEntry,
  lineEvent,
  liveEntryOf,
  lockLine,
  renumber,
  saveSettings,
  seatPricesOf,
  seatsOnSale,
  settingsOf,
  waitingIds,
  type LineEvent,
} from "./queries/line";
import { lapseDueOffers, settleWaitlist } from "./offers";
import {
  entryOf,
  lineEntryOf,
  type EntryAnswer,
  type JoinInput,
  type LineAnswer,
} from "./resource";
import { chooseSeats, DEFAULT_OFFER_HOURS } from "./rules";

// The line itself: a visitor joins (when the show has no seats their party could buy) and
// leaves; the organisers read it, move an entry with a reason (audited), close it and set how
// long an offer lasts. A change runs under the line's lock; leaving with an open offer passes
// its seats on at once.

/** A seated show that is on (not a draft, not past), or NOT_FOUND. */
function seatedShow(event: LineEvent | undefined): LineEvent {
  if (!event || !event.hasSeating || event.status === "DRAFT")
    throw appError("NOT_FOUND", "errors.waitlist.noShow");
  return event;
}

/**
 * POST /api/v1/events/{eventId}/waitlist: the account joins the back of the show's line with a
 * party of `partySize`, only at `priceBand` when given. Refused while the list is closed, while
 * the show's sales are over, while seats its party could buy are on sale, and when the account
 * is in the line already.
 */
export async function joinWaitlist(accountId: number, eventId: number, input: JoinInput) {
  const limit = env().MAX_SEATS_PER_ORDER;
  if (input.partySize > limit)
    throw fieldError("BAD_REQUEST", "partySize", "validation.field.wholeNumberRange", {
      field: "partySize",
      min: 1,
      max: limit,
    });
  const entryId = await transaction(async (tx) => {
    const show = seatedShow(await lineEvent(eventId, tx));
    if (show.status !== "ACTIVE" || show.salesEnded)
      throw appError("CONFLICT", "errors.waitlist.salesOver");
    const prices = await seatPricesOf(tx, eventId);
    if (input.priceBand !== null && !prices.includes(input.priceBand))
      throw fieldError("BAD_REQUEST", "priceBand", "errors.waitlist.priceBand", {
        prices: prices.map((p) => formatCad(p)).join(", "),
      });
    await lockLine(tx, eventId);
    const settings = await settingsOf(eventId, DEFAULT_OFFER_HOURS, tx);
    if (settings.closedAt) throw appError("CONFLICT", "errors.waitlist.closed");
    if (await liveEntryOf(tx, eventId, accountId))
      throw appError("CONFLICT", "errors.waitlist.alreadyInLine");
    if (chooseSeats(await seatsOnSale(tx, eventId), input.partySize, input.priceBand))
      throw appError("CONFLICT", "errors.waitlist.seatsOnSale");
    return insertEntry(tx, {
      eventId,
      accountId,
      partySize: input.partySize,
      priceBandCents: input.priceBand,
    });
  });
  const entry = (await entriesOfAccount(accountId)).find((e) => e.id === entryId);
  return entryOf(entry!);
}

/**
 * GET /api/visitor/v1/waitlist: the account's entries (shows still on), each with its place and
 * its offer; in the lines it is in, an offer past its time is lapsed (and passed on) first.
 */
export async function visitorWaitlist(accountId: number): Promise<EntryAnswer[]> {
  const before = await entriesOfAccount(accountId);
  const due = before
    .filter((e) => e.status === "OFFERED" || e.status === "WAITING")
    .map((e) => e.eventId);
  if (due.length === 0) return before.map(entryOf);
  await lapseDueOffers(due);
  return (await entriesOfAccount(accountId)).map(entryOf);
}

/**
 * DELETE /api/visitor/v1/waitlist/{entryId}: the account leaves the line (declining its offer if
 * it has one, whose seats pass to the next in line at once). NOT_FOUND for another account's
 * entry; CONFLICT for one no longer in the line.
 */
export async function leaveWaitlist(accountId: number, entryId: number) {
  const entry = await entryById(entryId);
  if (!entry || entry.accountId !== accountId)
    throw appError("NOT_FOUND", "errors.waitlist.entryNotFound");
  const offered = await transaction(async (tx) => {
    await lockLine(tx, entry.eventId);
    const current = await entryById(entryId, tx);
    if (!(await endEntry(tx, entryId, "LEFT", "DECLINED")))
      throw appError("CONFLICT", "errors.waitlist.notInLine");
    return current?.status === "OFFERED";
  });
  if (offered) await settleWaitlist(entry.eventId);
  return { entryId, status: "LEFT" as const };
}

/** The organisers' show: a seated one (any status), or NOT_FOUND. */
async function officeShow(eventId: number): Promise<LineEvent> {
  const event = await lineEvent(eventId);
  if (!event || !event.hasSeating) throw appError("NOT_FOUND", "errors.waitlist.noShow");
  return event;
}

/**
 * GET /api/admin/v1/events/{eventId}/waitlist: the show's line (offers past their time lapsed
 * and passed on first), its settings and counts.
 */
export async function eventWaitlist(eventId: number): Promise<LineAnswer> {
  const show = await officeShow(eventId);
  await lapseDueOffers([eventId]);
  const [settings, entries] = await Promise.all([
    settingsOf(eventId, DEFAULT_OFFER_HOURS),
    entriesOfEvent(eventId),
  ]);
  return {
    eventId,
    eventName: show.name,
    closed: settings.closedAt !== null,
    closedAt: settings.closedAt?.toISOString() ?? null,
    offerHours: settings.offerHours,
    waiting: entries.filter((e) => e.status === "WAITING").length,
    offered: entries.filter((e) => e.status === "OFFERED").length,
    entries: entries.map(lineEntryOf),
  };
}

/**
 * POST /api/admin/v1/waitlist/{entryId}/move: the waiting entry takes place `position` among
 * those waiting (the last place when beyond it), with the organiser's reason in the audit log.
 * CONFLICT for an entry not waiting (offered seats, or out of the line).
 */
export async function moveEntry(
  actorId: number,
  entryId: number,
  { position, reason }: { position: number; reason: string },
): Promise<LineAnswer> {
  const entry = await entryById(entryId);
  if (!entry) throw appError("NOT_FOUND", "errors.waitlist.entryNotFound");
  await transaction(async (tx) => {
    await lockLine(tx, entry.eventId);
    const line = await waitingIds(tx, entry.eventId);
    const from = line.indexOf(entryId);
    if (from === -1) throw appError("CONFLICT", "errors.waitlist.notWaiting");
    const rest = line.filter((id) => id !== entryId);
    const to = Math.min(position, line.length) - 1;
    await renumber(tx, [...rest.slice(0, to), entryId, ...rest.slice(to)]);
    await recordAudit(tx, {
      actorId,
      entity: "waitlist",
      entityId: entryId,
      action: "update",
      before: { eventId: entry.eventId, place: from + 1 },
      after: { eventId: entry.eventId, place: to + 1, reason },
    });
  });
  // a party moved forward may fit seats nobody before it could take
  await settleWaitlist(entry.eventId);
  return eventWaitlist(entry.eventId);
}

/**
 * POST /api/admin/v1/events/{eventId}/waitlist/close: nobody joins any more, and the entries
 * still waiting are closed (open offers stay until they end); audited on the event.
 */
export async function closeWaitlist(actorId: number, eventId: number): Promise<LineAnswer> {
  await officeShow(eventId);
  await transaction(async (tx) => {
    await lockLine(tx, eventId);
    const before = await settingsOf(eventId, DEFAULT_OFFER_HOURS, tx);
    if (before.closedAt) return;
    await saveSettings(tx, eventId, { closedAt: new Date() });
    const closed = await closeWaiting(tx, eventId);
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: eventId,
      action: "update",
      before: { waitlist: { closed: false } },
      after: { waitlist: { closed: true, entriesClosed: closed } },
    });
  });
  return eventWaitlist(eventId);
}

/** POST /api/admin/v1/events/{eventId}/waitlist/open: the list takes entries again; audited. */
export async function reopenWaitlist(actorId: number, eventId: number): Promise<LineAnswer> {
  await officeShow(eventId);
  await transaction(async (tx) => {
    await lockLine(tx, eventId);
    const before = await settingsOf(eventId, DEFAULT_OFFER_HOURS, tx);
    if (!before.closedAt) return;
    await saveSettings(tx, eventId, { closedAt: null });
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: eventId,
      action: "update",
      before: { waitlist: { closed: true } },
      after: { waitlist: { closed: false } },
    });
  });
  return eventWaitlist(eventId);
}

/**
 * PUT /api/admin/v1/events/{eventId}/waitlist/settings: how long the offers made from now on
 * last (hours; open offers keep their deadline); audited on the event.
 */
export async function setOfferWindow(
  actorId: number,
  eventId: number,
  { offerHours }: { offerHours: number },
): Promise<LineAnswer> {
  await officeShow(eventId);
  await transaction(async (tx) => {
    await lockLine(tx, eventId);
    const before = await settingsOf(eventId, DEFAULT_OFFER_HOURS, tx);
    await saveSettings(tx, eventId, { offerHours });
    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: eventId,
      action: "update",
      before: { waitlist: { offerHours: before.offerHours } },
      after: { waitlist: { offerHours } },
    });
  });
  return eventWaitlist(eventId);
}
