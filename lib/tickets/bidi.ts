/**
 * Right-to-left text for a PDF: a line of mixed Arabic and Latin text as runs in the order they
 * are drawn from left to right. A PDF has no bidirectional layout of its own, and the font engine
 * shapes and reverses one run of a single script at a time, so a line is cut into runs by
 * embedding level and the runs are put in visual order: a small part of the Unicode
 * bidirectional algorithm, enough for names, seats, dates and places (no explicit embeddings).
 */
export type Direction = "ltr" | "rtl";
export type Run = { text: string; direction: Direction };

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
/** Separators that join two numbers into one ("7:30", "1,250", "3.5", "2025/26"). */
const NUMBER_SEPARATOR = /^[.,:/]$/;

const MIRRORED: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

/** L: left-to-right letter; R: right-to-left letter; N: number; O: space or punctuation. */
type Kind = "L" | "R" | "N" | "O";

function kindOf(char: string): Kind {
  if (DIGIT.test(char)) return "N";
  if (RTL.test(char)) return "R";
  if (LETTER.test(char)) return "L";
  return "O";
}

/** Each character's embedding level: even reads left to right, odd right to left. */
function levels(chars: string[], paragraph: Direction): number[] {
  const kinds = chars.map(kindOf);
  // a single separator between two digits is part of the number
  kinds.forEach((kind, i) => {
    if (
      kind === "O" &&
      NUMBER_SEPARATOR.test(chars[i]!) &&
      kinds[i - 1] === "N" &&
      kinds[i + 1] === "N"
    )
      kinds[i] = "N";
  });
  // a number after left-to-right text (or opening a left-to-right paragraph) is left-to-right text
  let lastStrong: "L" | "R" = paragraph === "rtl" ? "R" : "L";
  kinds.forEach((kind, i) => {
    if (kind === "L" || kind === "R") lastStrong = kind;
    else if (kind === "N" && lastStrong === "L") kinds[i] = "L";
  });
  // spaces and punctuation take the direction on both sides when it agrees (a number counts as
  // right to left), the paragraph's otherwise
  const side = (k: Kind | undefined) =>
    k === undefined || k === "O" ? null : k === "L" ? "L" : "R";
  const base = paragraph === "rtl" ? 1 : 0;
  return kinds.map((kind, i) => {
    if (kind === "O") {
      let before: "L" | "R" | null = null;
      for (let j = i - 1; j >= 0 && !before; j--) before = side(kinds[j]);
      let after: "L" | "R" | null = null;
      for (let j = i + 1; j < kinds.length && !after; j++) after = side(kinds[j]);
      before ??= paragraph === "rtl" ? "R" : "L";
      after ??= paragraph === "rtl" ? "R" : "L";
      kind = before === after ? before : paragraph === "rtl" ? "R" : "L";
    }
    if (kind === "N") return base + (base % 2 === 0 ? 2 : 1);
    if (kind === "R") return base % 2 === 0 ? base + 1 : base;
    return base % 2 === 0 ? base : base + 1;
  });
}

type LevelRun = { text: string; level: number };

/** A line's runs of one level, in logical order. */
function levelRuns(line: string, paragraph: Direction): LevelRun[] {
  const chars = [...line];
  const level = levels(chars, paragraph);
  const runs: LevelRun[] = [];
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    if (last && last.level === level[i]) last.text += char;
    else runs.push({ text: char, level: level[i]! });
  });
  return runs;
}

const direction = (level: number): Direction => (level % 2 === 1 ? "rtl" : "ltr");

/** A line's runs of one direction, in logical order. */
export function logicalRuns(line: string, paragraph: Direction): Run[] {
  return levelRuns(line, paragraph).map((run) => ({
    text: run.text,
    direction: direction(run.level),
  }));
}

/**
 * A line's runs as drawn from left to right: from the highest level down to the lowest odd one,
 * each stretch of runs at that level or above is reversed. A right-to-left run has its brackets
 * mirrored and keeps its logical order when it holds a right-to-left letter (the font engine
 * reverses its glyphs as it shapes it); one of spaces and punctuation only is reversed here,
 * since the engine sees no right-to-left script in it.
 */
export function visualRuns(line: string, paragraph: Direction): Run[] {
  const runs = levelRuns(line, paragraph);
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level + (run.level % 2 === 0 ? 1 : 0)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.map((run) => {
    if (run.level % 2 === 0) return { text: run.text, direction: "ltr" as const };
    const chars = [...run.text].map((c) => MIRRORED[c] ?? c);
    return {
      text: (RTL.test(run.text) ? chars : chars.reverse()).join(""),
      direction: "rtl" as const,
    };
  });
}
