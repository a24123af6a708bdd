import { describe, expect, it } from "vitest";
import { festivalDayAt } from "@/lib/program/client/plan";
import { dayWindows, eventDays, performanceTimes } from "@/lib/program/schedule";

// When a performance may be: on its event's days in Toronto, whatever the offset it is written
// with, ending after it starts.

// Friday 4 July 2025, 6 PM to Sunday 6 July 2025, 8 PM, Toronto time.
const summer = {
  startsAt: new Date("2025-07-04T22:00:00Z"),
  endsAt: new Date("2025-07-07T00:00:00Z"),
};

describe("eventDays", () => {
  it("lists the Toronto days from the first to the last", () => {
    expect(eventDays(summer)).toEqual(["2025-07-04", "2025-07-05", "2025-07-06"]);
    // 8 PM on the 6th is already the 7th in UTC: the days are Toronto's
    expect(eventDays({ startsAt: summer.endsAt, endsAt: summer.endsAt })).toEqual(["2025-07-06"]);
  });

  it("counts a winter festival's days across the change of clocks", () => {
    const march = {
      startsAt: new Date("2026-03-06T23:00:00Z"),
      endsAt: new Date("2026-03-09T01:00:00Z"),
    };
    expect(eventDays(march)).toEqual(["2026-03-06", "2026-03-07", "2026-03-08"]);
  });
});

describe("the festival's day in the browser", () => {
  const at = (iso: string) => Date.parse(iso);

  it("is the Toronto day an instant falls on, found without the browser's time zones", () => {
    const days = dayWindows(eventDays(summer));
    expect(festivalDayAt(days, at("2025-07-04T04:00:00Z"))).toBe("2025-07-04"); // midnight EDT
    // 11:59 PM on Friday in Toronto is already Saturday in UTC
    expect(festivalDayAt(days, at("2025-07-05T03:59:00Z"))).toBe("2025-07-04");
    expect(festivalDayAt(days, at("2025-07-05T04:00:00Z"))).toBe("2025-07-05");
    // the minute before the first day and after the last: no festival day
    expect(festivalDayAt(days, at("2025-07-04T03:59:00Z"))).toBeNull();
    expect(festivalDayAt(days, at("2025-07-07T04:00:00Z"))).toBeNull();
  });

  it("runs 23 hours on the day clocks go forward and 25 on the day they go back", () => {
    const [march, november] = dayWindows(["2026-03-08", "2026-11-01"]);
    expect(march).toEqual({
      day: "2026-03-08",
      from: at("2026-03-08T05:00:00Z"),
      to: at("2026-03-09T04:00:00Z"),
    });
    expect(november!.to - november!.from).toBe(25 * 3_600_000);
  });
});

describe("performanceTimes", () => {
  it("reads times without an offset as Toronto time", () => {
    expect(
      performanceTimes({ startsAt: "2025-07-05T11:00", endsAt: "2025-07-05T12:30" }, summer),
    ).toEqual({
      startsAt: new Date("2025-07-05T15:00:00Z"),
      endsAt: new Date("2025-07-05T16:30:00Z"),
    });
  });

  it("takes the whole of the first and last days, and refuses the minute either side", () => {
    expect(
      performanceTimes({ startsAt: "2025-07-04T00:00", endsAt: "2025-07-07T00:00" }, summer),
    ).not.toHaveProperty("problem");
    expect(
      performanceTimes({ startsAt: "2025-07-03T23:59", endsAt: "2025-07-04T01:00" }, summer),
    ).toEqual({
      field: "startsAt",
      problem: "outsideEvent",
      firstDay: "2025-07-04",
      lastDay: "2025-07-06",
    });
    expect(
      performanceTimes({ startsAt: "2025-07-06T23:00", endsAt: "2025-07-07T00:01" }, summer),
    ).toMatchObject({ field: "endsAt", problem: "outsideEvent" });
  });

  it("refuses an end not after the start, and text that is no time", () => {
    expect(
      performanceTimes({ startsAt: "2025-07-05T12:00", endsAt: "2025-07-05T12:00" }, summer),
    ).toEqual({ field: "endsAt", problem: "endsBeforeStart" });
    expect(performanceTimes({ startsAt: "noon", endsAt: "2025-07-05T12:00" }, summer)).toEqual({
      field: "startsAt",
      problem: "notATime",
    });
    expect(performanceTimes({ startsAt: "2025-07-05T12:00", endsAt: "" }, summer)).toEqual({
      field: "endsAt",
      problem: "notATime",
    });
  });
});
