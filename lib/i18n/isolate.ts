import type { Locale } from "./locales";

const FSI = "\u2068"; // FIRST STRONG ISOLATE
const PDI = "\u2069"; // POP DIRECTIONAL ISOLATE

/**
 * A name inside plain text (an alert, an aria-label, an e-mail's sentence), kept whole on a
 * right-to-left page: booth "T-01", a pass's "K7QMX-3WP9A", an English event name in Arabic.
 * English text is left exactly as it was.
 */
export function isolate(text: string, locale: Locale): string {
  return locale === "en" ? text : `${FSI}${text}${PDI}`;
}
