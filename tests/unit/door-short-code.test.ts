import { describe, expect, it } from "vitest";
import type { DoorSnapshot } from "@/lib/door/resource";
import { answerText, answerTone, nextStep, shownDecision } from "@/lib/door/client/answer-text";
import { decideLocally, shortCodePayload } from "@/lib/door/client/local-decision";
import { conflictKind } from "@/lib/door/conflict-story";
import { onEventDay } from "@/lib/door/event-days";
import {
  checkCharacter,
  formatShortCode,
  normaliseShortCode,
  readShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from "@/lib/door/short-code";
import { translator } from "@/lib/i18n/messages";

// The short code printed under a ticket's or a pass's QR code: its check character, how a typed
// code is read, and the phone's decision for a typed code and for a scan on another day.

const GUID = "5f0c6a39-2d7e-4c57-9a55-0c1c1a1d2e3f";
const TICKET = "0b3f3f7e-6a0b-4f55-8f8e-3d9f1c2b4a5d";
const body = "K7QMX3WP9";
const CODE = `${body}${checkCharacter(body)}`;
const PASS_CODE = `ABCDEFGHJ${checkCharacter("ABCDEFGHJ")}`;

function snapshot(): DoorSnapshot {
  return {
    cursor: "c1",
    full: true,
    publicKey: "k",
    event: {
      eventId: 1,
      guid: GUID,
      name: "Summer Concert",
      nameAr: "حفلة الصيف",
      dateText: "Saturday July 4, 2026",
      dateTextAr: "السبت 4 يوليو 2026",
      startsAt: "2026-07-04T23:00:00Z",
      endsAt: "2026-07-05T03:00:00Z",
      reentry: "NONE",
    },
    otherEvents: [],
    tickets: [{ ticketId: TICKET, seatLabel: "Row 3, Seat 5", shortCode: CODE }],
    voided: [],
    passes: [
      {
        orderId: 7,
        boothId: 12,
        shortCode: PASS_CODE,
        booth: "F-3",
        business: "Zaatar House",
        booked: [],
        garbage: "VENUE",
        ready: true,
        reasons: [],
      },
    ],
    admissions: [],
    conflicts: [],
  };
}

/** A random short code, as the database makes them (nine random characters and the check). */
function randomCode(): string {
  const chars = Array.from(
    { length: SHORT_CODE_LENGTH - 1 },
    () => SHORT_CODE_ALPHABET[Math.floor(Math.random() * SHORT_CODE_ALPHABET.length)]!,
  ).join("");
  return `${chars}${checkCharacter(chars)}`;
}

describe("the short code", () => {
  it("is written without I, L, O or U, and every code made with its check character reads back", () => {
    expect(SHORT_CODE_ALPHABET).toHaveLength(32);
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (let i = 0; i < 200; i++) {
      const code = randomCode();
      expect(readShortCode(code)).toEqual({ shortCode: code });
    }
  });

  it("catches any one character typed wrong and two neighbours swapped, before any lookup", () => {
    for (let i = 0; i < SHORT_CODE_LENGTH; i++)
      for (const c of SHORT_CODE_ALPHABET) {
        if (c === CODE[i]) continue;
        const wrong = `${CODE.slice(0, i)}${c}${CODE.slice(i + 1)}`;
        expect(readShortCode(wrong), wrong).toEqual({ problem: "mistyped" });
      }
    for (let i = 0; i < SHORT_CODE_LENGTH - 1; i++) {
      if (CODE[i] === CODE[i + 1]) continue;
      const swapped = `${CODE.slice(0, i)}${CODE[i + 1]}${CODE[i]}${CODE.slice(i + 2)}`;
      expect(readShortCode(swapped), swapped).toEqual({ problem: "mistyped" });
    }
    expect(readShortCode(CODE.slice(0, 9))).toEqual({ problem: "mistyped" });
    expect(readShortCode(`${CODE}2`)).toEqual({ problem: "mistyped" });
  });

  it("reads a code typed loosely: any case, spaces and dashes, O as zero, I and L as one, U as V", () => {
    expect(normaliseShortCode(" k7qmx - 3wp9a ")).toBe("K7QMX3WP9A");
    expect(normaliseShortCode("o1il-uv")).toBe("0111VV");
    const zeros = `10${"2".repeat(7)}`;
    const code = `${zeros}${checkCharacter(zeros)}`;
    expect(readShortCode(`io ${code.slice(2).toLowerCase()}`)).toEqual({ shortCode: code });
    expect(readShortCode(formatShortCode(CODE).toLowerCase())).toEqual({ shortCode: CODE });
  });

  it("is no short code when it is a QR code's text or holds other characters", () => {
    expect(readShortCode("MT1.eyJ2IjoxfQ.c2lnbmF0dXJl")).toBeNull();
    expect(readShortCode("K7QMX#3WP9A")).toBeNull();
    expect(readShortCode("   ")).toBeNull();
  });

  it("is printed in two groups of five", () => {
    expect(formatShortCode("K7QMX3WP9A")).toBe("K7QMX-3WP9A");
  });
});

describe("the phone's decision for a typed short code", () => {
  const at = "2026-07-04T23:30:00Z";
  const scan = { at, gate: "Gate 2", deviceId: "me", direction: "IN" as const };
  const basis = { snapshot: snapshot(), refreshedAt: at, scans: [] };

  it("admits the ticket its list holds under that code, as its QR code would", () => {
    const payload = shortCodePayload(snapshot(), CODE);
    expect(payload).toEqual({ v: 1, t: TICKET, e: GUID, s: "Row 3, Seat 5" });
    expect(decideLocally(basis, payload, scan)).toMatchObject({
      result: "ADMITTED",
      seat: "Row 3, Seat 5",
    });
  });

  it("reads a pass's code as the pass", () => {
    const payload = shortCodePayload(snapshot(), PASS_CODE);
    expect(payload).toEqual({ v: 1, k: "vendor", o: 7, b: 12, e: GUID });
    expect(decideLocally(basis, payload, scan)).toMatchObject({
      result: "ADMITTED",
      vendor: expect.objectContaining({ business: "Zaatar House" }),
    });
  });

  it("says a code its list does not hold is not on this phone's list", () => {
    expect(shortCodePayload(snapshot(), randomCode())).toBeNull();
    const t = translator("en");
    const answer = {
      nonce: "n",
      result: "NOT_ON_LIST" as const,
      seat: null,
      first: null,
      otherEvent: null,
      vendor: null,
      refusal: null,
    };
    expect(answerText(t, "en", answer).headline).toBe(
      "Not on this phone's list: sync or scan the QR",
    );
    expect(answerText(translator("ar"), "ar", answer).headline).toBe(
      "ليست في قائمة هذا الهاتف: زامِن أو امسح رمز QR",
    );
    expect(answerTone(answer)).toBe("elsewhere");
  });
});

describe("a scan on a day that is not the event's", () => {
  const event = snapshot().event;
  const payload = shortCodePayload(snapshot(), CODE);
  const basis = { snapshot: snapshot(), refreshedAt: event.startsAt, scans: [] };
  const on = (at: string, dayConfirmed?: boolean) =>
    decideLocally(basis, payload, {
      at,
      gate: "Gate 2",
      deviceId: "me",
      direction: "IN",
      dayConfirmed,
    });

  it("knows the event's Toronto days, from the hour before the doors open, a pass also the day before", () => {
    // 7 PM Toronto on July 4 to 11 PM
    expect(onEventDay("2026-07-04T16:00:00Z", event)).toBe(true);
    expect(onEventDay("2026-07-05T03:30:00Z", event)).toBe(true);
    expect(onEventDay("2026-07-05T04:30:00Z", event)).toBe(false);
    expect(onEventDay("2026-07-03T20:00:00Z", event)).toBe(false);
    expect(onEventDay("2026-07-03T20:00:00Z", event, { setUpDay: true })).toBe(true);
    expect(onEventDay("2026-11-28T20:00:00Z", event)).toBe(false);
  });

  it("is amber, 'Not today', and admits no one until staff confirm; then it is decided as any other", () => {
    const amber = on("2026-11-28T20:00:00Z");
    expect(amber.result).toBe("WRONG_DAY");
    const shown = shownDecision("n", amber, { dateText: event.dateText, dateTextAr: null });
    expect(answerTone(shown)).toBe("elsewhere");
    const t = translator("en");
    expect(answerText(t, "en", shown).headline).toBe("Not today: Saturday July 4, 2026");
    expect(nextStep(t, "en", shown)).toBe(
      "Admit only if the office agrees: then press Admit anyway.",
    );
    expect(on("2026-11-28T20:00:00Z", true).result).toBe("ADMITTED");
    expect(on("2026-07-04T23:30:00Z").result).toBe("ADMITTED");
  });
});

describe("what to do next", () => {
  it("says, for a conflict, where and when the first scan was", () => {
    const t = translator("en");
    const answer = {
      nonce: "n",
      result: "CONFLICT" as const,
      seat: "Row 3, Seat 5",
      first: { at: "2026-07-04T23:42:00Z", gate: "Gate 1" },
      otherEvent: null,
      vendor: null,
      refusal: null,
    };
    expect(nextStep(t, "en", answer)).toBe("Check the seat: the first scan was at Gate 1, 7:42 PM");
  });

  it("names a conflict's devices from what happened: online, offline", () => {
    const online = { at: "2026-07-04T23:42:00Z", receivedAt: "2026-07-04T23:42:02Z" };
    const offline = { at: "2026-07-04T23:43:00Z", receivedAt: "2026-07-04T23:58:00Z" };
    expect(conflictKind([online, offline])).toBe("oneOffline");
    expect(conflictKind([offline, { ...offline, at: "2026-07-04T23:40:00Z" }])).toBe("bothOffline");
    expect(conflictKind([online, { ...online, at: "2026-07-04T23:42:01Z" }])).toBe("bothOnline");
  });
});
