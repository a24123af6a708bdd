"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useT } from "../locale-provider";
import { INTL_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { timeLeft } from "@/lib/cart/open-checkout";

/** The hold's end as a clock time in Toronto, in the page's language ("6:30 p.m.", "6:30 م"). */
const clocks = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "America/Toronto",
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

const WORDS = {
  checkout: { held: "hold.checkoutHeld", ended: "hold.checkoutEnded" },
  order: { held: "hold.orderHeld", ended: "hold.orderEnded" },
} as const;

/**
 * How long a checkout's hold has left, counting down; once it has lapsed, says so. The live
 * region announces the change from held to lapsed, not every second.
 */
export function HoldTimer({
  until,
  holder,
  children,
}: {
  until: string;
  /** Whose items are held: this browser's open checkout, or an order in the list of orders. */
  holder: keyof typeof WORDS;
  /** Shown while the hold runs (e.g. the way back to the payment page). */
  children?: ReactNode;
}) {
  const { t, locale } = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = timeLeft(until, now, locale);
  const time = clocks[locale].format(new Date(until));
  return (
    <span data-testid="hold-timer">
      {left && (
        <>
          {t.rich(WORDS[holder].held, {
            time,
            remaining: left,
            left: (chunks) => <span aria-hidden="true">{chunks}</span>,
          })}{" "}
          {children}
        </>
      )}
      {/* announced once, when the hold lapses, not at every tick */}
      <span role="status">{left ? "" : t(WORDS[holder].ended, { time })}</span>
    </span>
  );
}
