/**
 * Right-to-left text for a PDF: a line of mixed Arabic and Latin text as runs in the order they
 * are drawn from left to right. A PDF has no bidirectional layout of its own, and the font engine
 * shapes and reverses one run of a single script at a time, so a line is cut into runs of one
 * direction (the paragraph's direction for spaces and punctuation between runs of the other,
 * digits always left to right) and the runs are laid out in visual order.
 */
export type Direction = "ltr" | "rtl";
export type Run = { text: string; direction: Direction };

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR = /[\p{L}\p{Nd}]/u;

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

function strength(char: string): Direction | null {
  if (RTL.test(char) && !/\p{Nd}/u.test(char)) return "rtl";
  if (LTR.test(char)) return "ltr";
  return null;
}

/**
 * A line's runs in logical order: each character takes its own strong direction; a stretch of
 * neutral characters (spaces, punctuation) takes the direction of the runs on both sides when they
 * agree, and the paragraph's direction otherwise.
 */
export function logicalRuns(line: string, paragraph: Direction): Run[] {
  const chars = [...line];
  const own = chars.map(strength);
  const resolved: Direction[] = [];
  for (let i = 0; i < chars.length; i++) {
    const strong = own[i];
    if (strong) {
      resolved.push(strong);
      continue;
    }
    let before: Direction | null = null;
    for (let j = i - 1; j >= 0 && !before; j--) before = own[j] ?? null;
    let after: Direction | null = null;
    for (let j = i + 1; j < chars.length && !after; j++) after = own[j] ?? null;
    resolved.push(before && before === after ? before : paragraph);
  }
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const direction = resolved[i]!;
    const last = runs[runs.length - 1];
    if (last && last.direction === direction) last.text += char;
    else runs.push({ text: char, direction });
  });
  return runs;
}

/**
 * A line's runs as drawn from left to right. A right-to-left run has its brackets mirrored and
 * keeps its logical order when it holds a right-to-left letter (the font engine reverses its
 * glyphs as it shapes it); one of spaces and punctuation only is reversed here, since the engine
 * sees no right-to-left script in it. In a right-to-left paragraph the runs are drawn last to first.
 */
export function visualRuns(line: string, paragraph: Direction): Run[] {
  const runs = logicalRuns(line, paragraph).map((run) => {
    if (run.direction === "ltr") return run;
    const chars = [...run.text].map((c) => MIRRORED[c] ?? c);
    return { ...run, text: (RTL.test(run.text) ? chars : chars.reverse()).join("") };
  });
  return paragraph === "rtl" ? runs.reverse() : runs;
}
