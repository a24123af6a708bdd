import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { isolate } from "@/lib/i18n/isolate";

/**
 * Names written in another direction than the page's (booth "T-01", a seat "Row 1, Seat 3", a
 * coupon code, an English event name on an Arabic page) kept whole inside a sentence. English
 * pages are left exactly as they were.
 */

export { isolate };

/** Names listed in a sentence: "a, b" in English; the Arabic comma and isolated names in Arabic. */
export function joinNames(names: readonly string[], locale: Locale): string {
  return locale === "en" ? names.join(", ") : names.map((n) => isolate(n, locale)).join("، ");
}

/**
 * A message with names in it, each name in its own <bdi>: `format` gets a placeholder for each
 * name and returns the formatted message (`(s) => t("items.seat", { seat: s.seat })`).
 */
export function withNames<K extends string>(
  names: Record<K, string>,
  format: (slots: Record<K, string>) => string,
): ReactNode {
  const keys = Object.keys(names) as K[];
  const slots = Object.fromEntries(keys.map((k, i) => [k, `\uE000${i}\uE001`])) as Record<
    K,
    string
  >;
  const parts = format(slots).split(/\uE000(\d+)\uE001/);
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <bdi key={i}>{names[keys[Number(part)]!]}</bdi>,
  );
}
