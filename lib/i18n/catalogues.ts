import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import type { Locale } from "./locales";
import type { Messages } from "./messages";

/**
 * The catalogues as the server (and tests and scripts) holds them: both languages, always at
 * hand. lib/i18n/messages.ts reads them through `#i18n/catalogues`, which package.json's
 * `imports` points here everywhere but in the browser (there, catalogues-in-browser.ts).
 */
export const CATALOGUES: Record<Locale, Messages> = { en, ar };

export function catalogueOf(locale: Locale): Messages | undefined {
  return CATALOGUES[locale];
}

/**
 * What only the server writes: e-mails, the text of pages without client code, invoices. No
 * module the browser loads names them (tests/unit/import-graph.test.ts).
 */
export const SERVER_NAMESPACES = ["email", "pages", "invoices"] as const;

/** A catalogue as a page hands it to the browser: without what only the server writes. */
export type PageMessages = Omit<Messages, (typeof SERVER_NAMESPACES)[number]>;

/**
 * What a page hands to the browser (the root layout, to components/locale-provider.tsx): its own
 * language's catalogue, without what only the server writes.
 */
export function pageCatalogue(locale: Locale): PageMessages {
  let page = pageCatalogues.get(locale);
  if (!page) {
    const server: readonly string[] = SERVER_NAMESPACES;
    page = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).filter(([namespace]) => !server.includes(namespace)),
    ) as PageMessages;
    pageCatalogues.set(locale, page);
  }
  return page;
}

const pageCatalogues = new Map<Locale, PageMessages>();

/** A validation rule's message is its English text: what the API answers with. */
export const RULES_IN_WORDS = true;

/** The server holds every catalogue already: what a page hands to the browser changes nothing. */
export function holdCatalogue(_locale: Locale, _messages: PageMessages): void {}
