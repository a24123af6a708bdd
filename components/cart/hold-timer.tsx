"use client";

import { useEffect, useState, type ReactNode } from "react";
import { timeLeft } from "@/lib/open-checkout";

const clock = new Intl.DateTimeFormat("en-CA", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/Toronto",
});

/**
 * How long a checkout's hold has left, counting down; once it has lapsed, says so. The live
 * region announces the change from held to lapsed, not every second.
 */
export function HoldTimer({
  until,
  items,
  children,
}: {
  until: string;
  /** What is held, as a noun phrase: "the booths of your open checkout". */
  items: string;
  /** Shown while the hold runs (e.g. the way back to the payment page). */
  children?: ReactNode;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = timeLeft(until, now);
  const at = clock.format(new Date(until));
  return (
    <span data-testid="hold-timer">
      {left && (
        <>
          {items.charAt(0).toUpperCase() + items.slice(1)} are held for you until {at} (
          <span aria-hidden="true">{left} left</span>). {children}
        </>
      )}
      {/* announced once, when the hold lapses, not at every tick */}
      <span role="status">
        {left ? "" : `The hold on ${items} ended at ${at}: others can book them again.`}
      </span>
    </span>
  );
}
