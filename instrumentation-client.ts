import { loadCatalogue } from "#i18n/catalogues";
import { HTML_LANG, LOCALES } from "@/lib/i18n/locales";

/*
 * Runs in the browser before any of the site's client code (Next loads it ahead of hydration).
 *
 * zod compiles its object parsers with `new Function` unless configured `jitless`, and first
 * probes whether it may; the site's Content-Security-Policy forbids eval, so the probe alone is a
 * policy violation on every page that builds a schema. Schemas read the setting when they are
 * constructed, that is when their modules load, so it is set here, before any of them.
 *
 * zod keeps its configuration (what `z.config()` sets and returns) on `globalThis` under this
 * name, and adopts an object already there; setting it directly spares every page loading zod's
 * core only to configure it (tests/unit/zod-jitless.test.ts checks that zod reads it). The
 * server keeps the compiled parsers.
 */
const ZOD_CONFIG = "__zod_globalConfig";

const scope = globalThis as { [ZOD_CONFIG]?: Record<string, unknown> };
scope[ZOD_CONFIG] = { ...scope[ZOD_CONFIG], jitless: true };

/*
 * The page's words are a script of their own per language (lib/i18n/catalogues-in-browser.ts),
 * which hydration waits for. Fetched from here, as the page's scripts start, rather than once
 * hydration reaches the provider that needs them, they are on their way with the page's other
 * scripts (before the page's load event), not a round trip after them.
 */
if (typeof document !== "undefined") {
  const lang = document.documentElement.lang;
  const pageLocale = LOCALES.find((locale) => HTML_LANG[locale] === lang);
  if (pageLocale) void loadCatalogue(pageLocale);
}
