"use client";

import { createContext, use } from "react";
import { loadCatalogue } from "#i18n/catalogues";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { translator, type Messages } from "@/lib/i18n/messages";

/** The other language's words about itself, for the offer to read a page in it. */
export type OtherLanguageWords = Messages["language"];

const LocaleContext = createContext<{ locale: Locale; otherLanguage: OtherLanguageWords | null }>({
  locale: DEFAULT_LOCALE,
  otherLanguage: null,
});

/**
 * Gives the page's language and its words to the client components below it (set once, by the
 * root layout). The words are a script of their own per language, in neither the page's HTML
 * nor its other scripts (lib/i18n/catalogues-in-browser.ts): in the browser the provider waits
 * for its language's before the components below it run (hydration waits, the server's HTML
 * shown meanwhile), and the browser keeps them across pages; on the server they are at hand.
 * They are kept for the code those components call outside React too (lib/i18n/messages.ts).
 */
export function LocaleProvider({
  locale,
  otherLanguage,
  children,
}: {
  locale: Locale;
  otherLanguage: OtherLanguageWords;
  children: React.ReactNode;
}) {
  use(loadCatalogue(locale));
  return <LocaleContext value={{ locale, otherLanguage }}>{children}</LocaleContext>;
}

/**
 * Another language's words for the components below it, where a page shows that language too
 * (the console's preview of an event's Arabic page): they wait for that language's script.
 */
export function MoreWords({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  use(loadCatalogue(locale));
  return children;
}

/** The page's language. */
export function useLocale(): Locale {
  return use(LocaleContext).locale;
}

/** The other language's words about itself ("العربية" on an English page). */
export function useOtherLanguageWords(): OtherLanguageWords | null {
  return use(LocaleContext).otherLanguage;
}

/**
 * The page's translator, its language, and `href` for a site path in that language
 * (`href("/cart")` is "/ar/cart" on an Arabic page).
 */
export function useT() {
  const locale = useLocale();
  return { t: translator(locale), locale, href: (path: string) => localePath(locale, path) };
}
