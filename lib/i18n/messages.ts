import { createTranslator } from "next-intl";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales";
import { amountsIn } from "./money";

/**
 * The words the site shows, in one catalogue per language (`messages/<locale>.json`, ICU message
 * format, nested by area). This module has no server-only or browser-only import, so client
 * components, server components, API code and e-mails all take their wording from here.
 *
 * Keys are stable names of what a message says, not of where it appears: every catalogue carries
 * the same keys (a unit test checks), and renaming a key is a change to every catalogue.
 */
export type Messages = typeof en;

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A message's key in the catalogues ("cart.empty"); an AppError's `code` is one. */
export type MessageKey = Leaves<Messages>;

/** A message's ICU arguments, as an API answer carries them (`params`). */
export type MessageParams = Record<string, string | number>;

/**
 * The message `key` with `params` in `locale`; a key the catalogue does not hold (an answer from
 * a newer server, say) gives `undefined`.
 */
export function formatMessage(
  locale: Locale,
  key: string,
  params?: MessageParams,
): string | undefined {
  let node: unknown = CATALOGUES[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return undefined;
  return (translator(locale) as unknown as (k: string, p?: MessageParams) => string)(
    key,
    params && amountsIn(params, locale),
  );
}

export const CATALOGUES: Record<Locale, Messages> = { en, ar };

function icuTranslator(locale: Locale) {
  return createTranslator({
    locale: INTL_LOCALE[locale],
    messages: CATALOGUES[locale],
    timeZone: "America/Toronto",
  });
}

export type Translator = ReturnType<typeof icuTranslator>;

/**
 * A message whose only syntax is `{name}` arguments: no plural or select, no number or date
 * format, no tag, no escaped character (an apostrophe before one of `{}<#|'`).
 */
const PLAIN_ARGUMENTS = /^(?:[^{}<#']|'(?![{}<#|']))*(?:\{\w+\}(?:[^{}<#']|'(?![{}<#|']))*)*$/;
const ARGUMENT = /\{(\w+)\}/g;

/** An argument as ICU writes a plain one: text as it is, a number as `String` writes it. */
function plainArgument(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/**
 * The translator of `locale`, writing messages with plain arguments itself: ICU's formatter
 * costs a phone tens of milliseconds on a page's first message with arguments (it resolves the
 * locale against the browser's own data), and most messages only put a name or a count in a
 * sentence. Everything else (plurals, formats, tags, `.rich`) goes to ICU, and the result is the
 * same either way (tests/unit/messages.test.ts compares every message of both catalogues).
 */
function build(locale: Locale): Translator {
  const icu = icuTranslator(locale);
  const catalogue = CATALOGUES[locale] as unknown as Record<string, unknown>;
  const plain = new Map<string, string | null>();
  const plainMessage = (key: string) => {
    let found = plain.get(key);
    if (found === undefined) {
      let node: unknown = catalogue;
      for (const part of key.split("."))
        node = (node as Record<string, unknown> | undefined)?.[part];
      found = typeof node === "string" && PLAIN_ARGUMENTS.test(node) ? node : null;
      plain.set(key, found);
    }
    return found;
  };
  const write = (key: string, values?: Record<string, unknown>) => {
    const message = values ? plainMessage(key) : null;
    if (message !== null && values) {
      let written = true;
      const text = message.replace(ARGUMENT, (_, name: string) => {
        const value = plainArgument(values[name]);
        if (value === undefined) written = false;
        return value ?? "";
      });
      if (written) return text;
    }
    return (icu as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);
  };
  // `.rich`, `.markup`, `.raw` and `.has` are the ICU translator's own
  return Object.assign(write, icu) as unknown as Translator;
}

const translators = new Map<Locale, Translator>();

/**
 * The translator of a language: `translator("ar")("cart.empty")`, with ICU arguments as the
 * second parameter; `.rich` puts elements into a message's tags (`<link>…</link>`) for JSX.
 */
export function translator(locale: Locale): Translator {
  let found = translators.get(locale);
  if (!found) {
    found = build(locale);
    translators.set(locale, found);
  }
  return found;
}

/** A message by key with its ICU arguments: what a refusal (an AppError) or a rule carries. */
export type CodedMessage = { code: MessageKey; params?: MessageParams };

const ruleMessages = new Map<string, CodedMessage>();

/**
 * A validation rule's message, as zod carries it: the English text of `key` (what the API's
 * `errors` and `payload` say), remembered with its key and arguments, so the API's issue about it
 * carries its code and a page in another language shows the rule in its own words
 * (`inPageLanguage`). Called where schemas are built, so what it remembers is bounded.
 */
export function ruleMessage(key: MessageKey, params?: MessageParams): string {
  const text = formatMessage(DEFAULT_LOCALE, key, params) ?? key;
  const known = ruleMessages.get(text);
  // Two rules can read alike in English ("title is required." is a rule of its own and the
  // generic "{field} is required." for a field named title): the one written for the case, with
  // no arguments, wins whichever schema is built first, so a page shows the same words each time.
  if (!known || (known.params && !params))
    ruleMessages.set(text, params ? { code: key, params } : { code: key });
  return text;
}

/** The key and arguments of a rule's message (`ruleMessage`), if it is one. */
export const ruleOf = (text: string): CodedMessage | undefined => ruleMessages.get(text);

/**
 * A rule's message in `locale` (a form checking its fields in the browser shows what its schema
 * says); other text is shown as it is.
 */
export function inPageLanguage(text: string, locale: Locale): string {
  const rule = ruleMessages.get(text);
  if (!rule || locale === DEFAULT_LOCALE) return text;
  return formatMessage(locale, rule.code, rule.params) ?? text;
}

/** English, the language of API answers and of anything said before a language is known. */
export const t = translator(DEFAULT_LOCALE);
export const messages: Messages = en;
