import { describe, expect, it } from "vitest";
import { REENTRY_RULES, SCAN_DIRECTIONS, SCAN_RESULTS } from "@/db/queries/model";
import {
  decide,
  DOOR_DIRECTIONS,
  DOOR_REENTRY,
  DOOR_RESULTS,
  NOT_ADMITTED,
  replay,
  type AdmissionState,
  type DecideInput,
  type StoredScan,
} from "@/lib/door/decide";

const GUID = "5f0c6a39-2d7e-4c57-9a55-0c1c1a1d2e3f";
const OTHER = "7a1b2c3d-0000-4000-8000-000000000001";
const TICKET = "0b3f3f7e-6a0b-4f55-8f8e-3d9f1c2b4a5d";
const ticket = { v: 1 as const, t: TICKET, e: GUID, s: "Row 3, Seat 5" };

function input(over: Partial<DecideInput> = {}): DecideInput {
  return {
    payload: ticket,
    event: { guid: GUID, reentry: "NONE" },
    scan: { at: "2026-07-05T23:42:00Z", gate: "Gate 1", deviceId: "d1" },
    isVoided: () => false,
    stateOf: () => NOT_ADMITTED,
    ...over,
  };
}

const admitted = (deviceId: string, receivedAt: string | null): AdmissionState => ({
  admission: { at: "2026-07-05T23:40:00Z", gate: "Gate 2", deviceId, receivedAt },
  exitedAt: null,
});

describe("decide", () => {
  it("admits a ticket once, with its seat", () => {
    expect(decide(input())).toMatchObject({ result: "ADMITTED", seat: "Row 3, Seat 5" });
  });

  it("refuses forged codes, voided tickets and another event's, naming that event", () => {
    expect(decide(input({ payload: null })).result).toBe("INVALID");
    expect(decide(input({ isVoided: (id) => id === TICKET })).result).toBe("VOIDED");
    const other = {
      guid: OTHER,
      name: "Tarab Night",
      nameAr: null,
      dateText: "July 5",
      dateTextAr: null,
    };
    expect(
      decide(
        input({ payload: { ...ticket, e: OTHER }, eventOf: (g) => (g === OTHER ? other : null) }),
      ),
    ).toMatchObject({ result: "WRONG_EVENT", otherEvent: { name: "Tarab Night" } });
  });

  it("says already admitted when the device could know, a conflict when it could not", () => {
    const known = decide(input({ stateOf: () => admitted("d2", "2026-07-05T23:41:00Z") }));
    expect(known).toMatchObject({ result: "ALREADY_ADMITTED", first: { gate: "Gate 2" } });
    expect(decide(input({ stateOf: () => admitted("d1", null) })).result).toBe("ALREADY_ADMITTED");
    expect(decide(input({ stateOf: () => admitted("d2", "2026-07-05T23:50:00Z") })).result).toBe(
      "CONFLICT",
    );
  });

  it("lets a ticket in again after an exit only when the event allows it", () => {
    const left: AdmissionState = { admission: null, exitedAt: "2026-07-05T23:41:00Z" };
    const stayed = { ...admitted("d2", "2026-07-05T23:40:30Z"), exitedAt: "2026-07-05T23:41:00Z" };
    expect(
      decide(input({ event: { guid: GUID, reentry: "AFTER_EXIT" }, stateOf: () => left })).result,
    ).toBe("ADMITTED");
    expect(decide(input({ stateOf: () => stayed })).result).toBe("ALREADY_ADMITTED");
  });

  it("admits a vendor pass with its readiness, and refuses a pass no longer booked", () => {
    const pass = { v: 1 as const, k: "vendor" as const, o: 4, b: 9, e: GUID };
    const view = {
      orderId: 4,
      boothId: 9,
      booth: "B9",
      business: "Zaatar House",
      booked: [],
      garbage: "VENUE" as const,
      ready: false,
      reasons: [{ kind: "balance" as const, cents: 12000 }],
    };
    expect(decide(input({ payload: pass, passOf: () => view }))).toMatchObject({
      result: "ADMITTED",
      vendor: { ready: false },
    });
    expect(decide(input({ payload: pass, passOf: () => null })).result).toBe("VOIDED");
  });
});

describe("replay", () => {
  const scan = (
    id: number,
    at: string,
    deviceId: string,
    receivedAt: string,
    over: Partial<StoredScan> = {},
  ): StoredScan => ({
    id,
    at: `2026-07-05T${at}:00Z`,
    gate: "G",
    deviceId,
    receivedAt: `2026-07-05T${receivedAt}:00Z`,
    direction: "IN",
    fixed: null,
    ...over,
  });

  it("lets the first scan in time win when it arrives later, on the same device", () => {
    const out = replay([scan(1, "20:05", "d1", "20:06"), scan(2, "20:00", "d1", "20:10")], "NONE");
    expect(out.scans).toEqual([
      { id: 1, result: "ALREADY_ADMITTED", firstScanId: 2 },
      { id: 2, result: "ADMITTED", firstScanId: null },
    ]);
  });

  it("marks both scans a conflict when two devices could not know of each other", () => {
    const out = replay([scan(1, "20:00", "d1", "20:30"), scan(2, "20:10", "d2", "20:31")], "NONE");
    expect(out.conflict).toBe(true);
    expect(out.scans.map((s) => s.result)).toEqual(["CONFLICT", "CONFLICT"]);
    expect(out.state.admission?.deviceId).toBe("d1");
  });

  it("is no conflict when the second device scanned after the first reached the server", () => {
    const out = replay([scan(1, "20:00", "d1", "20:01"), scan(2, "20:10", "d2", "20:11")], "NONE");
    expect(out.scans.map((s) => s.result)).toEqual(["ADMITTED", "ALREADY_ADMITTED"]);
  });

  it("re-admits after an exit scan only with re-entry after exit", () => {
    const scans = [
      scan(1, "20:00", "d1", "20:01"),
      scan(2, "21:00", "d1", "21:01", { direction: "OUT" }),
      scan(3, "21:30", "d2", "21:31"),
    ];
    expect(replay(scans, "AFTER_EXIT").scans.map((s) => s.result)).toEqual([
      "ADMITTED",
      "EXITED",
      "ADMITTED",
    ]);
    expect(replay(scans, "NONE").scans.map((s) => s.result)).toEqual([
      "ADMITTED",
      "EXITED",
      "ALREADY_ADMITTED",
    ]);
  });
});

describe("the door's words", () => {
  it("are the database's: results, directions and re-entry rules", () => {
    // decide.ts keeps its own copy so the device's bundle carries no database module
    expect(DOOR_RESULTS).toEqual(SCAN_RESULTS);
    expect(DOOR_DIRECTIONS).toEqual(SCAN_DIRECTIONS);
    expect(DOOR_REENTRY).toEqual(REENTRY_RULES);
  });
});
