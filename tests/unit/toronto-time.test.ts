import { describe, expect, it } from "vitest";
import { parseEventTime } from "@/lib/events/editing";
import { wallClockDay, wallClockText } from "@/lib/console/spreadsheet";
import { fromTorontoWallClock, torontoDay, torontoIso } from "@/lib/i18n/toronto-time";

// Toronto's clocks around daylight saving time in 2026: they go forward at 02:00 EST on Sunday
// March 8 (07:00 UTC; 02:00-02:59 does not exist that day) and back at 02:00 EDT on Sunday
// November 1 (06:00 UTC; 01:00-01:59 happens twice). A fixed offset, or one computed from the
// wrong side of the change, is off by an hour here and nowhere else.

const utc = (iso: string) => new Date(iso);

describe("an instant on Toronto's clock", () => {
  it("shows the offset in force, either side of the change in March", () => {
    expect(torontoIso(utc("2026-03-08T06:59:59Z"))).toBe("2026-03-08T01:59:59-05:00");
    expect(torontoIso(utc("2026-03-08T07:00:00Z"))).toBe("2026-03-08T03:00:00-04:00");
  });

  it("shows the offset in force, either side of the change in November (01:00-01:59 twice)", () => {
    expect(torontoIso(utc("2026-11-01T05:30:00Z"))).toBe("2026-11-01T01:30:00-04:00");
    expect(torontoIso(utc("2026-11-01T05:59:59Z"))).toBe("2026-11-01T01:59:59-04:00");
    expect(torontoIso(utc("2026-11-01T06:00:00Z"))).toBe("2026-11-01T01:00:00-05:00");
    expect(torontoIso(utc("2026-11-01T06:30:00.999Z"))).toBe("2026-11-01T01:30:00-05:00");
  });

  it("puts the hours before midnight on the right day, whichever offset is in force", () => {
    // midnight EST on March 8 is 05:00 UTC; midnight EDT on March 9 is 04:00 UTC
    expect(torontoDay(utc("2026-03-08T04:59:59Z"))).toBe("2026-03-07");
    expect(torontoDay(utc("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
    expect(torontoDay(utc("2026-03-09T03:59:59Z"))).toBe("2026-03-08");
    expect(torontoDay(utc("2026-03-09T04:00:00Z"))).toBe("2026-03-09");
    // midnight EDT on November 1 is 04:00 UTC; midnight EST on November 2 is 05:00 UTC
    expect(torontoDay(utc("2026-11-01T03:59:59Z"))).toBe("2026-10-31");
    expect(torontoDay(utc("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
    expect(torontoDay(utc("2026-11-02T04:30:00Z"))).toBe("2026-11-01");
    expect(torontoDay(utc("2026-11-02T05:00:00Z"))).toBe("2026-11-02");
  });

  it("writes export cells and file dates on Toronto's clock across both changes", () => {
    expect(wallClockText(utc("2026-03-08T06:59:00Z"), "America/Toronto")).toBe("2026-03-08 01:59");
    expect(wallClockText(utc("2026-03-08T07:00:00Z"), "America/Toronto")).toBe("2026-03-08 03:00");
    expect(wallClockText(utc("2026-11-01T05:30:00Z"), "America/Toronto")).toBe("2026-11-01 01:30");
    expect(wallClockText(utc("2026-11-01T06:30:00Z"), "America/Toronto")).toBe("2026-11-01 01:30");
    expect(wallClockText(utc("2026-11-01T07:00:00Z"), "America/Toronto")).toBe("2026-11-01 02:00");
    expect(wallClockDay(utc("2026-11-02T04:30:00Z"), "America/Toronto")).toBe("2026-11-01");
    expect(wallClockDay(utc("2026-03-09T03:59:00Z"), "America/Toronto")).toBe("2026-03-08");
  });
});

describe("a Toronto wall-clock time as an instant", () => {
  it("reads each side of the March change with its own offset", () => {
    expect(fromTorontoWallClock(2026, 3, 8).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(fromTorontoWallClock(2026, 3, 8, 1, 59).toISOString()).toBe("2026-03-08T06:59:00.000Z");
    expect(fromTorontoWallClock(2026, 3, 8, 3, 0).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(fromTorontoWallClock(2026, 3, 9).toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("moves a time in the skipped hour on an hour (02:30 on March 8 is 03:30 EDT)", () => {
    expect(fromTorontoWallClock(2026, 3, 8, 2, 30).toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("reads each side of the November change with its own offset, the repeated hour's first", () => {
    expect(fromTorontoWallClock(2026, 11, 1).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(fromTorontoWallClock(2026, 11, 1, 1, 30).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(fromTorontoWallClock(2026, 11, 1, 2, 0).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(fromTorontoWallClock(2026, 11, 2).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("carries a day past the month's end into the next month, milliseconds kept", () => {
    expect(fromTorontoWallClock(2026, 10, 32).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(fromTorontoWallClock(2026, 12, 31, 23, 59, 59, 999).toISOString()).toBe(
      "2027-01-01T04:59:59.999Z",
    );
  });

  it("round-trips through torontoIso every half hour of both change days", () => {
    for (const start of ["2026-03-08T00:00:00Z", "2026-11-01T00:00:00Z"])
      for (let i = 0; i < 48 * 2; i++) {
        const instant = new Date(Date.parse(start) + i * 30 * 60_000);
        expect(new Date(torontoIso(instant)).getTime(), instant.toISOString()).toBe(
          instant.getTime(),
        );
      }
  });
});

describe("the console's event and coupon times (parseEventTime)", () => {
  it("reads a time without an offset on the day the clocks change", () => {
    expect(parseEventTime("2026-03-08T01:30")!.toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(parseEventTime("2026-03-08T03:30")!.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(parseEventTime("2026-11-01T00:30")!.toISOString()).toBe("2026-11-01T04:30:00.000Z");
    expect(parseEventTime("2026-11-01T01:30")!.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(parseEventTime("2026-11-01T02:30")!.toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("reads a date alone as all of that Toronto day, 23 hours in March and 25 in November", () => {
    expect(parseEventTime("2026-03-08")!.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(parseEventTime("2026-03-08", { endOfDay: true })!.toISOString()).toBe(
      "2026-03-09T03:59:59.999Z",
    );
    expect(parseEventTime("2026-11-01")!.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(parseEventTime("2026-11-01", { endOfDay: true })!.toISOString()).toBe(
      "2026-11-02T04:59:59.999Z",
    );
  });

  it("moves a time in March's skipped hour on an hour, as fromTorontoWallClock does", () => {
    expect(parseEventTime("2026-03-08T02:30")!.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
});
