import { INTL_LOCALE, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import type { ThingsToDo } from "./things-to-do";

/** "3 things to do before January 16, 2025" in the reader's language. */
export function thingsToDoLine(todo: ThingsToDo, locale: Locale): string {
  const t = translator(locale);
  if (!todo.before) return t("checklist.thingsToDoUndated", { count: todo.count });
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${todo.before}T12:00:00Z`));
  return t("checklist.thingsToDo", { count: todo.count, date });
}

/** Where the profile shows an order's checklist. */
export const checklistPath = (orderId: number) => `/profile#checklist-${orderId}`;
