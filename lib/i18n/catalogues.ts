import ar from "../../messages/ar.json";
import arServer from "../../messages/ar.server.json";
import en from "../../messages/en.json";
import enServer from "../../messages/en.server.json";
import type { Locale } from "./locales";
import type { Messages, PageMessages } from "./messages";

/**
 * The catalogues as the server (and tests and scripts) holds them: both languages, whole, each
 * the page's words (`messages/<locale>.json`) with what only the server writes
 * (`messages/<locale>.server.json`). lib/i18n/messages.ts reads them through
 * `#i18n/catalogues`, which package.json's `imports` points here everywhere but in the browser
 * (there, catalogues-in-browser.ts).
 */
export const CATALOGUES: Record<Locale, Messages> = {
  en: { ...en, ...enServer },
  ar: { ...ar, ...arServer },
};

export function catalogueOf(locale: Locale): Messages | undefined {
  return CATALOGUES[locale];
}

/**
 * What only the server writes: e-mails, the text of pages without client code, invoices
 * (`messages/<locale>.server.json`). No module the browser loads names them
 * (tests/unit/import-graph.test.ts).
 */
export const SERVER_NAMESPACES = Object.keys(enServer) as (keyof typeof enServer)[];

/** A language's words as `use` reads them: a promise already settled, read without waiting. */
const settled = (words: PageMessages) =>
  Object.assign(Promise.resolve(words), { status: "fulfilled" as const, value: words });

const LOADED: Record<Locale, Promise<PageMessages>> = {
  en: settled(CATALOGUES.en),
  ar: settled(CATALOGUES.ar),
};

/**
 * A language's words for a client component to wait for (components/locale-provider.tsx); the
 * server holds them already, so rendering a page on the server never waits.
 */
export function loadCatalogue(locale: Locale): Promise<PageMessages> {
  return LOADED[locale];
}

/** A validation rule's message is its English text: what the API answers with. */
export const RULES_IN_WORDS = true;
