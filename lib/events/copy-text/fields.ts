import { daysFrom, daysThrough } from "./calendar";
import { rewriteDates, type DayShift } from "./dates";
import { editionOf, rewriteOrdinals } from "./ordinals";
import { rewriteTimes, type TimeMove } from "./times";
import type { TextLanguage } from "./words";

// A copied event's texts written for its new dates: its dates, weekdays and months (./dates.ts),
// the source's year as the copy's, in its name and title, the edition's number (./ordinals.ts),
// and in a date line, the time the event starts or ends (./times.ts). What cannot be written with
// confidence is kept and the text is not `sure` (the console then marks the field for the
// organiser to check).

/** How the source's texts become the copy's. */
export type CopyPlan = DayShift & {
  fromYear: number;
  toYear: number;
  /** How many editions on the copy is (0: the same number). */
  step: number;
};

export type CopiedText = { text: string; sure: boolean };

/** The source's days: its start to its end, and the days it has opening hours for. */
export function sourceDaysOf(
  startDay: string,
  endDay: string,
  openingDays: readonly string[] = [],
) {
  return [...new Set([...daysThrough(startDay, endDay), ...openingDays])].sort();
}

/**
 * How many editions on the copy is: as its English name says, when it and the source's both
 * number their edition ("8th" -> "10th": 2), else one a year (at least one).
 */
export function editionStep(
  sourceName: string,
  copyName: string | null,
  fromYear: number,
  toYear: number,
): number {
  const before = editionOf(sourceName);
  const after = copyName === null ? null : editionOf(copyName);
  if (before !== null && after !== null && after >= before) return after - before;
  return Math.max(1, toYear - fromYear);
}

/** The plan for a copy from the source's days to the copy's start. */
export function copyPlan(
  sourceDays: readonly string[],
  sourceStartDay: string,
  copyStartDay: string,
  step: number,
): CopyPlan {
  return {
    sourceDays,
    days: daysFrom(sourceStartDay, copyStartDay),
    fromYear: Number(sourceStartDay.slice(0, 4)),
    toYear: Number(copyStartDay.slice(0, 4)),
    step,
  };
}

const INDIC = "٠١٢٣٤٥٦٧٨٩";
const indic = (year: number) => String(year).replace(/\d/g, (d) => INDIC[Number(d)]!);

/** The source's year written as the copy's, in Latin and Arabic-Indic digits. */
function withYear(text: string, from: number, to: number): string {
  if (from === to) return text;
  return text
    .replace(new RegExp(`(?<![\\p{N}])${from}(?![\\p{N}])`, "gu"), String(to))
    .replace(new RegExp(`(?<![\\p{N}])${indic(from)}(?![\\p{N}])`, "gu"), indic(to));
}

/**
 * A text of the source written for the copy. `ordinal`: the text names the edition (a name or a
 * title), whose number moves on by the plan's step. `times`: the text is a date line, whose
 * times of the source's start and end become the copy's.
 */
export function copiedText(
  text: string,
  language: TextLanguage,
  plan: CopyPlan,
  { ordinal = false, times = [] }: { ordinal?: boolean; times?: readonly TimeMove[] } = {},
): CopiedText {
  const dates = rewriteDates(text, language, plan);
  let sure = dates.sure;
  const parts = dates.pieces.map((piece) => {
    if (piece.date) return piece.text;
    const timed = rewriteTimes(piece.text, language, times);
    sure &&= timed.sure;
    let out = withYear(timed.text, plan.fromYear, plan.toYear);
    if (ordinal) {
      const moved = rewriteOrdinals(out, plan.step);
      sure &&= moved.sure;
      out = moved.text;
    }
    return out;
  });
  return { text: parts.join(""), sure };
}
