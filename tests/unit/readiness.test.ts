import { describe, expect, it } from "vitest";
import {
  appliesTo,
  daysBetween,
  readinessOf,
  type DocumentFacts,
  type OrderFacts,
  type RequirementFacts,
} from "@/lib/requirements/readiness";

// Whether a booked booth may open, decided in one pure function: which requirements apply (a
// section's food flag), each one's status on a given Toronto day, extensions, expiries that must
// cover the event's last day, a replacement waiting while the approval stands, ineligibility, and
// ready only when paid in full. A document counts for a due date only when it was sent (its
// Toronto calendar day) by then.

const LAST_DAY = "2025-02-02";

const forms: RequirementFacts = {
  id: 1,
  title: "Health and safety forms",
  titleAr: "نماذج الصحة والسلامة",
  appliesTo: "ALL",
  kind: "FILE",
  dueDate: "2025-01-16",
  needsExpiry: false,
  consequence: "NOT_READY",
};
const insurance: RequirementFacts = {
  id: 2,
  title: "Proof of insurance",
  titleAr: "إثبات التأمين",
  appliesTo: "FOOD",
  kind: "FILE",
  dueDate: "2025-01-25",
  needsExpiry: true,
  consequence: "INELIGIBLE",
};
const craftsOnly: RequirementFacts = {
  ...forms,
  id: 3,
  title: "Craft origin declaration",
  appliesTo: "OTHER",
  kind: "DECLARATION",
  dueDate: "2025-01-20",
};

const food = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: 7,
  hasFoodBooth: true,
  hasOtherBooth: false,
  balanceCents: 0,
  depositDueCents: 0,
  extensions: new Map(),
  ...overrides,
});
const crafts = (overrides: Partial<OrderFacts> = {}) =>
  food({ hasFoodBooth: false, hasOtherBooth: true, ...overrides });

let nextId = 100;
/** A document sent `at` (an instant); reviewed then too unless it waits for review. */
const doc = (
  requirement: RequirementFacts,
  status: DocumentFacts["status"],
  {
    expiresOn = null,
    reason = null,
    at = "2025-01-10T12:00:00Z",
    reviewedAt = status === "APPROVED" || status === "REJECTED" ? at : null,
  } = {} as {
    expiresOn?: string | null;
    reason?: string | null;
    at?: string;
    reviewedAt?: string | null;
  },
): DocumentFacts => ({
  id: nextId++,
  requirementId: requirement.id,
  status,
  reason,
  expiresOn,
  reviewedAt: reviewedAt === null ? null : new Date(reviewedAt),
  createdAt: new Date(at),
});

const on = (today: string) => ({ today, lastDay: LAST_DAY });
const ALL = [forms, insurance, craftsOnly];

describe("appliesTo", () => {
  it("follows the booths' sections' food flag", () => {
    expect([forms, insurance, craftsOnly].map((r) => appliesTo(r, food()))).toEqual([
      true,
      true,
      false,
    ]);
    expect([forms, insurance, craftsOnly].map((r) => appliesTo(r, crafts()))).toEqual([
      true,
      false,
      true,
    ]);
    const both = food({ hasOtherBooth: true });
    expect([forms, insurance, craftsOnly].map((r) => appliesTo(r, both))).toEqual([
      true,
      true,
      true,
    ]);
    const noBooth = food({ hasFoodBooth: false });
    expect([forms, insurance, craftsOnly].map((r) => appliesTo(r, noBooth))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across months and the time change", () => {
    expect(daysBetween("2025-01-14", "2025-01-16")).toBe(2);
    expect(daysBetween("2025-01-16", "2025-01-14")).toBe(-2);
    expect(daysBetween("2025-03-08", "2025-03-10")).toBe(2);
    expect(daysBetween("2024-12-31", "2025-03-01")).toBe(60);
  });
});

describe("readinessOf", () => {
  it("lists what applies by due date with days left; a food vendor's three things are two requirements and the balance", () => {
    const r = readinessOf(food({ balanceCents: 33_760 }), ALL, [], on("2025-01-09"));
    expect(r.items.map((i) => [i.title, i.dueDate, i.daysLeft, i.status])).toEqual([
      ["Health and safety forms", "2025-01-16", 7, "NEEDED"],
      ["Proof of insurance", "2025-01-25", 16, "NEEDED"],
    ]);
    expect(r).toMatchObject({
      ready: false,
      paidInFull: false,
      balanceCents: 33_760,
      ineligible: false,
    });
    const c = readinessOf(crafts(), ALL, [], on("2025-01-09"));
    expect(c.items.map((i) => i.title)).toEqual([
      "Health and safety forms",
      "Craft origin declaration",
    ]);
  });

  it("says SUBMITTED while waiting, APPROVED once approved, REJECTED with the reason before the due date", () => {
    const today = on("2025-01-12");
    const waiting = readinessOf(food(), [forms], [doc(forms, "SUBMITTED")], today);
    expect(waiting.items[0]).toMatchObject({ status: "SUBMITTED", reason: null });
    const approved = readinessOf(food(), [forms], [doc(forms, "APPROVED")], today);
    expect(approved.items[0]!.status).toBe("APPROVED");
    const rejected = readinessOf(
      food(),
      [forms],
      [doc(forms, "REJECTED", { reason: "Page 2 is missing" })],
      today,
    );
    expect(rejected.items[0]).toMatchObject({ status: "REJECTED", reason: "Page 2 is missing" });
  });

  it("turns NEEDED and REJECTED into OVERDUE the day after the due date, not on it", () => {
    const rejectedDoc = doc(forms, "REJECTED", { reason: "Unsigned" });
    expect(readinessOf(food(), [forms], [], on("2025-01-16")).items[0]!.status).toBe("NEEDED");
    expect(readinessOf(food(), [forms], [], on("2025-01-17")).items[0]).toMatchObject({
      status: "OVERDUE",
      daysLeft: -1,
    });
    expect(readinessOf(food(), [forms], [rejectedDoc], on("2025-01-16")).items[0]!.status).toBe(
      "REJECTED",
    );
    const late = readinessOf(food(), [forms], [rejectedDoc], on("2025-01-17")).items[0]!;
    expect(late.status).toBe("OVERDUE");
    expect(late.reason).toBe("Unsigned");
    // a document sent in time and still waiting for review is not overdue
    expect(
      readinessOf(food(), [forms], [doc(forms, "SUBMITTED")], on("2025-01-20")).items[0]!.status,
    ).toBe("SUBMITTED");
  });

  it("uses the order's extension instead of the requirement's due date", () => {
    const extended = food({ extensions: new Map([[forms.id, "2025-01-22"]]) });
    const r = readinessOf(extended, [forms], [], on("2025-01-18"));
    expect(r.items[0]).toMatchObject({ dueDate: "2025-01-22", daysLeft: 4, status: "NEEDED" });
    expect(readinessOf(extended, [forms], [], on("2025-01-23")).items[0]!.status).toBe("OVERDUE");
    // another order keeps the requirement's date
    expect(readinessOf(food({ orderId: 8 }), [forms], [], on("2025-01-18")).items[0]!.status).toBe(
      "OVERDUE",
    );
  });

  it("counts an approved insurance only while its expiry covers the event's last day", () => {
    const today = on("2025-01-20");
    const covers = doc(insurance, "APPROVED", { expiresOn: LAST_DAY });
    expect(readinessOf(food(), [insurance], [covers], today).items[0]!.status).toBe("APPROVED");
    const short = doc(insurance, "APPROVED", { expiresOn: "2025-02-01" });
    expect(readinessOf(food(), [insurance], [short], today).items[0]!.status).toBe("NEEDED");
    const none = doc(insurance, "APPROVED", { expiresOn: null });
    expect(readinessOf(food(), [insurance], [none], today).items[0]!.status).toBe("NEEDED");
    // no expiry asked: an approval counts whatever it says
    expect(
      readinessOf(food(), [forms], [doc(forms, "APPROVED", { expiresOn: "2020-01-01" })], today)
        .items[0]!.status,
    ).toBe("APPROVED");
  });

  it("keeps an approval standing while a replacement waits for review, and after it is rejected", () => {
    const approved = doc(insurance, "APPROVED", {
      expiresOn: LAST_DAY,
      at: "2025-01-05T12:00:00Z",
    });
    const replacement = doc(insurance, "SUBMITTED", {
      expiresOn: "2026-01-01",
      at: "2025-01-12T12:00:00Z",
    });
    const waiting = readinessOf(food(), [insurance], [approved, replacement], on("2025-01-30"));
    expect(waiting.items[0]).toMatchObject({ status: "APPROVED", replacementWaiting: true });
    expect(waiting.ready).toBe(true);
    const refused = { ...replacement, status: "REJECTED" as const, reason: "Blurred" };
    const after = readinessOf(food(), [insurance], [approved, refused], on("2025-01-30"));
    expect(after.items[0]).toMatchObject({ status: "APPROVED", replacementWaiting: false });
    // superseded documents are ignored
    const superseded = { ...approved, status: "SUPERSEDED" as const };
    expect(readinessOf(food(), [insurance], [superseded], on("2025-01-20")).items[0]!.status).toBe(
      "NEEDED",
    );
  });

  it("makes the vendor ineligible when an INELIGIBLE requirement is overdue, not a NOT_READY one", () => {
    expect(readinessOf(food(), [forms], [], on("2025-01-30")).ineligible).toBe(false);
    expect(readinessOf(food(), [insurance], [], on("2025-01-25")).ineligible).toBe(false);
    expect(readinessOf(food(), [insurance], [], on("2025-01-26")).ineligible).toBe(true);
    // a crafts vendor is never asked for the food vendors' insurance
    expect(readinessOf(crafts(), [insurance], [], on("2025-01-26")).ineligible).toBe(false);
  });

  it("is ready only when paid in full and every requirement that applies is approved", () => {
    const approvedAll = [
      doc(forms, "APPROVED"),
      doc(insurance, "APPROVED", { expiresOn: "2025-12-31" }),
    ];
    const owing = readinessOf(food({ balanceCents: 100 }), ALL, approvedAll, on("2025-01-30"));
    expect(owing).toMatchObject({ ready: false, paidInFull: false, balanceCents: 100 });
    const paid = readinessOf(food(), ALL, approvedAll, on("2025-01-30"));
    expect(paid).toMatchObject({ ready: true, paidInFull: true, balanceCents: 0 });
    const missingOne = readinessOf(food(), ALL, approvedAll.slice(0, 1), on("2025-01-10"));
    expect(missingOne.ready).toBe(false);
    // nothing applies: ready once paid
    expect(readinessOf(crafts(), [insurance], [], on("2025-01-30")).ready).toBe(true);
  });

  it("is not ready while the damage deposit is unpaid, even with no balance left", () => {
    const approvedAll = [
      doc(forms, "APPROVED"),
      doc(insurance, "APPROVED", { expiresOn: "2025-12-31" }),
    ];
    const depositDue = readinessOf(
      food({ depositDueCents: 50_000 }),
      ALL,
      approvedAll,
      on("2025-01-30"),
    );
    expect(depositDue).toMatchObject({
      ready: false,
      paidInFull: false,
      balanceCents: 0,
      depositDueCents: 50_000,
    });
    const both = readinessOf(
      food({ balanceCents: 100, depositDueCents: 50_000 }),
      ALL,
      approvedAll,
      on("2025-01-30"),
    );
    expect(both).toMatchObject({ ready: false, balanceCents: 100, depositDueCents: 50_000 });
    const paid = readinessOf(food({ depositDueCents: 0 }), ALL, approvedAll, on("2025-01-30"));
    expect(paid).toMatchObject({ ready: true, paidInFull: true, depositDueCents: 0 });
  });
});

describe("a deadline is met only by what was sent by it", () => {
  // The food vendors' insurance is due January 25 and makes the vendor ineligible when missed.
  const covering = { expiresOn: LAST_DAY };
  const late = { ...covering, at: "2025-01-27T15:00:00Z" };

  it("leaves the item OVERDUE and the order ineligible when a document sent late waits for review", () => {
    const r = readinessOf(
      food(),
      [insurance],
      [doc(insurance, "SUBMITTED", late)],
      on("2025-01-28"),
    );
    expect(r.items[0]).toMatchObject({
      status: "OVERDUE",
      lateWaiting: true,
      replacementWaiting: false,
      ineligible: true,
    });
    expect(r).toMatchObject({ ineligible: true, ready: false });
    // the same document sent on the due date itself waits for review, and the vendor is not ineligible
    const inTime = { ...covering, at: "2025-01-25T20:00:00Z" };
    const timely = readinessOf(
      food(),
      [insurance],
      [doc(insurance, "SUBMITTED", inTime)],
      on("2025-01-28"),
    );
    expect(timely.items[0]).toMatchObject({
      status: "SUBMITTED",
      lateWaiting: false,
      ineligible: false,
    });
    expect(timely.ineligible).toBe(false);
  });

  it("reads the day a document came in Toronto, not in UTC", () => {
    // 22:00 on January 25 in Toronto is already January 26 in UTC: in time
    const evening = doc(insurance, "SUBMITTED", { ...covering, at: "2025-01-26T03:00:00Z" });
    expect(readinessOf(food(), [insurance], [evening], on("2025-01-27")).ineligible).toBe(false);
    // 00:30 on January 26 in Toronto: late
    const night = doc(insurance, "SUBMITTED", { ...covering, at: "2025-01-26T05:30:00Z" });
    expect(readinessOf(food(), [insurance], [night], on("2025-01-27")).ineligible).toBe(true);
  });

  it("keeps the order ineligible when the vendor sends again after a rejection past the due date", () => {
    const refused = doc(insurance, "REJECTED", {
      ...covering,
      reason: "Names another business",
      at: "2025-01-20T12:00:00Z",
    });
    // refused before the due date: still time to send another
    const before = readinessOf(food(), [insurance], [refused], on("2025-01-22"));
    expect(before.items[0]).toMatchObject({ status: "REJECTED", ineligible: false });
    expect(before.ineligible).toBe(false);
    // past it: overdue and ineligible, and each new upload after it changes nothing
    expect(readinessOf(food(), [insurance], [refused], on("2025-01-26")).ineligible).toBe(true);
    const again = doc(insurance, "SUBMITTED", late);
    const r = readinessOf(food(), [insurance], [refused, again], on("2025-01-28"));
    expect(r.items[0]).toMatchObject({ status: "OVERDUE", lateWaiting: true, ineligible: true });
    expect(r.ineligible).toBe(true);
    const twice = [{ ...again, status: "REJECTED" as const, reason: "Blurred" }];
    const third = doc(insurance, "SUBMITTED", { ...covering, at: "2025-01-29T12:00:00Z" });
    expect(
      readinessOf(food(), [insurance], [refused, ...twice, third], on("2025-01-30")).ineligible,
    ).toBe(true);
  });

  it("counts a document sent by the date of an extension granted after the due date passed", () => {
    const sent = doc(insurance, "SUBMITTED", late);
    // granted on January 28, three days after the lapse, until January 30
    const extended = food({ extensions: new Map([[insurance.id, "2025-01-30"]]) });
    const r = readinessOf(extended, [insurance], [sent], on("2025-01-28"));
    expect(r.items[0]).toMatchObject({
      dueDate: "2025-01-30",
      status: "SUBMITTED",
      lateWaiting: false,
      ineligible: false,
    });
    expect(r.ineligible).toBe(false);
    // still waiting for review after the new date: sent by it, so not overdue
    expect(readinessOf(extended, [insurance], [sent], on("2025-01-31")).items[0]).toMatchObject({
      status: "SUBMITTED",
      ineligible: false,
    });
    // approved: ready
    const approved = { ...sent, status: "APPROVED" as const, reviewedAt: new Date() };
    expect(readinessOf(extended, [insurance], [approved], on("2025-01-31"))).toMatchObject({
      ready: true,
      ineligible: false,
    });
    // a document sent after the new date does not count either
    const later = doc(insurance, "SUBMITTED", { ...covering, at: "2025-01-31T15:00:00Z" });
    expect(readinessOf(extended, [insurance], [later], on("2025-02-01")).ineligible).toBe(true);
  });

  it("approves a late document, yet the order stays ineligible until the due date is extended", () => {
    const approvedLate = doc(insurance, "APPROVED", late);
    const r = readinessOf(food(), [insurance], [approvedLate], on("2025-01-28"));
    expect(r.items[0]).toMatchObject({ status: "APPROVED", ineligible: true, lateWaiting: false });
    expect(r).toMatchObject({ paidInFull: true, ineligible: true, ready: false });
    const extended = food({ extensions: new Map([[insurance.id, "2025-01-27"]]) });
    expect(readinessOf(extended, [insurance], [approvedLate], on("2025-01-28"))).toMatchObject({
      ready: true,
      ineligible: false,
    });
    // a requirement that only keeps the booth shut is met by a late approval
    const formsLate = doc(forms, "APPROVED", { at: "2025-01-20T12:00:00Z" });
    expect(readinessOf(food(), [forms], [formsLate], on("2025-01-28"))).toMatchObject({
      ready: true,
      ineligible: false,
    });
    // and a late upload of it waiting for review leaves it overdue, not ineligible
    const formsWaiting = doc(forms, "SUBMITTED", { at: "2025-01-20T12:00:00Z" });
    const w = readinessOf(food(), [forms], [formsWaiting], on("2025-01-28"));
    expect(w.items[0]).toMatchObject({ status: "OVERDUE", lateWaiting: true, ineligible: false });
    expect(w.ineligible).toBe(false);
  });

  it("keeps an approval sent in time counting once a later version replaced it, but not a withdrawn upload", () => {
    const first = doc(insurance, "SUPERSEDED", {
      ...covering,
      at: "2025-01-10T12:00:00Z",
      reviewedAt: "2025-01-11T12:00:00Z",
    });
    const renewal = doc(insurance, "APPROVED", { expiresOn: "2026-01-31", at: late.at });
    expect(readinessOf(food(), [insurance], [first, renewal], on("2025-01-28"))).toMatchObject({
      ready: true,
      ineligible: false,
    });
    // an upload replaced by the vendor while it waited was never reviewed: it does not count
    const withdrawn = doc(insurance, "SUPERSEDED", { ...covering, at: "2025-01-10T12:00:00Z" });
    const waitingLate = doc(insurance, "SUBMITTED", late);
    const r = readinessOf(food(), [insurance], [withdrawn, waitingLate], on("2025-01-28"));
    expect(r.items[0]).toMatchObject({ status: "OVERDUE", lateWaiting: true, ineligible: true });
  });
});
