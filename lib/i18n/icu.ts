import { createTranslator } from "next-intl";
import { INTL_LOCALE, type Locale } from "./locales";
import type { Messages } from "./messages";

/**
 * ICU's formatter (next-intl's), where a message needs it: the server's e-mails and documents
 * (`.markup`, `.raw`), and any message or value lib/i18n/messages.ts does not write itself.
 * lib/i18n/messages.ts reads it through `#i18n/icu`, which package.json's `imports` points here
 * everywhere but in the browser (there, icu-in-browser.ts: the browser is spared ICU's code and
 * locale data, as every message of the pages' catalogues is written without it).
 */
export function icuTranslator(locale: Locale, messages: Messages) {
  return createTranslator({ locale: INTL_LOCALE[locale], messages, timeZone: "America/Toronto" });
}
