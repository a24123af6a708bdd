"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import {
  alertsHostedInline,
  clearAlertsOnNavigation,
  getAlerts,
  getServerAlerts,
  removeAlert,
  subscribeAlerts,
  type Alert,
  type AlertType,
} from "@/lib/site/alerts";
import { useT } from "./locale-provider";

const STYLES: Record<AlertType, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-crimson bg-red-50 text-crimson-dark",
  info: "border-sky-700 bg-sky-50 text-sky-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
};

/** One alert with its close button, in the global area or where a page shows them itself. */
export function AlertBox({ alert: a }: { alert: Alert }) {
  const { t } = useT();
  return (
    <div
      role={a.type === "error" ? "alert" : "status"}
      data-alert-type={a.type}
      className={`pointer-events-auto flex items-start justify-between gap-3 rounded-lg border-s-4 px-4 py-3 shadow-md transition-opacity duration-250 ${STYLES[a.type]} ${a.fade ? "opacity-0" : "opacity-100"}`}
    >
      <p className="font-medium">{a.message}</p>
      <button
        type="button"
        onClick={() => removeAlert(a.id)}
        className="-m-1 rounded p-1 text-lg leading-none"
        aria-label={t("alerts.close")}
      >
        ×
      </button>
    </div>
  );
}

const hostedNowhere = () => false;

/** The global alert area (empty while a part of the page shows the alerts itself). */
export function AlertArea() {
  const alerts = useSyncExternalStore(subscribeAlerts, getAlerts, getServerAlerts);
  const inline = useSyncExternalStore(subscribeAlerts, alertsHostedInline, hostedNowhere);
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname;
      clearAlertsOnNavigation();
    }
  }, [pathname]);

  return (
    // Alerts stack at the bottom of the screen (centred on phones, at the end on wider
    // screens), so they never cover the sticky header's logo, links or menu button.
    <div
      aria-live="polite"
      data-testid="alert-area"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex max-w-xl flex-col gap-2 px-4 sm:start-auto sm:end-4 sm:w-md sm:px-0"
    >
      {!inline && alerts.map((a) => <AlertBox key={a.id} alert={a} />)}
    </div>
  );
}
