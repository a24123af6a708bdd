import { digitsOf, hasArabicIndic, numberOf, type TextLanguage } from "./words";

// The time of day in a date line ("Saturday July 5, 2025 · 7:30 PM", "السبت 5 يوليو 2025 · 7:30
// مساءً"), written again for a copy that starts (or ends) at another time: the source's start
// becomes the copy's start and its end the copy's end, in the text's own way of writing it (12 or
// 24 hours, with or without its minutes, "PM", "pm" or "p.m.", "مساءً" or "م", the digits). A time
// that is neither is kept as it was and the text is not `sure`. Pure functions, safe in the browser.

/** A time of the source (its start, its end) and the copy's in its place: "HH:MM", Toronto. */
export type TimeMove = { from: string; to: string };

/** Minutes since midnight of "HH:MM"; null for anything else (a time still being typed). */
function minutesOf(clock: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const DIGIT = "[0-9٠-٩]";
// "PM", "pm", "p.m." (a sentence's full stop after "PM" is not its own)
const EN_MERIDIEM = "[AaPp](?:\\.[Mm]\\.?|[Mm])";
// Arabic: morning, evening, noon (with or without their tanween), and the one-letter forms.
const AR_MERIDIEM = "صباح[اً]*|مساءً?|ظهر[اً]*|ص|م";

/** An hour, its minutes or none, and a meridiem or none (then the minutes are needed). */
function timePattern(language: TextLanguage): RegExp {
  const meridiem = language === "ar" ? AR_MERIDIEM : EN_MERIDIEM;
  return new RegExp(
    `(?<![\\p{L}\\p{N}:])(${DIGIT}{1,2})(?::(${DIGIT}{2}))?(?:(\\s?)(${meridiem})(?![\\p{L}\\p{M}]))?(?![\\p{N}:])`,
    "gu",
  );
}

/** A written time; `shared`: the meridiem it takes from the end of its range ("7:30 – 10 PM"). */
type Written = {
  hour: string;
  minutes?: string;
  space: string;
  meridiem?: string;
  shared?: Written;
};

const isMorning = (meridiem: string) => /^[Aa]/.test(meridiem) || /^ص/.test(meridiem);

/** Minutes since midnight of the time a written one stands for; null: not a time of day. */
function clockOf(w: Written): number | null {
  const hour = numberOf(w.hour);
  const minute = w.minutes === undefined ? 0 : numberOf(w.minutes);
  const meridiem = w.meridiem ?? w.shared?.meridiem;
  if (minute > 59) return null;
  if (meridiem === undefined) return hour <= 23 ? hour * 60 + minute : null;
  if (hour < 1 || hour > 12) return null;
  return ((hour % 12) + (isMorning(meridiem) ? 0 : 12)) * 60 + minute;
}

/** The meridiem for `hour` (0-23) in the written one's way: case, dots, word or letter. */
function meridiemFor(written: string, hour: number, language: TextLanguage): string {
  const morning = hour < 12;
  if (morning === isMorning(written) && !(written.startsWith("ظهر") && hour !== 12)) return written;
  if (language === "ar")
    return written.length === 1 ? (morning ? "ص" : "م") : morning ? "صباحًا" : "مساءً";
  const letters = `${morning ? "a" : "p"}${written.includes(".") ? "." : ""}m${written.endsWith(".") ? "." : ""}`;
  return written === written.toUpperCase() ? letters.toUpperCase() : letters;
}

/**
 * The copy's time (minutes since midnight) written the way the source's was; a range's start
 * without its meridiem gets one when the copy's start and end fall on either side of noon.
 */
function rewrite(w: Written, to: number, language: TextLanguage, endTo?: number): string {
  const [hour, minute] = [Math.floor(to / 60), to % 60];
  const indic = hasArabicIndic(w.hour + (w.minutes ?? ""));
  const twelve = w.meridiem ?? w.shared?.meridiem;
  const h =
    twelve === undefined
      ? digitsOf(hour, indic).padStart(w.hour.length, indic ? "٠" : "0")
      : digitsOf(hour % 12 || 12, indic);
  const m =
    w.minutes !== undefined || minute !== 0
      ? `:${digitsOf(minute, indic).padStart(2, indic ? "٠" : "0")}`
      : "";
  const own =
    w.meridiem ??
    (w.shared?.meridiem !== undefined && endTo !== undefined && hour < 12 !== endTo < 720
      ? w.shared.meridiem
      : undefined);
  const space = w.meridiem !== undefined ? w.space : (w.shared?.space ?? "");
  return h + m + (own === undefined ? "" : space + meridiemFor(own, hour, language));
}

/** What may stand between the two times of a range. */
const RANGE = /^\s*(?:[–—‐-]|to|until|إلى|الى|حتى)\s*$/u;

/**
 * The text's times written for the copy: each that is one of the moves' `from` is its `to`.
 * Unchanged when no move changes a time; not `sure` when a time is none of theirs (or two moves
 * from the same time go to different ones), which is then kept.
 */
export function rewriteTimes(
  text: string,
  language: TextLanguage,
  moves: readonly TimeMove[],
): { text: string; sure: boolean } {
  const moved = moves.flatMap((m) => {
    const [from, to] = [minutesOf(m.from), minutesOf(m.to)];
    return from === null || to === null ? [] : [{ from, to }];
  });
  if (moved.every((m) => m.from === m.to)) return { text, sure: true };
  const all = [...text.matchAll(timePattern(language))].map((m) => ({
    at: m.index,
    length: m[0].length,
    written: { hour: m[1]!, minutes: m[2], space: m[3] ?? "", meridiem: m[4] } as Written,
  }));
  all.forEach((time, i) => {
    const next = all[i + 1];
    if (
      time.written.meridiem === undefined &&
      next?.written.meridiem !== undefined &&
      RANGE.test(text.slice(time.at + time.length, next.at))
    )
      time.written.shared = next.written;
  });
  // a number alone is no time ("2025"): a time has its minutes, a meridiem or its range's
  const found = all.filter(
    ({ written: w }) =>
      w.minutes !== undefined || w.meridiem !== undefined || w.shared !== undefined,
  );
  const target = (w: Written) => {
    const clock = clockOf(w);
    const targets = new Set(moved.filter((m) => m.from === clock).map((m) => m.to));
    return targets.size === 1 ? [...targets][0] : undefined;
  };
  let sure = true;
  let out = "";
  let from = 0;
  for (const time of found) {
    const to = target(time.written);
    out += text.slice(from, time.at);
    from = time.at + time.length;
    if (to === undefined) {
      sure = false;
      out += text.slice(time.at, from);
    } else {
      const end = time.written.shared && target(time.written.shared);
      out += rewrite(time.written, to, language, end);
    }
  }
  return { text: out + text.slice(from), sure };
}
