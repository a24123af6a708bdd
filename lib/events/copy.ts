import "server-only";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { currentContractOf, insertContract } from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import {
  activeAddonsOfEvent,
  boothsOfSections,
  insertAddonRows,
  insertBoothRows,
  insertEventRow,
  insertRequirementRows,
  insertSeatRows,
  insertSectionRow,
  openRequirementsOfEvent,
  readSourceEvent,
  seatsOfEvent,
  sectionsOfEvent,
  type EventRow,
} from "./queries/copy";
import { transaction } from "@/db/queries/transaction";
import { copyEventPlan } from "@/lib/plans/queries";
import { appError, fieldError } from "../http/envelope";
import { eventsChanged } from "../cache/tags";
import { TORONTO_TIME_ZONE } from "../i18n/locales";
import { torontoDay, torontoIso } from "../i18n/toronto-time";
import { COPY_TEXT_FIELDS, type CopyEventInput, type CopyTextField } from "./resource";
import { copiedText, copyPlan, editionStep, sourceDaysOf } from "./copy-text/fields";
import { adminEvent, type AdminEventDetail } from "./editing";
import { copyProgram } from "../program/office";
import { copyEventTags } from "../listings/queries";

// Next year's festival from this year's: an organiser copies an event under a new name and new
// dates. The copy is a DRAFT (not featured) with the source's texts, sections, booths (every
// column, all AVAILABLE and unsold), seating plan (all AVAILABLE) and its contract as a new
// version; its dates (opening hours, the balance due day and any other time of the event) move
// by as many days as the start did, and so do the due dates of its vendor-contract requirements
// (the open ones; never the documents vendors sent), and so does its program's every
// performance, at the same Toronto time; its vendor directory's tag list comes along as it is.
// Its texts are written for the new dates in both languages (date lines and their times, days and
// weekdays, the year, the edition's number: ./copy-text/); those that cannot be with confidence
// are kept and marked for the organiser to check. Sales (orders, payments, tickets, holds) and the
// vendors' listings stay with the source, which is not changed. One transaction, with its audit
// rows.

const DAY_MS = 86_400_000;

/** Days from one Toronto calendar day to another ("2025-07-04" -> "2027-07-02": 728). */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round(
    (Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS,
  );
}

/** The instant `days` Toronto days later at the same Toronto wall-clock time. */
export function shiftInstant(instant: Date, days: number): Date {
  return new Date(addDays(new TZDate(instant, TORONTO_TIME_ZONE), days).getTime());
}

/** A calendar day (YYYY-MM-DD) `days` later. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A text with the source's year written as the copy's ("... 2025" -> "... 2027"). */
export function withYear(text: string, fromYear: string, toYear: string): string {
  return fromYear === toYear ? text : text.replace(new RegExp(`\\b${fromYear}\\b`, "g"), toYear);
}

const VERSION_MAX = 40;

/**
 * The copy's contract version: the source's with the new year in place of the old one
 * ("2025-summer-v1" -> "2027-summer-v1"), or the new year added ("v3" -> "v3-2027"); at most 40
 * characters, and never one of `taken`.
 */
export function copiedContractVersion(
  source: string,
  fromYear: string,
  toYear: string,
  taken: readonly string[] = [],
): string {
  const replaced = withYear(source, fromYear, toYear);
  const base =
    replaced !== source
      ? replaced
      : `${source.slice(0, VERSION_MAX - toYear.length - 1)}-${toYear}`;
  let candidate = base.slice(0, VERSION_MAX);
  for (let n = 2; taken.includes(candidate); n++)
    candidate = `${base.slice(0, VERSION_MAX - String(n).length - 1)}-${n}`;
  return candidate;
}

/** Columns of the event that are not copied as they are (the rest are, new ones included). */
const OWN_COLUMNS = ["id", "guid", "createdAt"] as const;

/** The copy's texts given in the request, by field (left out: written from the source's). */
function givenTexts(input: CopyEventInput): Partial<Record<CopyTextField, string | null>> {
  return {
    eventNameAr: input.eventNameAr,
    eventDateText: input.eventDateText,
    eventDateTextAr: input.eventDateTextAr,
  };
}

/**
 * The copy's texts written for its new dates (dates, weekdays, the year, the edition's number in
 * its name and title), and the fields that could not be with confidence (kept as the source has
 * them, to be checked). A date line is checked too when the copy lasts more or fewer days than
 * the source.
 */
function copiedTexts(source: EventRow, input: CopyEventInput, endsAt: Date) {
  const [startDay, endDay] = [torontoDay(source.startsAt), torontoDay(source.endsAt)];
  const copyStart = torontoDay(input.eventDate);
  const [fromYear, toYear] = [Number(startDay.slice(0, 4)), Number(copyStart.slice(0, 4))];
  const openingDays = source.openingHours.map((day) => torontoDay(new Date(day.opens)));
  const plan = copyPlan(
    sourceDaysOf(startDay, endDay, openingDays),
    startDay,
    copyStart,
    editionStep(source.name, input.eventName, fromYear, toYear),
  );
  const sameLength = daysBetween(startDay, endDay) === daysBetween(copyStart, torontoDay(endsAt));
  // a date line's time ("· 7:30 PM") is the start's or the end's, Toronto wall-clock "HH:MM"
  const clock = (instant: Date) => torontoIso(instant).slice(11, 16);
  const times = [
    { from: clock(source.startsAt), to: clock(input.eventDate) },
    { from: clock(source.endsAt), to: clock(endsAt) },
  ];
  const given = givenTexts(input);
  const texts: Partial<Record<(typeof COPY_TEXT_FIELDS)[CopyTextField]["column"], string | null>> =
    {};
  const checks: CopyTextField[] = [];
  for (const [field, { column, language, edition }] of Object.entries(COPY_TEXT_FIELDS) as [
    CopyTextField,
    (typeof COPY_TEXT_FIELDS)[CopyTextField],
  ][]) {
    const value = given[field];
    if (value !== undefined) {
      texts[column] = value;
      continue;
    }
    const text = source[column];
    if (text === null) {
      texts[column] = null;
      continue;
    }
    const dateLine = field === "eventDateText" || field === "eventDateTextAr";
    const copied = copiedText(text, language, plan, {
      ordinal: edition,
      ...(dateLine ? { times } : {}),
    });
    texts[column] = copied.text;
    if (!copied.sure || (dateLine && !sameLength)) checks.push(field);
  }
  return { texts, copyChecks: checks.length > 0 ? { fromYear, fields: checks } : null };
}

/**
 * The copy's event row: every column of the source, with the new name and dates, DRAFT and not
 * featured; every time of the event (a column holding an instant, new ones included) moved by
 * `days` at the same wall-clock time, and null left null; its texts written for the new dates.
 */
function copiedEvent(
  source: EventRow,
  input: CopyEventInput,
  days: number,
): Omit<EventRow, (typeof OWN_COLUMNS)[number]> {
  const rest: Record<string, unknown> = { ...source };
  for (const key of OWN_COLUMNS) delete rest[key];
  for (const [key, value] of Object.entries(rest))
    if (value instanceof Date) rest[key] = shiftInstant(value, days);
  const copy = rest as Omit<EventRow, (typeof OWN_COLUMNS)[number]>;
  const startsAt = input.eventDate;
  // Without an end, the copy lasts as the source did (its end moved like its start).
  const endsAt =
    input.eventEndDate ??
    new Date(
      shiftInstant(source.endsAt, days).getTime() +
        (startsAt.getTime() - shiftInstant(source.startsAt, days).getTime()),
    );
  if (endsAt.getTime() < startsAt.getTime())
    throw fieldError("BAD_REQUEST", "eventEndDate", "errors.events.endBeforeStart");
  const { texts, copyChecks } = copiedTexts(source, input, endsAt);
  return {
    ...copy,
    ...texts,
    name: input.eventName,
    dateText: texts.dateText ?? source.dateText,
    description: texts.description ?? source.description,
    details: texts.details ?? source.details,
    copyChecks,
    startsAt,
    endsAt,
    status: "DRAFT",
    featured: false,
    // the copy's deposits (its amounts are copied) have not been decided late yet
    depositOverdueNotifiedAt: null,
    balanceDueDate: source.balanceDueDate === null ? null : shiftDay(source.balanceDueDate, days),
    openingHours: source.openingHours.map((day) => ({
      opens: shiftInstant(new Date(day.opens), days).toISOString(),
      closes: shiftInstant(new Date(day.closes), days).toISOString(),
    })),
  };
}

/** Copies the event; answers the new DRAFT as GET shows it. 404 for an unknown event. */
export async function copyEvent(
  actorId: number,
  sourceId: number,
  input: CopyEventInput,
): Promise<AdminEventDetail> {
  const eventId = await transaction(async (tx) => {
    const source = await readSourceEvent(tx, sourceId);
    if (!source) throw appError("NOT_FOUND", "errors.events.notFound");
    const days = daysBetween(torontoDay(source.startsAt), torontoDay(input.eventDate));
    const years: [string, string] = [
      torontoDay(source.startsAt).slice(0, 4),
      torontoDay(input.eventDate).slice(0, 4),
    ];
    const event = await insertEventRow(tx, copiedEvent(source, input, days));

    const sections = await sectionsOfEvent(tx, source.id);
    const sectionIds = new Map<number, number>();
    for (const { id, eventId: _source, ...section } of sections) {
      void _source;
      const row = await insertSectionRow(tx, { ...section, eventId: event.id });
      sectionIds.set(id, row.id);
    }
    // Every column of a booth is copied (its name, price and whatever else it has), except what
    // its sale keeps: the copy's booths are all AVAILABLE, with no vendor, hold or order.
    const booths = await boothsOfSections(tx, [...sectionIds.keys()]);
    const boothCount = await insertBoothRows(
      tx,
      booths.map(({ id: _id, updatedAt: _updated, ...booth }) => ({
        ...booth,
        sectionId: sectionIds.get(booth.sectionId)!,
        status: "AVAILABLE" as const,
        vendorId: null,
        lob: null,
        heldByOrderId: null,
        heldUntil: null,
      })),
    );
    const seats = await seatsOfEvent(tx, source.id);
    const seatCount = await insertSeatRows(
      tx,
      seats.map(({ id: _id, updatedAt: _updated, ...seat }) => ({
        ...seat,
        eventId: event.id,
        status: "AVAILABLE" as const,
        heldByOrderId: null,
        heldUntil: null,
        vendorId: null,
      })),
    );

    // The contract's requirements, due as many days later as the festival starts; what vendors
    // sent for them stays with the source.
    const requirements = await openRequirementsOfEvent(tx, source.id);
    const requirementCount = await insertRequirementRows(
      tx,
      requirements.map(
        ({ id: _id, createdAt: _created, updatedAt: _updated, closedAt: _closed, ...r }) => ({
          ...r,
          eventId: event.id,
          dueDate: shiftDay(r.dueDate, days),
        }),
      ),
    );

    // The add-on catalogue still offered (garbage, electricity, tables) at the same prices; the
    // deposit amounts are columns of the event, copied with it.
    const addons = await activeAddonsOfEvent(tx, source.id);
    const addonCount = await insertAddonRows(
      tx,
      addons.map(({ id: _id, createdAt: _created, updatedAt: _updated, ...a }) => ({
        ...a,
        eventId: event.id,
      })),
    );

    // The plan: its areas, and each booth's place given to the copy's booth of the same name.
    const plan = await copyEventPlan(tx, source.id, event.id);
    // The program: every performance as many days later, at the same Toronto time.
    const performanceCount = await copyProgram(tx, {
      fromEventId: source.id,
      toEventId: event.id,
      shift: (instant) => shiftInstant(instant, days),
    });
    // The vendor directory's tags the organiser keeps for the event (its vendors' listings stay
    // with the source's orders).
    const vendorTagCount = await copyEventTags(tx, { fromEventId: source.id, toEventId: event.id });

    const contract = await currentContractOf(source.id, tx);
    const contractRow = contract
      ? await insertContract(tx, {
          eventId: event.id,
          version: copiedContractVersion(contract.version, ...years),
          title: withYear(contract.title, ...years),
          body: contract.body,
          titleAr: contract.titleAr === null ? null : withYear(contract.titleAr, ...years),
          summaryAr: contract.summaryAr,
        })
      : null;

    await recordAudit(tx, {
      actorId,
      entity: "event",
      entityId: event.id,
      action: "create",
      before: null,
      after: {
        ...event,
        copiedFromEventId: source.id,
        sections: sections.length,
        booths: boothCount,
        seats: seatCount,
        requirements: requirementCount,
        addons: addonCount,
        plan,
        performances: performanceCount,
        vendorTags: vendorTagCount,
        contractVersion: contractRow?.version ?? null,
      },
    });
    if (contractRow)
      await recordAudit(tx, {
        actorId,
        entity: "contract",
        entityId: contractRow.id,
        action: "create",
        before: null,
        after: contractRow,
      });
    return event.id;
  });
  eventsChanged();
  return adminEvent(eventId);
}
