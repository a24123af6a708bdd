import { locale as localeParam } from "next/root-params";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "./locales";
import { translator, type Translator } from "./messages";

/**
 * The language of the page being rendered, for server components anywhere in the tree: the
 * `[locale]` segment of the root layout (English pages reach it through a rewrite, so their
 * addresses stay `/home`, `/events`, ...). It is part of the cache key of any cached function
 * that reads it.
 */
export async function getLocale(): Promise<Locale> {
  const value: unknown = await localeParam();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The page's translator and language together, for a server component. */
export async function getT(): Promise<{
  t: Translator;
  locale: Locale;
  href: (path: string) => string;
}> {
  const locale = await getLocale();
  return { t: translator(locale), locale, href: (path) => localePath(locale, path) };
}
