import { addDays, dayOf, partsOf, weekdayOf, type DayParts } from "./calendar";
import { tokenize, type NumberToken, type Token, type WordToken } from "./tokens";
import {
  AR_LEVANT_MONTHS,
  AR_MONTHS,
  AR_WEEKDAYS,
  digitsOf,
  EN_MONTHS,
  EN_WEEKDAYS,
  englishSuffix,
  type TextLanguage,
} from "./words";

// The dates in an event's text, written again for its copy: "Friday July 4" becomes the copy's
// day ("Friday July 2"), "July 4 – 6, 2025" its range ("July 30 – August 1, 2027"), "4 – 6 يوليو
// 2025" the Arabic one, in the text's own way of writing them (full or short names, the dash,
// the year or none, the digits). A date is rewritten only when it is one of the source's days
// (and its weekday, when written, is that day's); anything else is kept as it was and the text
// is not `sure`. Pure functions, safe in the browser.

/** How the source's days become the copy's. */
export type DayShift = {
  /** The source's calendar days (its start to its end, and its opening hours' days). */
  sourceDays: readonly string[];
  /** Days from the source's start to the copy's. */
  days: number;
};

/** A text cut into what was rewritten as a date (`date`) and the text around it. */
export type Piece = { text: string; date: boolean };
export type DatePieces = { pieces: Piece[]; sure: boolean };

/** One end of a written date: "Friday, July 4th, 2025", "الجمعة 4 يوليو 2025", or a bare "6". */
type End = {
  weekday?: WordToken;
  weekdaySep: string;
  day: NumberToken;
  month?: WordToken;
  /** Month before day ("July 4") or after ("4 July", Arabic). */
  monthFirst: boolean;
  year?: NumberToken;
  yearSep: string;
  next: number;
};

const isDay = (t: Token | undefined): t is NumberToken =>
  t?.kind === "number" && t.text.replace(t.suffix, "").length <= 2 && t.value >= 1 && t.value <= 31;
const isYear = (t: Token | undefined): t is NumberToken =>
  t?.kind === "number" && t.suffix === "" && t.text.length === 4 && t.value >= 1900;

/** The separator (comma and spaces) at i and where it ends; "" when there is none. */
function separator(tokens: Token[], i: number, needed: boolean): [string, number] {
  let text = "";
  let j = i;
  if (tokens[j]?.kind === "comma") text += tokens[j++]!.text;
  if (tokens[j]?.kind === "space") text += tokens[j++]!.text;
  return needed && text.trim() === text ? ["", i] : [text, j];
}

function end(tokens: Token[], i: number, language: TextLanguage): End | null {
  let j = i;
  let weekday: WordToken | undefined;
  let weekdaySep = "";
  const first = tokens[j];
  if (first?.kind === "weekday") {
    const [sep, after] = separator(tokens, j + 1, true);
    if (sep === "") return null;
    weekday = first;
    weekdaySep = sep;
    j = after;
  }
  let month: WordToken | undefined;
  let day: NumberToken;
  let monthFirst = false;
  const t = tokens[j];
  if (
    language === "en" &&
    t?.kind === "month" &&
    tokens[j + 1]?.kind === "space" &&
    isDay(tokens[j + 2])
  ) {
    month = t;
    day = tokens[j + 2] as NumberToken;
    monthFirst = true;
    j += 3;
  } else if (isDay(t)) {
    day = t;
    j += 1;
    if (tokens[j]?.kind === "space" && tokens[j + 1]?.kind === "month") {
      month = tokens[j + 1] as WordToken;
      j += 2;
    }
  } else return null;
  let year: NumberToken | undefined;
  let yearSep = "";
  const [sep, after] = separator(tokens, j, true);
  if (sep !== "" && isYear(tokens[after])) {
    year = tokens[after] as NumberToken;
    yearSep = sep;
    j = after + 1;
  }
  return { weekday, weekdaySep, day, month, monthFirst, year, yearSep, next: j };
}

/** A written date or range of dates, from token `from` to before `next`. */
type Mention = { from: End; to?: End; dash: string; start: number; next: number };

function mentionAt(tokens: Token[], i: number, language: TextLanguage): Mention | null {
  const a = end(tokens, i, language);
  if (!a) return null;
  if (tokens[a.next]?.kind === "dash") {
    const b = end(tokens, a.next + 1, language);
    const dash = tokens[a.next]!.text;
    if (b) {
      const full = a.month && b.month && a.monthFirst === b.monthFirst;
      // "July 4 – 6, 2025" and "4 – 6 يوليو 2025": the month written once.
      const monthOnceFirst = a.month && !b.month && a.monthFirst && !a.year;
      const monthOnceAfter = !a.month && b.month && !b.monthFirst && !a.year;
      if (full || monthOnceFirst || monthOnceAfter)
        return { from: a, to: b, dash, start: i, next: b.next };
    }
  }
  return a.month ? { from: a, dash: "", start: i, next: a.next } : null;
}

/** The source's day an end names (its year, else the first of `years` that makes it one). */
function sourceDay(
  parts: { month: number; day: number; year?: number },
  days: ReadonlySet<string>,
  years: readonly number[],
  notBefore = "",
): string | null {
  for (const year of parts.year !== undefined ? [parts.year] : years) {
    const day = dayOf({ year, month: parts.month, day: parts.day });
    if (day && days.has(day) && day >= notBefore) return day;
  }
  return null;
}

function nameOf(token: WordToken, index: number, language: TextLanguage): string {
  const prefix = token.prefix;
  if (language === "ar") {
    const names =
      token.kind === "weekday" ? AR_WEEKDAYS : token.levant ? AR_LEVANT_MONTHS : AR_MONTHS;
    return prefix + names[index]!;
  }
  const full = (token.kind === "weekday" ? EN_WEEKDAYS : EN_MONTHS)[index]!;
  const word = token.short
    ? full === "September" && token.text.startsWith("Sept")
      ? "Sept"
      : full.slice(0, 3)
    : full;
  return word + (token.dot ? "." : "");
}

function numberText(token: NumberToken, value: number): string {
  return digitsOf(value, token.indic) + (token.suffix ? englishSuffix(value) : "");
}

/** One end written for the copy's day, with or without its month and year. */
function written(
  e: End,
  day: DayParts,
  weekday: number,
  parts: { month?: WordToken; year: NumberToken | undefined; yearSep: string },
  monthFirst: boolean,
  language: TextLanguage,
): string {
  const w = e.weekday ? nameOf(e.weekday, weekday, language) + e.weekdaySep : "";
  const d = numberText(e.day, day.day);
  const m = parts.month ? nameOf(parts.month, day.month, language) : "";
  const date = !m ? d : monthFirst ? `${m} ${d}` : `${d} ${m}`;
  const y = parts.year ? parts.yearSep + digitsOf(day.year, parts.year.indic) : "";
  return w + date + y;
}

/** The mention written for the copy, or null when it does not name the source's days. */
function rewritten(
  mention: Mention,
  shift: DayShift,
  days: ReadonlySet<string>,
  years: number[],
  language: TextLanguage,
): string | null {
  const { from: a, to: b } = mention;
  const month = (a.month ?? b?.month)!;
  const bYear = b?.year?.value;
  const aDay = sourceDay(
    { month: month.index, day: a.day.value, year: a.year?.value },
    days,
    bYear === undefined ? years : [bYear, ...years],
  );
  if (!aDay) return null;
  if (a.weekday && a.weekday.index !== weekdayOf(aDay)) return null;
  const newA = addDays(aDay, shift.days);
  const pa = partsOf(newA);
  const monthFirst = a.month ? a.monthFirst : false;
  if (!b) {
    const parts = { month: a.month, year: a.year, yearSep: a.yearSep };
    return written(a, pa, weekdayOf(newA), parts, monthFirst, language);
  }
  const bDay = sourceDay(
    { month: (b.month ?? month).index, day: b.day.value, year: bYear ?? a.year?.value },
    days,
    years,
    aDay,
  );
  if (!bDay || (b.weekday && b.weekday.index !== weekdayOf(bDay))) return null;
  const newB = addDays(bDay, shift.days);
  const pb = partsOf(newB);
  const year = b.year ?? a.year;
  const yearSep = b.year ? b.yearSep : a.yearSep;
  const none = { year: undefined, yearSep: "" };
  const withYear = { year, yearSep };
  // Across years both ends have their year; across months both their month; else the month once.
  const [fromParts, toParts] =
    year && pa.year !== pb.year
      ? [
          { month, ...withYear },
          { month, ...withYear },
        ]
      : pa.month !== pb.month || pa.year !== pb.year
        ? [
            { month, ...none },
            { month, ...withYear },
          ]
        : monthFirst
          ? [
              { month, ...none },
              { month: undefined, ...withYear },
            ]
          : [
              { month: undefined, ...none },
              { month, ...withYear },
            ];
  return (
    written(a, pa, weekdayOf(newA), fromParts, monthFirst, language) +
    mention.dash +
    written(b, pb, weekdayOf(newB), toParts, monthFirst, language)
  );
}

/**
 * The text's dates written for the copy, as pieces (the rewritten dates, weekdays and months
 * apart from the text around them, which the caller may rewrite further: its year, its ordinal).
 * `sure` is false when a date, weekday or month could not be rewritten (kept as it was), or the
 * text writes a date in figures ("7/4/2025", "2025-07-04").
 */
export function rewriteDates(text: string, language: TextLanguage, shift: DayShift): DatePieces {
  const tokens = tokenize(text, language);
  const days = new Set(shift.sourceDays);
  const sorted = [...shift.sourceDays].sort();
  const years = [...new Set(sorted.map((d) => Number(d.slice(0, 4))))];
  const weekdays = new Set(sorted.map(weekdayOf));
  const monthMap = new Map<number, number>();
  for (const day of sorted) {
    const before = partsOf(day).month;
    const after = partsOf(addDays(day, shift.days)).month;
    monthMap.set(before, monthMap.has(before) && monthMap.get(before) !== after ? -1 : after);
  }
  const pieces: Piece[] = [];
  let sure = true;
  let plain = "";
  const push = (piece: string) => {
    if (plain) pieces.push({ text: plain, date: false });
    plain = "";
    pieces.push({ text: piece, date: true });
  };
  for (let i = 0; i < tokens.length;) {
    const mention = mentionAt(tokens, i, language);
    if (mention) {
      const source = tokens
        .slice(mention.start, mention.next)
        .map((t) => t.text)
        .join("");
      const again = rewritten(mention, shift, days, years, language);
      if (again === null) sure = false;
      push(again ?? source);
      i = mention.next;
      continue;
    }
    const t = tokens[i]!;
    if (t.kind === "weekday") {
      // A weekday alone ("Friday 5 PM"): the copy's day for that day of the source.
      if (language === "en" && t.short && !t.dot) plain += t.text;
      else if (weekdays.has(t.index))
        push(nameOf(t, (t.index + (shift.days % 7) + 7) % 7, language));
      else {
        sure = false;
        push(t.text);
      }
    } else if (t.kind === "month") {
      const to = monthMap.get(t.index);
      if (to === undefined || to < 0) {
        sure = false;
        push(t.text);
      } else push(nameOf(t, to, language));
    } else plain += t.text;
    i += 1;
  }
  if (plain) pieces.push({ text: plain, date: false });
  const figures =
    /(?<![\p{N}])(?:\p{N}{1,2}[/.]\p{N}{1,2}[/.]\p{N}{2,4}|\p{N}{4}-\p{N}{2}-\p{N}{2})(?![\p{N}])/u;
  if (pieces.some((p) => !p.date && figures.test(p.text))) sure = false;
  return { pieces, sure };
}
