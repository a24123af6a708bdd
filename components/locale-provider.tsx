"use client";

import { createContext, use } from "react";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives the page's language to the client components below it (set once, by the root layout). */
export function LocaleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language. */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/**
 * The page's translator, its language, and `href` for a site path in that language
 * (`href("/cart")` is "/ar/cart" on an Arabic page).
 */
export function useT() {
  const locale = useLocale();
  return { t: translator(locale), locale, href: (path: string) => localePath(locale, path) };
}
