import { cloneElement, isValidElement, type ReactNode } from "react";
import type { Locale } from "./locales";
import { MINUS, thousands } from "./money";

/*
 * The messages lib/i18n/messages.ts writes itself, without ICU's formatter: a message whose only
 * syntax is `{name}` arguments, choices of words by a count or a value, and tags around plain
 * text, which is every message of the pages' catalogues (tests/unit/messages.test.ts checks each
 * against ICU, for counts of every plural case in both languages).
 */

/**
 * Text without ICU syntax: an apostrophe is text unless it escapes one of `{}<#|'`, and `<` is
 * text unless a tag's name or end follows it ("leave out < and >").
 */
const TEXT = String.raw`(?:[^{}<#']|'(?![{}<#|'])|<(?![a-zA-Z/]))+`;
/**
 * One piece of a plain message, in order: text, an `{argument}`, or a `<tag>` around text and
 * arguments (not another tag).
 */
const PIECE = new RegExp(String.raw`(${TEXT})|\{(\w+)\}|<(\w+)>((?:${TEXT}|\{\w+\})*)</\3>`, "y");
/** One piece inside a tag: text or an `{argument}`. */
const INSIDE = new RegExp(String.raw`(${TEXT})|\{(\w+)\}`, "g");
/** Where a choice of words begins: `{count, plural,` or `{state, select,`. */
const CHOICE = /\{\s*(\w+)\s*,\s*(plural|select)\s*,/y;
/** A choice's case and the brace that opens its words (`one {`, `=0 {`, `BOOKED {`), or its end. */
const CASE = /\s*(?:(=\d+|\w+)\s*\{|(\}))/y;
/** One piece of a case's words: text, an `{argument}`, `#` (a count's number), or the case's end. */
const CASE_PIECE = new RegExp(String.raw`(${TEXT})|\{(\w+)\}|(#)|(\})`, "y");
/** The cases a count's words may have. */
const PLURAL_CASES = /^(?:=\d+|zero|one|two|few|many|other)$/;

export type Flat =
  | { text: string }
  | { argument: string }
  | { count: true }
  | { choice: string; plural: boolean; cases: Map<string, Flat[]> };
export type Piece = Flat | { tag: string; inside: Flat[] };

/**
 * The cases of a choice from `at`, just past `{count, plural,` (or `{state, select,`) in
 * `message`, and where they end; null for anything but plain words in its cases (and `#` in a
 * count's), or without the `other` case.
 */
function choiceCases(message: string, at: number, plural: boolean) {
  const cases = new Map<string, Flat[]>();
  const kase = new RegExp(CASE);
  const piece = new RegExp(CASE_PIECE);
  kase.lastIndex = at;
  for (;;) {
    const opened = kase.exec(message);
    if (!opened) return null;
    if (opened[2]) break;
    if (plural && !PLURAL_CASES.test(opened[1]!)) return null;
    const words: Flat[] = [];
    piece.lastIndex = kase.lastIndex;
    for (;;) {
      const match = piece.exec(message);
      if (!match) return null;
      const [, text, argument, count, closed] = match;
      if (closed) break;
      if (count && !plural) return null;
      words.push(
        text !== undefined ? { text } : argument !== undefined ? { argument } : { count: true },
      );
    }
    cases.set(opened[1]!, words);
    kase.lastIndex = piece.lastIndex;
  }
  return cases.has("other") ? { cases, end: kase.lastIndex } : null;
}

/**
 * A message's pieces when its only syntax is `{name}` arguments, choices of words
 * (`{count, plural, one {# seat} other {# seats}}`, `{state, select, BOOKED {...} other {...}}`)
 * with plain words in their cases, and tags around plain text: no number or date format, no
 * nested tag or choice. Null for any other message (none in the catalogues, as
 * tests/unit/messages.test.ts checks).
 */
export function plainPieces(message: string): Piece[] | null {
  const pieces: Piece[] = [];
  const piece = new RegExp(PIECE);
  const choice = new RegExp(CHOICE);
  while (piece.lastIndex < message.length) {
    choice.lastIndex = piece.lastIndex;
    const opened = choice.exec(message);
    if (opened) {
      const plural = opened[2] === "plural";
      const found = choiceCases(message, choice.lastIndex, plural);
      if (!found) return null;
      pieces.push({ choice: opened[1]!, plural, cases: found.cases });
      piece.lastIndex = found.end;
      continue;
    }
    const match = piece.exec(message);
    if (!match) return null;
    const [, text, argument, tag, inside] = match;
    if (text !== undefined) pieces.push({ text });
    else if (argument !== undefined) pieces.push({ argument });
    else
      pieces.push({
        tag: tag!,
        inside: [...inside!.matchAll(INSIDE)].map(([, t, a]) =>
          t !== undefined ? { text: t } : { argument: a! },
        ),
      });
  }
  return pieces;
}

/**
 * Each language's plural case of a count (CLDR's rules, which `Intl.PluralRules` applies, on the
 * count's size): asking the browser's own rules costs a phone tens of milliseconds on a page's
 * first count, as it loads its locale data.
 */
const PLURAL_CASE: Record<Locale, (size: number) => string> = {
  en: (size) => (size === 1 ? "one" : "other"),
  ar: (size) => {
    if (!Number.isInteger(size)) return "other";
    if (size <= 2) return ["zero", "one", "two"][size]!;
    const last = size % 100;
    return last >= 3 && last <= 10 ? "few" : last >= 11 ? "many" : "other";
  },
};

/**
 * A count as ICU writes `#` (each language's number format: a comma between thousands, Western
 * digits, at most three decimals); undefined for a count it would round.
 */
function countText(count: number, locale: Locale): string | undefined {
  const [whole, fraction] = String(Math.abs(count)).split(".");
  if (!/^\d+$/.test(whole!) || (fraction !== undefined && fraction.length > 3)) return undefined;
  const sign = count < 0 ? MINUS[locale] : "";
  return `${sign}${thousands(whole!)}${fraction ? `.${fraction}` : ""}`;
}

/** The message at `key` ("cart.empty") in a catalogue: its text, a group of messages, or undefined. */
export function messageAt(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** An argument as ICU writes a plain one: text as it is, a number as `String` writes it. */
function plainArgument(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** The case of a choice that `value` picks, as ICU picks it; undefined for a value it refuses. */
function chosenCase(piece: Extract<Flat, { choice: string }>, value: unknown, locale: Locale) {
  if (!piece.plural) {
    const key = plainArgument(value);
    return key === undefined ? undefined : (piece.cases.get(key) ?? piece.cases.get("other"));
  }
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  return (
    piece.cases.get(`=${value}`) ??
    piece.cases.get(PLURAL_CASE[locale](Math.abs(value))) ??
    piece.cases.get("other")
  );
}

/**
 * The text of plain pieces with their arguments in `locale` (`count`: the number `#` stands
 * for); undefined when an argument is not plain.
 */
export function plainText(
  pieces: Flat[],
  values: Record<string, unknown>,
  locale: Locale,
  count?: number,
): string | undefined {
  let text = "";
  for (const piece of pieces) {
    let part: string | undefined;
    if ("text" in piece) part = piece.text;
    else if ("argument" in piece) part = plainArgument(values[piece.argument]);
    else if ("count" in piece) part = count === undefined ? undefined : countText(count, locale);
    else {
      const value = values[piece.choice];
      const words = chosenCase(piece, value, locale);
      part = words && plainText(words, values, locale, piece.plural ? (value as number) : count);
    }
    if (part === undefined) return undefined;
    text += part;
  }
  return text;
}

export type Values = Record<string, unknown>;
type RichTag = (chunks: ReactNode[]) => ReactNode;

/**
 * A message with tags as `.rich` returns it: the text, or the text and the tags' elements in
 * order, each element keyed by its tag and its count (as next-intl keys them). Undefined when a
 * value is not plain text, a number or a tag's function.
 */
export function richText(pieces: Piece[], values: Values, locale: Locale): ReactNode | undefined {
  const out: ReactNode[] = [];
  const counts = new Map<string, number>();
  let text = "";
  for (const piece of pieces) {
    if (!("tag" in piece)) {
      const part = plainText([piece], values, locale);
      if (part === undefined) return undefined;
      text += part;
      continue;
    }
    const wrap = values[piece.tag];
    const inside = plainText(piece.inside, values, locale);
    if (typeof wrap !== "function" || inside === undefined) return undefined;
    let result = (wrap as RichTag)(inside ? [inside] : []);
    if (isValidElement(result)) {
      const count = counts.get(piece.tag) ?? 0;
      counts.set(piece.tag, count + 1);
      result = cloneElement(result, { key: piece.tag + count });
    }
    for (const item of Array.isArray(result) ? (result as ReactNode[]) : [result]) {
      if (typeof item === "string") {
        text += item;
        continue;
      }
      if (text) out.push(text);
      text = "";
      out.push(item);
    }
  }
  if (text || out.length === 0) out.push(text);
  return out.length === 1 ? out[0] : out;
}
