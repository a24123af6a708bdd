import { describe, expect, it } from "vitest";
import { siteUrl } from "@/config/env";
import { performanceJsonLd, programLdFrame } from "@/lib/program/json-ld";
import { festivalWords, performanceCalendar } from "@/lib/program/pages";
import { programLd } from "@/lib/program/performance-events";
import type { ProgramPageEvent } from "@/lib/program/queries";
import type { PerformanceAnswer } from "@/lib/program/resource";
import { listedPerformances, programRecords } from "@/lib/program/records";
import { programDays, showPerformance, type ShownPerformance } from "@/lib/program/view";
import { dayWindows } from "@/lib/program/schedule";

// What the program's pages say of a performance: in Arabic where the organisers wrote it (the
// English, marked as English, where not), grouped by day and stage, for search engines as
// schema.org events, and as a calendar file.

const event: ProgramPageEvent = {
  id: 1,
  guid: "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
  name: "Summer Festival",
  nameAr: "مهرجان الصيف",
  description: "Three days on the square",
  descriptionAr: null,
  location: "Celebration Square",
  locationAr: "ساحة الاحتفالات",
  address: "300 City Centre Dr, Mississauga",
  dateText: "July 4 – 6, 2025",
  dateTextAr: "4 – 6 يوليو 2025",
  image: "summer-festival-2025.svg",
  startsAt: new Date("2025-07-04T22:00:00Z"),
  endsAt: new Date("2025-07-07T00:00:00Z"),
};

const times = {
  startsAt: "2025-07-04T18:00:00-04:00",
  endsAt: "2025-07-06T20:00:00-04:00",
  days: dayWindows(["2025-07-04", "2025-07-05", "2025-07-06"]),
};

const performance = (over: Partial<PerformanceAnswer> = {}): PerformanceAnswer => ({
  performanceId: 7,
  title: "Dabke night",
  titleAr: "ليلة الدبكة",
  description: "Line dances, all welcome.",
  descriptionAr: null,
  performers: [
    { name: "Al-Nujoum Troupe", nameAr: "فرقة النجوم", bio: null, bioAr: null, group: true },
    { name: "Rami Khalil", nameAr: null, bio: "Singer.", bioAr: "مغنٍّ.", group: false },
  ],
  stage: "Main Stage",
  stageAr: "المسرح الرئيسي",
  category: "dance",
  startsAt: "2025-07-04T20:00:00-04:00",
  endsAt: "2025-07-04T21:00:00-04:00",
  image: null,
  position: 0,
  ...over,
});

describe("showPerformance", () => {
  it("shows the Arabic where there is one, and the English marked as English where not", () => {
    const p = showPerformance(performance(), "ar");
    expect(p.title).toEqual({ text: "ليلة الدبكة", lang: undefined });
    expect(p.description).toEqual({ text: "Line dances, all welcome.", lang: "en" });
    expect(p.stage.text).toBe("المسرح الرئيسي");
    expect(p.stageKey).toBe("Main Stage");
    expect(p.performers.map((x) => [x.name, x.bio])).toEqual([
      [{ text: "فرقة النجوم", lang: undefined }, null],
      [
        { text: "Rami Khalil", lang: "en" },
        { text: "مغنٍّ.", lang: undefined },
      ],
    ]);
    expect(showPerformance(performance(), "en").title).toEqual({
      text: "Dabke night",
      lang: undefined,
    });
  });

  it("groups by Toronto day, then by stage, the stages in the order they first appear in the program", () => {
    const shown = [
      performance({ performanceId: 1, stage: "Main Stage" }),
      performance({ performanceId: 2, stage: "Family Tent" }),
      performance({ performanceId: 3, stage: "Main Stage" }),
      performance({
        performanceId: 5,
        stage: "Family Tent",
        startsAt: "2025-07-05T00:15:00-04:00",
        endsAt: "2025-07-05T00:30:00-04:00",
      }),
      performance({
        performanceId: 4,
        startsAt: "2025-07-05T00:30:00-04:00",
        endsAt: "2025-07-05T01:00:00-04:00",
      }),
    ].map((p) => showPerformance(p, "en"));
    expect(
      programDays(shown).map((d) => [
        d.day,
        d.stages.map((s) => [s.key, s.items.map((p) => p.performanceId)]),
      ]),
    ).toEqual([
      [
        "2025-07-04",
        [
          ["Main Stage", [1, 3]],
          ["Family Tent", [2]],
        ],
      ],
      // the Main Stage first on every day, as on the first
      [
        "2025-07-05",
        [
          ["Main Stage", [4]],
          ["Family Tent", [5]],
        ],
      ],
    ]);
  });
});

/** The records the program page hands its client leaf, with times and days in stand-in words. */
const recordsOf = (shown: ShownPerformance[]) =>
  programRecords(shown, {
    clock: (instant) => `at ${instant}`,
    day: (day) => `the day ${day}`,
  });
const range = (start: string, end: string) => `${start} to ${end}`;

describe("the program's records", () => {
  it("give the list each performance as shown, without the performers' biographies", () => {
    const shown = [
      performance({ performanceId: 1 }),
      performance({ performanceId: 2, stage: "Family Tent", stageAr: null, titleAr: null }),
      performance({ performanceId: 3, image: "/media/3-0a1b2c3d.webp", description: null }),
    ].map((p) => showPerformance(p, "ar"));
    const records = recordsOf(shown);
    // each stage once, however many performances name it
    expect(records.stages).toEqual([
      { key: "Main Stage", name: "المسرح الرئيسي" },
      { key: "Family Tent", name: { text: "Family Tent", lang: "en" } },
    ]);
    expect(records.days).toEqual({ "2025-07-04": "the day 2025-07-04" });
    expect(listedPerformances(records, range)).toEqual(
      shown.map((p) => ({
        ...p,
        performers: p.performers.map((x) => ({ ...x, bio: null })),
        starts: "at 2025-07-04T20:00:00-04:00",
        ends: "at 2025-07-04T21:00:00-04:00",
        time: "at 2025-07-04T20:00:00-04:00 to at 2025-07-04T21:00:00-04:00",
      })),
    );
  });
});

describe("the program's JSON-LD", () => {
  it("gives the festival as an Event with its performances as subEvents and their performers", () => {
    const words = festivalWords(event, "en");
    const p = showPerformance(performance(), "en");
    // as the page's client leaf writes it: the server's frame, the performances from the records
    const ld = programLd(
      programLdFrame({ event, times }, words, "en"),
      listedPerformances(recordsOf([p]), range),
    );
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Summer Festival",
      startDate: "2025-07-04T18:00:00-04:00",
      endDate: "2025-07-06T20:00:00-04:00",
      url: `${siteUrl()}/program/${event.guid}`,
      location: { "@type": "Place", name: "Celebration Square", address: event.address },
      subEvent: [
        {
          "@type": "Event",
          name: "Dabke night",
          startDate: "2025-07-04T20:00:00-04:00",
          endDate: "2025-07-04T21:00:00-04:00",
          url: `${siteUrl()}/program/${event.guid}/7`,
          location: { "@type": "Place", name: "Main Stage, Celebration Square" },
          performer: [
            { "@type": "PerformingGroup", name: "Al-Nujoum Troupe" },
            { "@type": "Person", name: "Rami Khalil" },
          ],
        },
      ],
    });
  });

  it("gives a performance, in Arabic, with the festival as its superEvent", () => {
    const words = festivalWords(event, "ar");
    const ld = performanceJsonLd(
      { event, times },
      words,
      showPerformance(performance(), "ar"),
      "ar",
    );
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "ليلة الدبكة",
      inLanguage: "ar",
      url: `${siteUrl()}/ar/program/${event.guid}/7`,
      superEvent: {
        "@type": "Event",
        name: "مهرجان الصيف",
        url: `${siteUrl()}/ar/program/${event.guid}`,
      },
    });
  });
});

describe("performanceCalendar", () => {
  it("is an iCalendar entry for the performance, in the page's language", () => {
    const program = { event, times, performances: [performance()] };
    const ics = performanceCalendar(program, showPerformance(performance(), "ar"), "ar");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VEVENT");
    expect(unfolded).toContain("UID:performance-7@mahrajan.events");
    expect(unfolded).toContain("DTSTART:20250705T000000Z");
    expect(unfolded).toContain("DTEND:20250705T010000Z");
    expect(unfolded).toContain("SUMMARY:ليلة الدبكة");
    expect(unfolded).toContain("LOCATION:المسرح الرئيسي\\, ساحة الاحتفالات\\, 300 City Centre Dr");
    expect(unfolded).toContain(`URL:${siteUrl()}/ar/program/${event.guid}/7`);
  });
});
