"use client";

import { usePathname, useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import {
  HTML_LANG,
  localePath,
  otherLocale,
  preferredLocale,
  splitLocalePath,
  type Locale,
} from "@/lib/i18n/locales";
import { useOtherLanguageWords, useT, type OtherLanguageWords } from "./locale-provider";

/** Where a visitor's choice of language is kept (this browser only). */
const CHOICE_KEY = "mahrajan.locale";
const CHOICE_EVENT = "mahrajan:locale";

function readChoice(): Locale | null {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return value === "en" || value === "ar" ? value : null;
  } catch {
    return null;
  }
}

function remember(locale: Locale) {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHOICE_EVENT));
}

function subscribeChoice(onChange: () => void) {
  window.addEventListener(CHOICE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHOICE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The organiser console is in English only (its Arabic addresses are not found): its pages offer
 * no other language.
 */
const isEnglishOnly = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The same page in the other language, keeping its query ("?token=..."); null on a page that
 * has no other language.
 */
function useOtherPage(): { locale: Locale; href: string; words: OtherLanguageWords } | null {
  const { locale } = useT();
  const words = useOtherLanguageWords();
  const target = otherLocale(locale);
  const { path } = splitLocalePath(usePathname() ?? "/");
  if (isEnglishOnly(path) || !words) return null;
  return { locale: target, href: localePath(target, path), words };
}

/** Follows a link to the other language, remembering the choice and keeping the query. */
function useGo() {
  const router = useRouter();
  return (e: React.MouseEvent, href: string, locale: Locale) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    remember(locale);
    // The root layout's language changes, so the router loads the page whole (<html lang dir>).
    router.push(`${href}${window.location.search}`);
  };
}

/**
 * The header's (and the compact menu's) link to this page in the other language, named in that
 * language ("العربية" on English pages, "English" on Arabic ones; each catalogue's
 * `language.*` messages speak of its own language), which remembers the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useOtherPage();
  const go = useGo();
  if (!other) return null;
  return (
    <a
      href={other.href}
      hrefLang={HTML_LANG[other.locale]}
      lang={HTML_LANG[other.locale]}
      className={className}
      onClick={(e) => go(e, other.href, other.locale)}
    >
      {other.words.name}
    </a>
  );
}

const serverNull = () => null;

/** The language this browser asks for first, if it is one of ours (its Accept-Language). */
function browserLocale(): Locale | null {
  return preferredLocale((navigator.languages ?? [navigator.language]).join(","));
}

/**
 * An offer, never a redirect: a visitor whose browser asks for Arabic first (or who chose Arabic
 * before) and lands on an English page is offered the Arabic page, and the other way round for
 * a remembered choice of English. Shown after the page loads, at the bottom of the screen, so
 * shared links and crawlers see the same page and nothing moves under the reader.
 */
export function LanguageOffer() {
  const { locale } = useT();
  const other = useOtherPage();
  const go = useGo();
  const choice = useSyncExternalStore(subscribeChoice, readChoice, serverNull);
  const browser = useSyncExternalStore(subscribeChoice, browserLocale, serverNull);
  const wanted = choice ?? browser;
  if (!other || !wanted || wanted === locale) return null;
  const { words } = other;
  return (
    <aside
      lang={HTML_LANG[other.locale]}
      dir={other.locale === "ar" ? "rtl" : "ltr"}
      aria-label={words.offer}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg bg-night px-4 py-3 text-sand-100 shadow-lg"
    >
      <p className="flex-1">{words.offer}</p>
      <a
        href={other.href}
        hrefLang={HTML_LANG[other.locale]}
        className="btn-gold"
        onClick={(e) => go(e, other.href, other.locale)}
      >
        {words.offerLink}
      </a>
      <button type="button" className="underline" onClick={() => remember(locale)}>
        {words.dismiss}
      </button>
    </aside>
  );
}
