import { describe, expect, it } from "vitest";
import { earliestScanTime, parseScanInstant, scanInstant } from "@/lib/door/scan-time";

// When the server believes a phone's scan was made: never after it arrived, never long before.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const arrival = new Date("2026-07-05T02:00:00Z");
const ago = (ms: number) => new Date(arrival.getTime() - ms);

describe("the earliest time a scan may say", () => {
  it("is the day before an event under way started, never more than a week back", () => {
    expect(earliestScanTime(ago(3 * HOUR), arrival)).toEqual(ago(3 * HOUR + DAY));
    expect(earliestScanTime(ago(3 * DAY), arrival)).toEqual(ago(4 * DAY));
    // a festival open for ten days: a week back
    expect(earliestScanTime(ago(10 * DAY), arrival)).toEqual(ago(7 * DAY));
  });

  it("is a day back for an event that has not started", () => {
    expect(earliestScanTime(new Date(arrival.getTime() + 2 * HOUR), arrival)).toEqual(ago(DAY));
    expect(earliestScanTime(new Date("2030-07-05T23:00:00Z"), arrival)).toEqual(ago(DAY));
  });
});

describe("a scan's time", () => {
  const bounds = { earliest: ago(DAY), arrival };

  it("reads ISO 8601 instants with their offset", () => {
    expect(parseScanInstant("2026-07-04T23:42:00Z")).toEqual(new Date("2026-07-04T23:42:00Z"));
    expect(parseScanInstant("2026-07-04T19:42:00.250-04:00")).toEqual(
      new Date("2026-07-04T23:42:00.250Z"),
    );
    expect(parseScanInstant("2024-02-29T12:00:00Z")).toEqual(new Date("2024-02-29T12:00:00Z"));
  });

  it("refuses what is no instant the database can hold", () => {
    for (const text of [
      "0000-01-01T00:00:00Z",
      "2026-02-30T10:00:00Z",
      "2025-02-29T10:00:00Z",
      "99999-01-01T00:00:00Z",
      "2026-07-04T23:42:00",
      "2026-07-04",
      "yesterday",
      "",
    ]) {
      expect(parseScanInstant(text), text).toBeNull();
      expect(scanInstant(text, bounds), text).toEqual({ problem: "invalid" });
    }
  });

  it("refuses one earlier than the window and takes one from the future as made on arrival", () => {
    expect(scanInstant("1970-01-01T00:00:00Z", bounds)).toEqual({ problem: "tooEarly" });
    expect(scanInstant(ago(DAY + 1).toISOString(), bounds)).toEqual({ problem: "tooEarly" });
    expect(scanInstant(ago(DAY).toISOString(), bounds)).toEqual({ at: ago(DAY) });
    expect(scanInstant("2026-07-05T01:59:00Z", bounds)).toEqual({
      at: new Date("2026-07-05T01:59:00Z"),
    });
    expect(scanInstant("2030-01-01T00:00:00Z", bounds)).toEqual({ at: arrival });
  });
});
