import { describe, expect, it } from "vitest";
import type { DoorSnapshot, ScanResultView } from "@/lib/door/resource";
import {
  answerText,
  answerTone,
  shownDecision,
  shownServerAnswer,
} from "@/lib/door/client/answer-text";
import { decideLocally, mergeSnapshot } from "@/lib/door/client/local-decision";
import { answeredState, batchBody, scanBatches } from "@/lib/door/client/queue";
import type { ScanRecord } from "@/lib/door/client/store";
import type { Decision, VendorPassView } from "@/lib/door/decide";
import { translator } from "@/lib/i18n/messages";

const GUID = "5f0c6a39-2d7e-4c57-9a55-0c1c1a1d2e3f";
const OTHER = "7a1b2c3d-0000-4000-8000-000000000001";
const TICKET = "0b3f3f7e-6a0b-4f55-8f8e-3d9f1c2b4a5d";
const TICKET_2 = "1c4a4a8f-7b1c-4a66-9a9f-4e0a2d3c5b6e";
const ticket = { v: 1 as const, t: TICKET, e: GUID, s: "Row 3, Seat 5" };
const ME = "device-me";

const pass: VendorPassView = {
  orderId: 7,
  boothId: 12,
  booth: "F-3",
  business: "Zaatar House",
  booked: [{ name: "Electricity 20 A outlet", nameAr: "مأخذ كهرباء 20 أمبير", quantity: 1 }],
  garbage: "VENUE",
  ready: false,
  reasons: [
    { kind: "requirement", title: "Insurance", titleAr: "التأمين", status: "PENDING" },
    { kind: "balance", cents: 12000 },
  ],
};

function snapshot(over: Partial<DoorSnapshot> = {}): DoorSnapshot {
  return {
    cursor: "c1",
    full: true,
    publicKey: "k",
    event: {
      eventId: 1,
      guid: GUID,
      name: "Summer Concert",
      nameAr: null,
      dateText: "July 4",
      dateTextAr: null,
      startsAt: "2026-07-04T23:00:00Z",
      endsAt: "2026-07-05T03:00:00Z",
      reentry: "NONE",
    },
    otherEvents: [
      {
        guid: OTHER,
        name: "Tarab Night",
        nameAr: "ليلة طرب",
        dateText: "July 5",
        dateTextAr: "5 يوليو",
      },
    ],
    tickets: [{ ticketId: TICKET, seatLabel: "Row 3, Seat 5" }],
    voided: [],
    passes: [pass],
    admissions: [],
    conflicts: [],
    ...over,
  };
}

function scanRecord(decision: Decision, over: Partial<ScanRecord> = {}): ScanRecord {
  return {
    nonce: crypto.randomUUID(),
    eventId: 1,
    gate: "Gate 2",
    deviceId: ME,
    code: "MT1.x.y",
    scannedAt: "2026-07-04T23:42:00Z",
    direction: "IN",
    key: decision.ticketId,
    local: decision,
    state: "pending",
    server: null,
    receivedAt: null,
    ...over,
  };
}

/** The server's answer to a scan whose date it could not hold: not stored, with its reason. */
const refusedAnswer: ScanResultView = {
  nonce: "n",
  result: "REFUSED",
  ticketId: null,
  seatLabel: null,
  firstAdmittedAt: null,
  firstGate: null,
  firstDeviceId: null,
  vendor: null,
  error: {
    status: "BAD_REQUEST",
    code: "errors.door.scanTooEarly",
    message: "English text from the server",
  },
};

const at = (time: string) => ({
  at: `2026-07-04T${time}Z`,
  gate: "Gate 2",
  deviceId: ME,
  direction: "IN" as const,
});

describe("the device's own decision", () => {
  it("admits once, then says already admitted for its own scan not yet sent", () => {
    const basis = { snapshot: snapshot(), refreshedAt: "2026-07-04T23:00:00Z", scans: [] };
    const first = decideLocally(basis, ticket, at("23:42:00"));
    expect(first).toMatchObject({ result: "ADMITTED", seat: "Row 3, Seat 5" });
    const second = decideLocally({ ...basis, scans: [scanRecord(first)] }, ticket, at("23:43:00"));
    expect(second.result).toBe("ALREADY_ADMITTED");
    expect(second.first).toMatchObject({ gate: "Gate 2", at: "2026-07-04T23:42:00Z" });
  });

  it("refuses a ticket on the downloaded void list, and one another device admitted", () => {
    const voided = snapshot({ voided: [{ ticketId: TICKET, voidedAt: "2026-07-01T00:00:00Z" }] });
    expect(
      decideLocally(
        { snapshot: voided, refreshedAt: "2026-07-04T23:00:00Z", scans: [] },
        ticket,
        at("23:42:00"),
      ).result,
    ).toBe("VOIDED");
    const elsewhere = snapshot({
      admissions: [
        {
          key: TICKET,
          admission: {
            at: "2026-07-04T23:30:00Z",
            gate: "Gate 1",
            deviceId: "other",
            receivedAt: "2026-07-04T23:30:01Z",
          },
          exitedAt: null,
          conflict: false,
        },
      ],
    });
    const decision = decideLocally(
      { snapshot: elsewhere, refreshedAt: "2026-07-04T23:31:00Z", scans: [] },
      ticket,
      at("23:42:00"),
    );
    expect(decision).toMatchObject({ result: "ALREADY_ADMITTED", first: { gate: "Gate 1" } });
  });

  it("does not count twice a scan the refreshed snapshot already holds (re-entry after exit)", () => {
    const admitted = decideLocally(
      { snapshot: snapshot(), refreshedAt: "2026-07-04T23:00:00Z", scans: [] },
      ticket,
      at("23:42:00"),
    );
    // The server had the admission and then an exit: the snapshot says the ticket is out.
    const reentry = snapshot({
      event: { ...snapshot().event, reentry: "AFTER_EXIT" },
      admissions: [
        { key: TICKET, admission: null, exitedAt: "2026-07-04T23:50:00Z", conflict: false },
      ],
    });
    const sent = scanRecord(admitted, {
      state: "sent",
      receivedAt: "2026-07-04T23:42:05Z",
    });
    const decision = decideLocally(
      { snapshot: reentry, refreshedAt: "2026-07-04T23:51:00Z", scans: [sent] },
      ticket,
      at("23:55:00"),
    );
    expect(decision.result).toBe("ADMITTED");
  });

  it("counts a scan the server refused as what this phone showed (it let the person in)", () => {
    const admitted = decideLocally(
      { snapshot: snapshot(), refreshedAt: "2026-07-04T23:00:00Z", scans: [] },
      ticket,
      at("23:42:00"),
    );
    const refused = scanRecord(admitted, {
      state: "refused",
      server: { ...refusedAnswer, nonce: "n" },
      receivedAt: "2026-07-04T23:42:05Z",
    });
    const decision = decideLocally(
      { snapshot: snapshot(), refreshedAt: "2026-07-04T23:00:00Z", scans: [refused] },
      ticket,
      at("23:43:00"),
    );
    expect(decision.result).toBe("ALREADY_ADMITTED");
  });

  it("finds a vendor's pass and another event in the snapshot", () => {
    const basis = { snapshot: snapshot(), refreshedAt: "2026-07-04T23:00:00Z", scans: [] };
    const vendor = decideLocally(
      basis,
      { v: 1, k: "vendor", o: 7, b: 12, e: GUID },
      at("15:00:00"),
    );
    expect(vendor).toMatchObject({ result: "ADMITTED", vendor: { booth: "F-3" } });
    const other = decideLocally(basis, { ...ticket, e: OTHER }, at("23:42:00"));
    expect(other).toMatchObject({ result: "WRONG_EVENT", otherEvent: { name: "Tarab Night" } });
  });
});

describe("sending the queue", () => {
  const decision: Decision = {
    ticketId: TICKET,
    seat: "Row 3, Seat 5",
    first: null,
    otherEvent: null,
    vendor: null,
    result: "ADMITTED",
  };

  it("sends scans queued under an earlier sign-in as the device this session is now", () => {
    const queued = [
      scanRecord(decision, { nonce: "old-1", deviceId: "old-session" }),
      scanRecord(decision, { nonce: "new-1", deviceId: ME }),
      scanRecord(decision, { nonce: "gate-3", deviceId: "old-session", gate: "Gate 3" }),
      scanRecord(decision, { nonce: "event-2", deviceId: ME, eventId: 2 }),
    ];
    const batches = scanBatches(queued);
    expect(batches.map((b) => b.map((s) => s.nonce))).toEqual([
      ["old-1", "new-1"],
      ["gate-3"],
      ["event-2"],
    ]);
    const bodies = batches.map((b) => batchBody(b, "current-device"));
    expect(bodies.map((b) => [b.eventId, b.deviceId, b.gate])).toEqual([
      [1, "current-device", "Gate 2"],
      [1, "current-device", "Gate 3"],
      [2, "current-device", "Gate 2"],
    ]);
    expect(bodies[0]!.scans[0]).toEqual({
      code: "MT1.x.y",
      scannedAt: "2026-07-04T23:42:00Z",
      nonce: "old-1",
      direction: "IN",
    });
  });

  it("takes a refused scan out of the queue as refused, an answered one as sent", () => {
    expect(answeredState(refusedAnswer)).toBe("refused");
    expect(answeredState({ ...refusedAnswer, result: "CONFLICT", error: null })).toBe("sent");
  });
});

describe("merging a refresh", () => {
  it("adds what changed and keeps the passes when they did not", () => {
    const held = snapshot();
    const merged = mergeSnapshot(
      held,
      snapshot({
        full: false,
        cursor: "c2",
        tickets: [{ ticketId: TICKET_2, seatLabel: "Row 3, Seat 6" }],
        voided: [{ ticketId: TICKET, voidedAt: "2026-07-04T22:00:00Z" }],
        passes: null,
      }),
    );
    expect(merged.cursor).toBe("c2");
    expect(merged.tickets.map((t) => t.ticketId)).toEqual([TICKET, TICKET_2]);
    expect(merged.voided.map((v) => v.ticketId)).toEqual([TICKET]);
    expect(merged.passes).toEqual([pass]);
    expect(mergeSnapshot(held, snapshot({ tickets: [] })).tickets).toEqual([]);
  });
});

describe("what the door says", () => {
  const en = translator("en");
  const ar = translator("ar");
  const say = (decision: Decision, t = en, locale: "en" | "ar" = "en") =>
    answerText(t, locale, shownDecision("n", decision)).headline;
  const none = {
    ticketId: TICKET,
    seat: "Row 3, Seat 5",
    first: null,
    otherEvent: null,
    vendor: null,
  };

  it("says the answers at arm's length, with their colours", () => {
    expect(say({ ...none, result: "ADMITTED" })).toBe("Admit: Row 3, Seat 5");
    const first = { at: "2026-07-04T23:42:00Z", gate: "Gate 2", deviceId: "x", receivedAt: null };
    expect(say({ ...none, result: "ALREADY_ADMITTED", first })).toBe(
      "Already admitted at 7:42 PM at Gate 2",
    );
    expect(say({ ...none, result: "VOIDED" })).toBe("Refunded: do not admit");
    const otherEvent = snapshot().otherEvents[0]!;
    expect(say({ ...none, result: "WRONG_EVENT", otherEvent })).toBe(
      "Another event: Tarab Night, July 5",
    );
    expect(say({ ...none, result: "WRONG_EVENT", otherEvent }, ar, "ar")).toBe(
      "فعالية أخرى: ليلة طرب، 5 يوليو",
    );
    expect(answerTone(shownDecision("n", { ...none, result: "ADMITTED" }))).toBe("yes");
    expect(answerTone(shownDecision("n", { ...none, result: "VOIDED" }))).toBe("no");
    expect(answerTone(shownDecision("n", { ...none, result: "WRONG_EVENT" }))).toBe("elsewhere");
  });

  it("says a scan the server refused was not recorded, and why, in the page's language", () => {
    const shown = shownServerAnswer(shownDecision("n", { ...none, result: "ADMITTED" }), {
      ...refusedAnswer,
    });
    expect(answerText(en, "en", shown)).toEqual({
      headline: "Not recorded: the server refused this scan",
      lines: [
        "The scan's date is too long ago to be recorded for this event. Check this device's date and time.",
      ],
    });
    expect(answerText(ar, "ar", shown)).toEqual({
      headline: "لم يُسجَّل: رفض الخادم عملية المسح هذه",
      lines: [
        "تاريخ المسح قديم جدًا فلا يمكن تسجيله لهذه الفعالية. تحقّق من تاريخ هذا الجهاز ووقته.",
      ],
    });
    expect(answerTone(shown)).toBe("no");
    // a reason this phone has no words for: the server's own text
    const unknown = { ...shown, refusal: { ...shown.refusal!, code: "errors.door.newer" } };
    expect(answerText(en, "en", unknown).lines).toEqual(["English text from the server"]);
  });

  it("shows a vendor's booth, what they booked and why it may not open", () => {
    const decision: Decision = {
      ...none,
      ticketId: null,
      seat: null,
      result: "ADMITTED",
      vendor: pass,
    };
    const text = answerText(en, "en", shownDecision("n", decision));
    expect(text.headline).toBe("May not open: Insurance not approved; balance $120.00 due");
    expect(text.lines).toEqual([
      "Booth F-3",
      "Zaatar House",
      "Booked: Electricity 20 A outlet × 1",
      "Garbage: the venue's",
    ]);
    expect(answerTone(shownDecision("n", decision))).toBe("no");
    const ready = { ...decision, vendor: { ...pass, ready: true, reasons: [] } };
    expect(say(ready)).toBe("May open");
    expect(answerTone(shownDecision("n", ready))).toBe("yes");
  });
});
