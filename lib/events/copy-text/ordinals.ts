import { digitsOf, englishSuffix, numberOf } from "./words";

// The edition's number in a festival's name or title, counted on for its copy: "8th" -> "9th",
// "Eighth" -> "Ninth", "الثامن" -> "التاسع", "الثامنة عشرة" -> "التاسعة عشرة", "الـ8" -> "الـ9".
// Arabic ordinals are written from one to ninety-nine, masculine and feminine. Pure functions.

const EN_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];

/** One to ten, masculine and feminine ("الأول", "الأولى"). */
const AR_UNITS: [string, string][] = [
  ["الأول", "الأولى"],
  ["الثاني", "الثانية"],
  ["الثالث", "الثالثة"],
  ["الرابع", "الرابعة"],
  ["الخامس", "الخامسة"],
  ["السادس", "السادسة"],
  ["السابع", "السابعة"],
  ["الثامن", "الثامنة"],
  ["التاسع", "التاسعة"],
  ["العاشر", "العاشرة"],
];
const AR_TENS = [
  "العشرون",
  "الثلاثون",
  "الأربعون",
  "الخمسون",
  "الستون",
  "السبعون",
  "الثمانون",
  "التسعون",
];

export type Gender = "m" | "f";

/** The Arabic ordinal word for 1-99, or null beyond. */
export function arabicOrdinal(n: number, gender: Gender): string | null {
  const g = gender === "m" ? 0 : 1;
  if (!Number.isInteger(n) || n < 1 || n > 99) return null;
  if (n <= 10) return AR_UNITS[n - 1]![g];
  const unit = n % 10;
  // In compounds "one" is "الحادي" / "الحادية".
  const unitWord = unit === 1 ? ["الحادي", "الحادية"][g]! : unit ? AR_UNITS[unit - 1]![g] : "";
  if (n < 20) return `${unitWord} ${gender === "m" ? "عشر" : "عشرة"}`;
  const tens = AR_TENS[Math.floor(n / 10) - 2]!;
  return unit ? `${unitWord} و${tens}` : tens;
}

/** Every Arabic ordinal word (1-99, both genders), longest first, with its number and gender. */
const AR_ORDINALS: { word: string; n: number; gender: Gender }[] = Array.from(
  { length: 99 },
  (_, i) =>
    (["m", "f"] as const).map((gender) => ({
      word: arabicOrdinal(i + 1, gender)!,
      n: i + 1,
      gender,
    })),
)
  .flat()
  .filter((o, i, all) => all.findIndex((p) => p.word === o.word) === i)
  .sort((a, b) => b.word.length - a.word.length);

const AR_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{M}])(${AR_ORDINALS.map((o) => o.word).join("|")})(?![\\p{L}\\p{M}])`,
  "gu",
);
const EN_NUMBER = /(?<![\p{L}\p{N}])(\d+)(st|nd|rd|th)(?![\p{L}\p{N}])/gu;
const EN_WORD = new RegExp(`(?<![\\p{L}])(${EN_WORDS.join("|")})(?![\\p{L}])`, "giu");
const AL_DIGITS = /(الـ\s?|ال)([0-9٠-٩]{1,3})(?![\p{N}])/gu;

const likeCase = (word: string, model: string) =>
  model === model.toUpperCase()
    ? word.toUpperCase()
    : model[0] === model[0]!.toUpperCase()
      ? word[0]!.toUpperCase() + word.slice(1)
      : word;

/** The text's edition numbers moved on by `step`; `sure` is false when one cannot be written. */
export function rewriteOrdinals(text: string, step: number): { text: string; sure: boolean } {
  if (step === 0) return { text, sure: true };
  let sure = true;
  const moved = (n: number) => {
    const next = n + step;
    if (next < 1) sure = false;
    return next;
  };
  let out = text.replace(EN_NUMBER, (whole, digits: string) => {
    const n = moved(Number(digits));
    return n < 1 ? whole : `${n}${englishSuffix(n)}`;
  });
  out = out.replace(EN_WORD, (whole, word: string) => {
    const n = moved(EN_WORDS.indexOf(word.toLowerCase()) + 1);
    const next = EN_WORDS[n - 1];
    if (!next) {
      sure = false;
      return whole;
    }
    return likeCase(next, word);
  });
  out = out.replace(AR_PATTERN, (whole, word: string) => {
    const known = AR_ORDINALS.find((o) => o.word === word)!;
    const next = arabicOrdinal(moved(known.n), known.gender);
    if (!next) {
      sure = false;
      return whole;
    }
    return next;
  });
  out = out.replace(AL_DIGITS, (whole, prefix: string, digits: string) => {
    const n = moved(numberOf(digits));
    return n < 1 ? whole : prefix + digitsOf(n, /[٠-٩]/.test(digits));
  });
  return { text: out, sure };
}

/** The first English edition number in a text ("8th Annual ..." -> 8), or null. */
export function editionOf(text: string): number | null {
  const number = /(?<![\p{L}\p{N}])(\d+)(?:st|nd|rd|th)(?![\p{L}\p{N}])/u.exec(text);
  if (number) return Number(number[1]);
  const word = new RegExp(EN_WORD.source, "iu").exec(text);
  return word ? EN_WORDS.indexOf(word[1]!.toLowerCase()) + 1 : null;
}
