import { INTL_LOCALE, type Locale } from "../i18n/locales";
import type { MessageKey } from "../i18n/messages";
import { formatCad, minimumPayCents } from "./pricing";

/**
 * What the Pay Amount box offers beside it, and the line under it, before anything is typed: the
 * total and the smallest first payment the server accepts (`minimumPayCents`, the same rule), and
 * the day the rest is due (the event's balance due date, the one due day every page names).
 */

/** A button that fills the box with an amount. */
export type PayChoice = {
  key: "checkout.payInFull" | "checkout.payMinimum";
  params: { amount: string };
  cents: number;
};

export type PayAmountWording = {
  choices: PayChoice[];
  help: { key: MessageKey; params: Record<string, string> };
  minCents: number;
};

/** The event's balance due date (`YYYY-MM-DD`) as the reader's language writes it: "June 1, 2027". */
export function formatDueDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The choices and the help of a Pay Amount box for `totalCents`. A checkout paid in full only
 * (tickets: `minPercent` 100) offers no choice and says so, and so does an empty cart; otherwise
 * "Pay in full" and "Pay the minimum now ({amount})", and the help names the minimum and the due
 * day.
 */
export function payAmountWording(
  totalCents: number,
  minPercent: number,
  locale: Locale,
  dueDay: string | null = null,
): PayAmountWording {
  const minCents = minimumPayCents(totalCents, minPercent);
  if (minPercent >= 100)
    return { choices: [], help: { key: "checkout.ticketsPaidInFull", params: {} }, minCents };
  if (totalCents === 0)
    return { choices: [], help: { key: "checkout.payAmountNothing", params: {} }, minCents };
  const min = formatCad(minCents, locale);
  const choices: PayChoice[] = [
    {
      key: "checkout.payInFull",
      params: { amount: formatCad(totalCents, locale) },
      cents: totalCents,
    },
    ...(minCents < totalCents
      ? [{ key: "checkout.payMinimum" as const, params: { amount: min }, cents: minCents }]
      : []),
  ];
  const help: PayAmountWording["help"] = dueDay
    ? {
        key: "checkout.payAmountHelp" as const,
        params: { min, date: formatDueDay(dueDay, locale) },
      }
    : { key: "checkout.payAmountHelpNoDate" as const, params: { min } };
  return { choices, help, minCents };
}
