"use client";

import { createContext, use } from "react";
import { holdCatalogue } from "#i18n/catalogues";
import type { PageMessages } from "@/lib/i18n/catalogues";
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
 * root layout, which hands over the page's own catalogue only: a page's JavaScript carries no
 * catalogue, so an English page never loads the Arabic words, nor an Arabic page the English).
 * The words are kept for the code those components call outside React too (lib/i18n/messages.ts).
 */
export function LocaleProvider({
  locale,
  messages,
  otherLanguage,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  otherLanguage: OtherLanguageWords;
  children: React.ReactNode;
}) {
  holdCatalogue(locale, messages);
  return <LocaleContext value={{ locale, otherLanguage }}>{children}</LocaleContext>;
}

/**
 * Another language's words for the components below it, where a page shows that language too
 * (the console's preview of an event's Arabic page).
 */
export function MoreWords({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageMessages;
  children: React.ReactNode;
}) {
  holdCatalogue(locale, messages);
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
