import type { Locale } from "../i18n/locales";
import type { PerformanceAnswer, PerformanceCategory } from "./resource";
import { dayOfTime } from "./words";

// The program as its pages show it, in the reader's language: each performance's words in Arabic
// where the organisers wrote them, else in English (marked `lang="en"`), grouped by day, then by
// stage. Client-safe: the program page's client leaf takes it as records (below).

export const programPath = (guid: string) => `/program/${guid}`;
export const performancePath = (guid: string, performanceId: number) =>
  `/program/${guid}/${performanceId}`;

/** A text in the page's language, with `lang` "en" when it fell back to the English. */
export type Worded = { text: string; lang: "en" | undefined };

const wordIn = (locale: Locale, english: string, arabic: string | null): Worded =>
  locale === "ar" && arabic && arabic.trim() !== ""
    ? { text: arabic, lang: undefined }
    : { text: english, lang: locale === "ar" ? "en" : undefined };

const optionalIn = (locale: Locale, english: string | null, arabic: string | null) =>
  english === null && (arabic === null || locale !== "ar")
    ? null
    : wordIn(locale, english ?? arabic ?? "", arabic);

export type ShownPerformer = { name: Worded; bio: Worded | null; group: boolean };

export type ShownPerformance = {
  performanceId: number;
  title: Worded;
  description: Worded | null;
  stage: Worded;
  /** The English stage: performances are grouped by it. */
  stageKey: string;
  category: PerformanceCategory;
  startsAt: string;
  endsAt: string;
  image: string | null;
  performers: ShownPerformer[];
};

export function showPerformance(p: PerformanceAnswer, locale: Locale): ShownPerformance {
  return {
    performanceId: p.performanceId,
    title: wordIn(locale, p.title, p.titleAr),
    description: optionalIn(locale, p.description, p.descriptionAr),
    stage: wordIn(locale, p.stage, p.stageAr),
    stageKey: p.stage,
    category: p.category,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    image: p.image,
    performers: p.performers.map((x) => ({
      name: wordIn(locale, x.name, x.nameAr),
      bio: optionalIn(locale, x.bio, x.bioAr),
      group: x.group,
    })),
  };
}

/**
 * The program by day (Toronto), then by stage, the stages in the same order every day: the order
 * they first appear in the program.
 */
export function programDays<P extends ShownPerformance>(performances: P[]) {
  const stageOrder = [...new Set(performances.map((p) => p.stageKey))];
  const days = new Map<string, Map<string, P[]>>();
  for (const p of performances) {
    const day = dayOfTime(p.startsAt);
    const stages = days.get(day) ?? new Map<string, P[]>();
    days.set(day, stages);
    stages.set(p.stageKey, [...(stages.get(p.stageKey) ?? []), p]);
  }
  return [...days].map(([day, stages]) => ({
    day,
    stages: [...stages]
      .toSorted(([a], [b]) => stageOrder.indexOf(a) - stageOrder.indexOf(b))
      .map(([key, items]) => ({ key, stage: items[0]!.stage, items })),
  }));
}

/** What "now and next" and "My plan" need of a performance, in the page's words. */
export type PlanItem = {
  performanceId: number;
  title: string;
  stage: string;
  startsAt: string;
  endsAt: string;
  /** Its start and end ("6:15 PM") and its day ("Friday, July 4"), in words from the server. */
  starts: string;
  ends: string;
  dayName: string;
  href: string;
};

export const planItemOf = (
  p: ShownPerformance & { starts: string; ends: string },
  words: { dayName: string; href: string },
): PlanItem => ({
  performanceId: p.performanceId,
  title: p.title.text,
  stage: p.stage.text,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  starts: p.starts,
  ends: p.ends,
  ...words,
});

/** A stable HTML id for a stage's heading on a day. */
export const stageAnchor = (day: string, index: number) => `stage-${day}-${index}`;
