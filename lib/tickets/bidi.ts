import bidiFactory from "bidi-js";

/**
 * Right-to-left text for a PDF: a line of mixed Arabic and Latin text as runs in the order they
 * are drawn from left to right. A PDF has no bidirectional layout of its own, and the font engine
 * shapes and reverses one run of a single script at a time, so a line is cut into runs by
 * embedding level and the runs are put in visual order by the Unicode bidirectional algorithm
 * (bidi-js: every rule, bracket pairs and mirrored characters included).
 */
export type Direction = "ltr" | "rtl";
export type Run = { text: string; direction: Direction };

const bidi = bidiFactory();
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Directional marks, embeddings and isolates: they steer the layout and draw nothing. */
const CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const direction = (level: number): Direction => (level % 2 === 1 ? "rtl" : "ltr");

type LevelRun = { start: number; end: number; level: number };

/** A line's runs of one embedding level, in logical order (UTF-16 offsets, end excluded). */
function levelRuns(levels: Uint8Array): LevelRun[] {
  const runs: LevelRun[] = [];
  levels.forEach((level, i) => {
    const last = runs.at(-1);
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  });
  return runs;
}

/** A line's runs of one direction, in logical order. */
export function logicalRuns(line: string, paragraph: Direction): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, paragraph);
  return levelRuns(levels).map((run) => ({
    text: line.slice(run.start, run.end),
    direction: direction(run.level),
  }));
}

/**
 * A line's runs as drawn from left to right. A right-to-left run has its mirrored characters
 * (brackets) swapped and keeps its logical order when it holds a right-to-left letter (the font
 * engine reverses its glyphs as it shapes it); one of spaces and punctuation only is given
 * reversed, since the engine sees no right-to-left script in it.
 */
export function visualRuns(line: string, paragraph: Direction): Run[] {
  if (line === "") return [];
  const embedding = bidi.getEmbeddingLevels(line, paragraph);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const position = new Map(bidi.getReorderedIndices(line, embedding).map((at, i) => [at, i]));
  // a run of one level is reordered whole: its place is that of its first character
  return levelRuns(embedding.levels)
    .sort((a, b) => position.get(a.start)! - position.get(b.start)!)
    .map((run) => ({ ...run, text: line.slice(run.start, run.end).replace(CONTROLS, "") }))
    .filter((run) => run.text !== "")
    .map((run) => {
      if (run.level % 2 === 0) return { text: run.text, direction: "ltr" as const };
      let text = "";
      for (let i = run.start; i < run.end; i++) text += mirrored.get(i) ?? line[i];
      text = text.replace(CONTROLS, "");
      return {
        text: RTL.test(text) ? text : [...text].reverse().join(""),
        direction: "rtl" as const,
      };
    });
}
