import {
  AR_LEVANT_MONTHS,
  AR_MONTH_VARIANTS,
  AR_MONTHS,
  AR_WEEKDAY_VARIANTS,
  AR_WEEKDAYS,
  EN_MONTH_SHORT,
  EN_MONTHS,
  EN_WEEKDAY_SHORT,
  EN_WEEKDAYS,
  hasArabicIndic,
  numberOf,
  type TextLanguage,
} from "./words";

// A text cut into the words dates are written with (weekday and month names, numbers, dashes,
// commas, spaces) and the rest, one character at a time, for ./dates.ts to read dates from.

export type Name = { index: number; text: string; short: boolean; dot: boolean; levant: boolean };
export type Token =
  | ({ kind: "weekday" | "month" } & Name & { prefix: string })
  | { kind: "number"; text: string; value: number; suffix: string; indic: boolean }
  | { kind: "dash" | "comma" | "space" | "other"; text: string };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

type Lexicon = { words: Map<string, Omit<Name, "text" | "dot">>; pattern: RegExp };

function lexicon(entries: [string, number, boolean, boolean][], arabic: boolean): Lexicon {
  const words = new Map(
    entries.map(([text, index, short, levant]) => [text, { index, short, levant }]),
  );
  const alternatives = byLength([...words.keys()])
    .map(escape)
    .join("|");
  // Arabic words may carry the conjunction "و" ("والسبت"); English short names may end in "."
  const pattern = arabic
    ? new RegExp(`(?<![\\p{L}\\p{M}])(و?)(${alternatives})(?![\\p{L}\\p{M}])`, "uy")
    : new RegExp(`(?<![\\p{L}])()(${alternatives})(\\.?)(?![\\p{L}])`, "uy");
  return { words, pattern };
}

const LEXICONS: Record<TextLanguage, { weekday: Lexicon; month: Lexicon }> = {
  en: {
    weekday: lexicon(
      [
        ...EN_WEEKDAYS.map((w, i) => [w, i, false, false] as [string, number, boolean, boolean]),
        ...Object.entries(EN_WEEKDAY_SHORT).map(
          ([w, i]) => [w, i, true, false] as [string, number, boolean, boolean],
        ),
      ],
      false,
    ),
    month: lexicon(
      [
        ...EN_MONTHS.map((m, i) => [m, i, false, false] as [string, number, boolean, boolean]),
        ...Object.entries(EN_MONTH_SHORT).map(
          ([m, i]) => [m, i, true, false] as [string, number, boolean, boolean],
        ),
      ],
      false,
    ),
  },
  ar: {
    weekday: lexicon(
      [
        ...AR_WEEKDAYS.map((w, i) => [w, i, false, false] as [string, number, boolean, boolean]),
        ...Object.entries(AR_WEEKDAY_VARIANTS).map(
          ([w, i]) => [w, i, false, false] as [string, number, boolean, boolean],
        ),
      ],
      true,
    ),
    month: lexicon(
      [
        ...AR_MONTHS.map((m, i) => [m, i, false, false] as [string, number, boolean, boolean]),
        ...Object.entries(AR_MONTH_VARIANTS).map(
          ([m, i]) => [m, i, false, false] as [string, number, boolean, boolean],
        ),
        ...AR_LEVANT_MONTHS.map(
          (m, i) => [m, i, false, true] as [string, number, boolean, boolean],
        ),
      ],
      true,
    ),
  },
};

const NUMBER = /(?<![\p{L}\p{N}])([0-9٠-٩]+)(st|nd|rd|th)?(?![\p{L}\p{N}])/uy;
const DASH = /\s*(?:[–—‐-]|\s(?:to|through|until|إلى|الى|حتى)\s)\s*/y;
const COMMA = /[,،]/y;
const SPACE = /\s+/y;

export function tokenize(text: string, language: TextLanguage): Token[] {
  const tokens: Token[] = [];
  const words = LEXICONS[language];
  const at = (pattern: RegExp, i: number) => {
    pattern.lastIndex = i;
    return pattern.exec(text);
  };
  let i = 0;
  while (i < text.length) {
    let m: RegExpExecArray | null;
    let token: Token | null = null;
    for (const kind of ["weekday", "month"] as const) {
      if ((m = at(words[kind].pattern, i))) {
        const word = words[kind].words.get(m[2]!)!;
        const dot = m[3] ?? "";
        token = { kind, ...word, text: m[0], prefix: m[1]!, dot: dot !== "" };
        break;
      }
    }
    if (!token && (m = at(NUMBER, i)))
      token = {
        kind: "number",
        text: m[0],
        value: numberOf(m[1]!),
        suffix: m[2] ?? "",
        indic: hasArabicIndic(m[1]!),
      };
    else if (!token && (m = at(DASH, i))) token = { kind: "dash", text: m[0] };
    else if (!token && (m = at(COMMA, i))) token = { kind: "comma", text: m[0] };
    else if (!token && (m = at(SPACE, i))) token = { kind: "space", text: m[0] };
    token ??= { kind: "other", text: text[i]! };
    tokens.push(token);
    i += token.text.length;
  }
  return tokens;
}

export type WordToken = Extract<Token, { kind: "weekday" | "month" }>;
export type NumberToken = Extract<Token, { kind: "number" }>;
