import type { Metadata } from "next";
import { LOCALES, localePath, OG_LOCALE, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";

/**
 * A page's address in its language and its alternates in every language: the canonical link,
 * `hreflang` links for English, Arabic and `x-default` (the English page, which needs no language
 * in its address), and the Open Graph address and locale.
 */
export function pageAlternates(
  locale: Locale,
  path: string,
): Pick<Metadata, "alternates"> & { openGraph: { url: string; locale: string } } {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localePath(l, path);
  languages["x-default"] = path;
  return {
    alternates: { canonical: localePath(locale, path), languages },
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/**
 * The metadata of a public page: title, description, social title and its alternates. (A page's
 * `openGraph` replaces the layout's whole, so the site's name and type are repeated here.)
 */
export function pageMetadata(
  locale: Locale,
  path: string,
  {
    title,
    description,
    socialTitle,
  }: { title: string; description?: string; socialTitle?: string },
): Metadata {
  const { alternates, openGraph } = pageAlternates(locale, path);
  return {
    title,
    ...(description ? { description } : {}),
    alternates,
    openGraph: {
      siteName: translator(locale)("site.name"),
      type: "website",
      ...openGraph,
      ...(socialTitle ? { title: socialTitle } : {}),
    },
  };
}
