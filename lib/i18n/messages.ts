import type { ReactNode } from "react";
import { catalogueOf, RULES_IN_WORDS } from "#i18n/catalogues";
import { icuTranslator } from "#i18n/icu";
import type en from "../../messages/en.json";
import type enServer from "../../messages/en.server.json";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { amountsIn } from "./money";
import {
  messageAt,
  plainPieces,
  plainText,
  richText,
  type Flat,
  type Piece,
  type Values,
} from "./plain-messages";

/**
 * The words the site shows, in one catalogue per language (ICU message format, nested by area):
 * `messages/<locale>.json`, the words pages show, and `messages/<locale>.server.json`, what only
 * the server writes (e-mails, the text of pages without client code, invoices). Client
 * components, server components, API code and e-mails all take their wording from here; where
 * the catalogues come from depends on where the code runs (`#i18n/catalogues`, chosen by
 * package.json's `imports`): on the server both languages are at hand, whole (`catalogues.ts`);
 * in the browser only the page's own language's words, a script of their own that the page
 * fetches (`catalogues-in-browser.ts`), so no page's own scripts carry a catalogue.
 *
 * Keys are stable names of what a message says, not of where it appears: every catalogue carries
 * the same keys (a unit test checks), and renaming a key is a change to every catalogue.
 */
export type Messages = typeof en & typeof enServer;

/** A language's words as the browser holds them: without what only the server writes. */
export type PageMessages = typeof en;

/** The catalogue of `locale`; in the browser, a language whose words have not arrived is a bug. */
function catalogue(locale: Locale): Messages {
  const found = catalogueOf(locale);
  if (!found) throw new Error(`This page holds no "${locale}" catalogue; use the page's language`);
  return found;
}

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
  if (typeof messageAt(catalogue(locale), key) !== "string") return undefined;
  return (translator(locale) as unknown as (k: string, p?: MessageParams) => string)(
    key,
    params && amountsIn(params, locale),
  );
}

export type Translator = ReturnType<typeof icuTranslator>;

/**
 * The translator of `locale`, writing plain messages itself: ICU's formatter costs a phone tens
 * of milliseconds on a page's first message it formats (it resolves the locale against the
 * browser's own data), and most messages only put a name or a count in a sentence, or wrap a
 * few words in a link, or choose words by a count or a value (`{count, plural, ...}`,
 * `{state, select, ...}`). Formats and nested tags or choices go to ICU (`.markup` and `.raw`
 * always), as does a count ICU would round, and the result is the same either way (tests/unit/messages.test.ts compares every
 * message of both catalogues).
 */
function build(locale: Locale, messages: Messages): Translator {
  const icu = icuTranslator(locale, messages);
  const parsed = new Map<string, Piece[] | null>();
  const piecesOf = (key: string) => {
    let found = parsed.get(key);
    if (found === undefined) {
      const node = messageAt(messages, key);
      found = typeof node === "string" ? plainPieces(node) : null;
      parsed.set(key, found);
    }
    return found;
  };
  const icuWrite = icu as unknown as (key: string, values?: Values) => string;
  const icuRich = icu.rich as unknown as (key: string, values?: Values) => ReactNode;
  const write = (key: string, values?: Values) => {
    const pieces = piecesOf(key);
    if (pieces && pieces.every((piece) => !("tag" in piece))) {
      const text = plainText(pieces as Flat[], values ?? {}, locale);
      if (text !== undefined) return text;
    }
    return icuWrite(key, values);
  };
  const rich = (key: string, values?: Values) => {
    const pieces = piecesOf(key);
    const node = pieces ? richText(pieces, values ?? {}, locale) : undefined;
    return node === undefined ? icuRich(key, values) : node;
  };
  return Object.assign(write, icu, { rich }) as unknown as Translator;
}

/** Each language's translator with the catalogue it was built over. */
const translators = new Map<Locale, { messages: Messages; translator: Translator }>();

/**
 * The translator of a language: `translator("ar")("cart.empty")`, with ICU arguments as the
 * second parameter; `.rich` puts elements into a message's tags (`<link>…</link>`) for JSX.
 */
export function translator(locale: Locale): Translator {
  const messages = catalogue(locale);
  let found = translators.get(locale);
  if (found?.messages !== messages) {
    found = { messages, translator: build(locale, messages) };
    translators.set(locale, found);
  }
  return found.translator;
}

/** A message by key with its ICU arguments: what a refusal (an AppError) or a rule carries. */
export type CodedMessage = { code: MessageKey; params?: MessageParams };

const ruleMessages = new Map<string, CodedMessage>();

/**
 * In the browser a rule's message is its code rather than its English words (the page holds
 * only its own language's catalogue, and schemas are built before its words arrive):
 * this mark, then the key and its arguments as JSON. `inPageLanguage` writes it in the page's
 * language, as the forms' resolver does with every error it returns
 * (components/forms/zod-resolver.ts).
 */
const CODED = "\u2060rule:";

function coded(text: string): CodedMessage | undefined {
  if (!text.startsWith(CODED)) return undefined;
  const [code, params] = JSON.parse(text.slice(CODED.length)) as [MessageKey, MessageParams?];
  return params ? { code, params } : { code };
}

/**
 * A validation rule's message, as zod carries it: on the server, the English text of `key` (what
 * the API's `errors` and `payload` say), remembered with its key and arguments, so the API's issue
 * about it carries its code and a page in another language shows the rule in its own words
 * (`inPageLanguage`); in the browser, the key and arguments themselves. Called where schemas are
 * built, so what it remembers is bounded.
 */
export function ruleMessage(key: MessageKey, params?: MessageParams): string {
  if (!RULES_IN_WORDS) return CODED + JSON.stringify(params ? [key, params] : [key]);
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
export const ruleOf = (text: string): CodedMessage | undefined =>
  coded(text) ?? ruleMessages.get(text);

/**
 * A rule's message in `locale` (a form checking its fields in the browser shows what its schema
 * says); other text is shown as it is.
 */
export function inPageLanguage(text: string, locale: Locale): string {
  const code = coded(text);
  if (code) return formatMessage(locale, code.code, code.params) ?? text;
  const rule = ruleMessages.get(text);
  if (!rule || locale === DEFAULT_LOCALE) return text;
  return formatMessage(locale, rule.code, rule.params) ?? text;
}

type Call = (...args: unknown[]) => unknown;
const english = () => translator(DEFAULT_LOCALE);
const englishMember =
  (member: "rich" | "markup" | "raw" | "has") =>
  (...args: unknown[]) =>
    (english()[member] as Call)(...args);

/**
 * English, the language of API answers and of anything said before a language is known: server
 * code's translator. Built when first used, so a module importing it loads in the browser too
 * (where English is there on English pages only).
 */
export const t = Object.assign((...args: unknown[]) => (english() as unknown as Call)(...args), {
  rich: englishMember("rich"),
  markup: englishMember("markup"),
  raw: englishMember("raw"),
  has: englishMember("has"),
}) as unknown as Translator;
