import { describe, expect, it } from "vitest";
import { SCAN_RESULTS } from "@/db/queries/model";
import { answerText, answerTone, nextStep, shownDecision } from "@/lib/door/client/answer-text";
import { decideLocally, mergeSnapshot, shortCodePayload } from "@/lib/door/client/local-decision";
import { decide, DOOR_RESULTS, NOT_ADMITTED, type DecideInput } from "@/lib/door/decide";
import type { DoorSnapshot } from "@/lib/door/resource";
import { translator } from "@/lib/i18n/messages";
import { transferBar, transferCutoff } from "@/lib/transfers/rules";

// The rules of passing a ticket on that need no database: when transfers stop, and what the
// door decides and says, on the phone, about a code whose ticket was passed on.

const GUID = "5f0c6a39-2d7e-4c57-9a55-0c1c1a1d2e3f";
const OLD = "0b3f3f7e-6a0b-4f55-8f8e-3d9f1c2b4a5d";
const NEW = "1c4a4a8f-7b1c-4a66-9a9f-4e0a2d3c5b6e";
const REFUNDED = "2d5b5b90-8c2d-4b77-8bb0-5f1b3e4d6c7f";
const old = { v: 1 as const, t: OLD, e: GUID, s: "Row 3, Seat 5" };

describe("when a ticket can be passed on", () => {
  const event = { startsAt: "2030-07-05T23:30:00Z" };

  it("stops when the doors open, an hour before the start", () => {
    expect(transferCutoff(event).toISOString()).toBe("2030-07-05T22:30:00.000Z");
    const ticket = { voided: false, admitted: false, event };
    expect(transferBar(ticket, new Date("2030-07-05T22:29:59Z"))).toBeNull();
    expect(transferBar(ticket, new Date("2030-07-05T22:30:00Z"))).toBe("cutOff");
  });

  it("never for a ticket voided or let in at the door", () => {
    const early = new Date("2030-01-01T00:00:00Z");
    expect(transferBar({ voided: true, admitted: false, event }, early)).toBe("voided");
    expect(transferBar({ voided: false, admitted: true, event }, early)).toBe("admitted");
  });
});

describe("the door and a ticket passed on", () => {
  it("stores and answers TRANSFERRED as a result of its own", () => {
    expect(DOOR_RESULTS).toContain("TRANSFERRED");
    expect([...SCAN_RESULTS]).toEqual([...DOOR_RESULTS]);
  });

  it("decides TRANSFERRED for a voided ticket passed on, VOIDED for one refunded, before the day is asked", () => {
    const base: DecideInput = {
      payload: old,
      event: {
        guid: GUID,
        reentry: "NONE",
        startsAt: "2030-07-05T23:30:00Z",
        endsAt: "2030-07-06T02:30:00Z",
      },
      // another day: a valid code would be WRONG_DAY
      scan: { at: "2030-07-01T20:00:00Z", gate: "Gate 1", deviceId: "d1" },
      isVoided: (id) => id === OLD || id === REFUNDED,
      isTransferred: (id) => id === OLD,
      stateOf: () => NOT_ADMITTED,
    };
    expect(decide(base)).toMatchObject({ result: "TRANSFERRED", seat: "Row 3, Seat 5" });
    expect(decide({ ...base, payload: { ...old, t: REFUNDED } }).result).toBe("VOIDED");
    // a decision made without knowing of transfers still refuses the code
    expect(decide({ ...base, isTransferred: undefined }).result).toBe("VOIDED");
  });

  const held: DoorSnapshot = {
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
    otherEvents: [],
    tickets: [{ ticketId: OLD, seatLabel: "Row 3, Seat 5", shortCode: "K7QMX3WP9A" }],
    voided: [],
    passes: [],
    admissions: [],
    conflicts: [],
  };
  const synced = mergeSnapshot(held, {
    ...held,
    full: false,
    cursor: "c2",
    tickets: [{ ticketId: NEW, seatLabel: "Row 3, Seat 5", shortCode: "H2R4T6V8X0" }],
    voided: [{ ticketId: OLD, voidedAt: "2026-07-03T12:00:00Z", transferred: true }],
  });
  const scan = {
    at: "2026-07-04T23:10:00Z",
    gate: "Gate 1",
    deviceId: "d1",
    direction: "IN" as const,
  };
  const basis = (snapshot: DoorSnapshot) => ({
    snapshot,
    refreshedAt: "2026-07-04T23:00:00Z",
    scans: [],
  });

  it("refuses the old code on a phone that synced since, scanned or typed, and admits the new one", () => {
    expect(decideLocally(basis(held), old, scan).result).toBe("ADMITTED");
    expect(decideLocally(basis(synced), old, scan).result).toBe("TRANSFERRED");
    const typed = shortCodePayload(synced, "K7QMX3WP9A");
    expect(typed).toEqual(old);
    expect(decideLocally(basis(synced), typed, scan).result).toBe("TRANSFERRED");
    const fresh = shortCodePayload(synced, "H2R4T6V8X0");
    expect(decideLocally(basis(synced), fresh, scan)).toMatchObject({
      result: "ADMITTED",
      ticketId: NEW,
    });
  });

  it("says the ticket was passed on, in red, in English and Arabic", () => {
    const decision = decideLocally(basis(synced), old, scan);
    const shown = shownDecision("n", decision);
    expect(answerTone(shown)).toBe("no");
    expect(answerText(translator("en"), "en", shown)).toEqual({
      headline: "This ticket was passed on: ask for the new one",
      lines: ["Seat: Row 3, Seat 5"],
    });
    expect(nextStep(translator("en"), "en", shown)).toBe(
      "Do not admit on this code: the new holder's ticket has a new code.",
    );
    const arabic = answerText(translator("ar"), "ar", shown);
    expect(arabic.headline).toBe("حُوّلت هذه التذكرة إلى شخص آخر: اطلب التذكرة الجديدة");
    expect(nextStep(translator("ar"), "ar", shown)).toMatch(/رمز جديد/);
  });
});
