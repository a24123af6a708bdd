"use client";

import { useLayoutEffect, useSyncExternalStore } from "react";
import { getAlerts, getServerAlerts, hostAlertsInline, subscribeAlerts } from "@/lib/site/alerts";
import { AlertBox } from "./alert-area";

/**
 * The site's alerts (the welcome after signing up or logging in, ...) shown in the page's flow
 * instead of floating at the bottom of the screen: above a seat grid, whose last rows they would
 * cover on a phone, and above the login form, where "Registration successful" stays in view
 * beside the heading without covering the Login button. While this is shown the global alert
 * area stays empty; it is taken before the page is painted, so an alert never flashes over it.
 */
export function InlineAlerts() {
  const alerts = useSyncExternalStore(subscribeAlerts, getAlerts, getServerAlerts);
  useLayoutEffect(() => hostAlertsInline(), []);
  return (
    <div
      aria-live="polite"
      data-testid="page-alerts"
      className="mb-4 flex flex-col gap-2 empty:mb-0"
    >
      {alerts.map((a) => (
        <AlertBox key={a.id} alert={a} />
      ))}
    </div>
  );
}
