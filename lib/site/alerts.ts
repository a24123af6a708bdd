/**
 * The global alert area's store: success, error, info and warning messages;
 * auto-closing ones vanish after 3 s with a 250 ms fade; all are cleared on navigation except
 * those kept after a route change (which survive exactly one navigation).
 */
export type AlertType = "success" | "error" | "info" | "warning";
export type Alert = {
  id: string;
  type: AlertType;
  message: string;
  autoClose: boolean;
  keepAfterRouteChange: boolean;
  fade: boolean;
};
export type AlertOptions = Partial<Pick<Alert, "autoClose" | "keepAfterRouteChange" | "id">>;

export const AUTO_CLOSE_MS = 3000;
export const FADE_MS = 250;

type Listener = () => void;
let alerts: Alert[] = [];
const listeners = new Set<Listener>();
let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: Alert[]) {
  alerts = next;
  listeners.forEach((l) => l());
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAlerts(): Alert[] {
  return alerts;
}

const EMPTY: Alert[] = [];
export function getServerAlerts(): Alert[] {
  return EMPTY;
}

export function showAlert(type: AlertType, message: string, options: AlertOptions = {}): string {
  const id = options.id ?? `alert-${++counter}`;
  const alert: Alert = {
    id,
    type,
    message,
    autoClose: options.autoClose ?? type !== "error",
    keepAfterRouteChange: options.keepAfterRouteChange ?? false,
    fade: false,
  };
  emit([...alerts.filter((a) => a.id !== id), alert]);
  // A new alert with the same id replaces the old one, and the old one's timer with it.
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (alert.autoClose) {
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        removeAlert(id);
      }, AUTO_CLOSE_MS),
    );
  }
  return id;
}

export const alertService = {
  success: (message: string, options?: AlertOptions) => showAlert("success", message, options),
  error: (message: string, options?: AlertOptions) => showAlert("error", message, options),
  info: (message: string, options?: AlertOptions) => showAlert("info", message, options),
  warning: (message: string, options?: AlertOptions) => showAlert("warning", message, options),
};

let inlineHosts = 0;

/**
 * A part of the page that shows the alerts itself, in its own flow (beside a seat grid, which
 * no floating alert may cover): while one is shown, the global area shows none. Returns the
 * function that gives them back to the global area.
 */
export function hostAlertsInline(): () => void {
  inlineHosts++;
  emit(alerts);
  return () => {
    inlineHosts--;
    emit(alerts);
  };
}

export function alertsHostedInline(): boolean {
  return inlineHosts > 0;
}

/** Fades the alert out, then removes it 250 ms later. */
export function removeAlert(id: string): void {
  if (!alerts.some((a) => a.id === id && !a.fade)) return;
  emit(alerts.map((a) => (a.id === id ? { ...a, fade: true } : a)));
  setTimeout(() => emit(alerts.filter((a) => a.id !== id)), FADE_MS);
}

/** Called on each route change: drop alerts that were not kept; kept ones survive this one change. */
export function clearAlertsOnNavigation(): void {
  emit(
    alerts
      .filter((a) => a.keepAfterRouteChange)
      .map((a) => ({ ...a, keepAfterRouteChange: false })),
  );
}

export function clearAllAlerts(): void {
  emit([]);
}
