import type { PerformanceCategory } from "./resource";
import type { ShownPerformance, Worded } from "./view";
import { dayOfTime } from "./words";

// The program as its page hands it to the client leaf that draws the list, "now and next", "My
// plan" and the JSON-LD: each performance once, as a record of what those show (no biographies),
// its stage by index, its time and day already in words. The page's RSC data then carries these
// records instead of the list's markup, which the server's HTML holds all the same. Client-safe,
// and the browser formats no date or time of them: a page's first use of the browser's date
// formatting loads its locale data, tens of milliseconds of the main thread on a phone.

/** A text in the page's language, or, marked, the English it fell back to. */
export type Said = string | { text: string; lang: "en" };

const said = (w: Worded): Said => (w.lang ? { text: w.text, lang: w.lang } : w.text);
const worded = (s: Said): Worded => (typeof s === "string" ? { text: s, lang: undefined } : s);

export type PerformanceRecord = {
  id: number;
  title: Said;
  description?: Said;
  /** Its stage: an index into the records' stages. */
  stage: number;
  category: PerformanceCategory;
  startsAt: string;
  endsAt: string;
  /** Its start and end, "6:15 PM", in words from the server (a browser's may differ). */
  starts: string;
  ends: string;
  image?: string;
  performers: { name: Said; group?: true }[];
};

export type ProgramRecords = {
  /** The stages as the performances name them: the English name (the list's grouping) and shown. */
  stages: { key: string; name: Said }[];
  /** Each Toronto day's heading ("Friday, July 4"), by day (YYYY-MM-DD). */
  days: Record<string, string>;
  performances: PerformanceRecord[];
};

/** A performance as the program's list shows it: its words, and its times in words. */
export type ListedPerformance = ShownPerformance & {
  starts: string;
  ends: string;
  /** "6:15 PM – 6:45 PM". */
  time: string;
};

const sameStage = (a: ProgramRecords["stages"][number], p: ShownPerformance) =>
  a.key === p.stageKey &&
  worded(a.name).text === p.stage.text &&
  worded(a.name).lang === p.stage.lang;

/**
 * The program's records, in the program's order; `words` writes the clock times (of ISO instants)
 * and the days' headings on the server.
 */
export function programRecords(
  shown: ShownPerformance[],
  words: { clock: (instant: string) => string; day: (day: string) => string },
): ProgramRecords {
  const stages: ProgramRecords["stages"] = [];
  const days: ProgramRecords["days"] = {};
  const stageOf = (p: ShownPerformance) => {
    const known = stages.findIndex((s) => sameStage(s, p));
    if (known >= 0) return known;
    stages.push({ key: p.stageKey, name: said(p.stage) });
    return stages.length - 1;
  };
  const performances = shown.map((p): PerformanceRecord => {
    const day = dayOfTime(p.startsAt);
    days[day] ??= words.day(day);
    return {
      id: p.performanceId,
      title: said(p.title),
      ...(p.description ? { description: said(p.description) } : {}),
      stage: stageOf(p),
      category: p.category,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      starts: words.clock(p.startsAt),
      ends: words.clock(p.endsAt),
      ...(p.image ? { image: p.image } : {}),
      performers: p.performers.map((x) => ({
        name: said(x.name),
        ...(x.group ? { group: true as const } : {}),
      })),
    };
  });
  return { stages, days, performances };
}

/**
 * The records' performances as the list shows them (the performers without their biographies),
 * `range` putting a start and an end together ("6:15 PM – 6:45 PM").
 */
export function listedPerformances(
  records: ProgramRecords,
  range: (starts: string, ends: string) => string,
): ListedPerformance[] {
  return records.performances.map((r) => {
    const stage = records.stages[r.stage]!;
    return {
      performanceId: r.id,
      title: worded(r.title),
      description: r.description === undefined ? null : worded(r.description),
      stage: worded(stage.name),
      stageKey: stage.key,
      category: r.category,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      image: r.image ?? null,
      performers: r.performers.map((x) => ({
        name: worded(x.name),
        bio: null,
        group: x.group === true,
      })),
      starts: r.starts,
      ends: r.ends,
      time: range(r.starts, r.ends),
    };
  });
}
