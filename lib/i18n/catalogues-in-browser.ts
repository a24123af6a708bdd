import type { Locale } from "./locales";
import type { Messages, PageMessages } from "./messages";

/**
 * The catalogues in the browser (package.json's `imports` points `#i18n/catalogues` here for
 * client bundles): each language's words (`messages/<locale>.json`, without what only the server
 * writes) are a script of their own, fetched when a page first needs them
 * (components/locale-provider.tsx waits for its language's before its client components run) and
 * then kept by the browser's cache across pages. So no page's own scripts carry a catalogue, and
 * a page in one language never loads the other's words.
 */
const held = new Map<Locale, Messages>();

export function catalogueOf(locale: Locale): Messages | undefined {
  return held.get(locale);
}

/**
 * A validation rule's message is its key and arguments (lib/i18n/messages.ts, `ruleMessage`):
 * schemas are built as their modules load, before the page's words have arrived.
 */
export const RULES_IN_WORDS = false;

/** One `import()` per language, so that the bundler makes each language a script of its own. */
function fetchWords(locale: Locale): Promise<PageMessages> {
  switch (locale) {
    case "ar":
      return import("../../messages/ar.json").then((words) => words.default);
    case "en":
      return import("../../messages/en.json").then((words) => words.default);
  }
}

type Loading = Promise<PageMessages> & { status?: "fulfilled"; value?: PageMessages };

const loading = new Map<Locale, Loading>();

/**
 * A language's words, fetched once: every caller (and every render of a component that waits
 * with React's `use`) gets the same promise. Once they are in, the code that writes them has
 * them (`catalogueOf`), and the promise says so, as React reads it, so `use` does not wait
 * again. A fetch that fails is forgotten, to be tried again.
 */
export function loadCatalogue(locale: Locale): Promise<PageMessages> {
  let found = loading.get(locale);
  if (!found) {
    const promise: Loading = fetchWords(locale).then(
      (words) => {
        // the words lack only what the server alone writes, which no module the browser loads names
        held.set(locale, words as Messages);
        promise.status = "fulfilled";
        promise.value = words;
        return words;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    found = promise;
    loading.set(locale, found);
  }
  return found;
}
