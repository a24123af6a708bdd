import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTO_CLOSE_MS,
  FADE_MS,
  alertService,
  clearAlertsOnNavigation,
  clearAllAlerts,
  getAlerts,
  getServerAlerts,
  removeAlert,
  showAlert,
  subscribeAlerts,
} from "@/lib/site/alerts";

const messagesShown = () => getAlerts().map((a) => a.message);

beforeEach(() => {
  vi.useFakeTimers();
  clearAllAlerts();
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  clearAllAlerts();
});

describe("showAlert / alertService", () => {
  it("adds an alert with the given type and message and returns its id", () => {
    const id = showAlert("info", "Doors open at 10");
    expect(getAlerts()).toEqual([
      {
        id,
        type: "info",
        message: "Doors open at 10",
        autoClose: true,
        keepAfterRouteChange: false,
        fade: false,
      },
    ]);
  });

  it("gives each alert a distinct id", () => {
    const a = showAlert("info", "one");
    const b = showAlert("info", "two");
    expect(a).not.toBe(b);
    expect(getAlerts().map((x) => x.id)).toEqual([a, b]);
  });

  it.each(["success", "error", "info", "warning"] as const)(
    "alertService.%s shows an alert of that type",
    (type) => {
      const id = alertService[type]("Hello");
      expect(getAlerts()).toHaveLength(1);
      expect(getAlerts()[0]).toMatchObject({ id, type, message: "Hello" });
    },
  );

  it("auto-closes success, info and warning alerts by default but not errors", () => {
    alertService.success("s");
    alertService.info("i");
    alertService.warning("w");
    alertService.error("e");
    expect(Object.fromEntries(getAlerts().map((a) => [a.type, a.autoClose]))).toEqual({
      success: true,
      info: true,
      warning: true,
      error: false,
    });
  });

  it("shows alerts in the order they were raised", () => {
    alertService.success("first");
    alertService.error("second");
    alertService.info("third");
    expect(messagesShown()).toEqual(["first", "second", "third"]);
  });

  it("replaces an alert shown again with the same id instead of duplicating it", () => {
    showAlert("info", "saving…", { id: "save", autoClose: false });
    showAlert("info", "other", { autoClose: false });
    showAlert("success", "saved", { id: "save", autoClose: false });
    expect(getAlerts().filter((a) => a.id === "save")).toEqual([
      {
        id: "save",
        type: "success",
        message: "saved",
        autoClose: false,
        keepAfterRouteChange: false,
        fade: false,
      },
    ]);
    expect(messagesShown()).toEqual(["other", "saved"]);
  });

  it("passes the options through", () => {
    const id = alertService.success("Saved", {
      autoClose: false,
      keepAfterRouteChange: true,
      id: "custom",
    });
    expect(id).toBe("custom");
    expect(getAlerts()[0]).toMatchObject({
      id: "custom",
      autoClose: false,
      keepAfterRouteChange: true,
    });
  });
});

describe("auto close", () => {
  it("uses the spec's timings: 3000 ms then a 250 ms fade", () => {
    expect(AUTO_CLOSE_MS).toBe(3000);
    expect(FADE_MS).toBe(250);
  });

  it("fades an auto-closing alert after 3000 ms and removes it 250 ms later", () => {
    alertService.success("Thank you!");

    vi.advanceTimersByTime(2999);
    expect(getAlerts()).toHaveLength(1);
    expect(getAlerts()[0]!.fade).toBe(false);

    vi.advanceTimersByTime(1); // 3000 ms
    expect(getAlerts()).toHaveLength(1);
    expect(getAlerts()[0]!.fade).toBe(true);

    vi.advanceTimersByTime(249); // 3249 ms
    expect(getAlerts()).toHaveLength(1);

    vi.advanceTimersByTime(1); // 3250 ms
    expect(getAlerts()).toEqual([]);
  });

  it("keeps an error until it is closed", () => {
    const id = alertService.error("Payment failed");
    vi.advanceTimersByTime(60_000);
    expect(getAlerts()).toHaveLength(1);
    expect(getAlerts()[0]!.fade).toBe(false);

    removeAlert(id);
    vi.advanceTimersByTime(FADE_MS);
    expect(getAlerts()).toEqual([]);
  });

  it("auto-closes an error when asked to", () => {
    alertService.error("Brief error", { autoClose: true });
    vi.advanceTimersByTime(AUTO_CLOSE_MS + FADE_MS);
    expect(getAlerts()).toEqual([]);
  });

  it("keeps a success alert with autoClose: false", () => {
    alertService.success("Sticky", { autoClose: false });
    vi.advanceTimersByTime(60_000);
    expect(messagesShown()).toEqual(["Sticky"]);
  });

  it("closes each alert on its own clock", () => {
    alertService.success("first");
    vi.advanceTimersByTime(1000);
    alertService.info("second");
    alertService.error("stays");

    vi.advanceTimersByTime(2000 + FADE_MS); // first is gone, second is 2250 ms old
    expect(messagesShown()).toEqual(["second", "stays"]);

    vi.advanceTimersByTime(1000); // second is 3250 ms old
    expect(messagesShown()).toEqual(["stays"]);
  });
});

describe("removeAlert", () => {
  it("fades the alert first and removes it after 250 ms", () => {
    const id = alertService.error("Close me");
    const other = alertService.error("Keep me");
    removeAlert(id);

    expect(getAlerts().find((a) => a.id === id)?.fade).toBe(true);
    expect(getAlerts().find((a) => a.id === other)?.fade).toBe(false);

    vi.advanceTimersByTime(FADE_MS - 1);
    expect(getAlerts().map((a) => a.id)).toEqual([id, other]);

    vi.advanceTimersByTime(1);
    expect(getAlerts().map((a) => a.id)).toEqual([other]);
  });

  it("ignores an unknown id", () => {
    alertService.error("Still here");
    const before = getAlerts();
    const listener = vi.fn();
    const unsubscribe = subscribeAlerts(listener);
    removeAlert("no-such-alert");
    vi.runAllTimers();
    expect(getAlerts()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("does nothing more when the alert is already fading", () => {
    const id = alertService.error("Double click");
    removeAlert(id);
    const listener = vi.fn();
    const unsubscribe = subscribeAlerts(listener);
    removeAlert(id);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FADE_MS);
    expect(getAlerts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1); // the one removal
    unsubscribe();
  });

  it("closing an auto-close alert early does not disturb it again at 3000 ms", () => {
    const id = alertService.success("Dismissed early");
    removeAlert(id);
    vi.advanceTimersByTime(FADE_MS);
    expect(getAlerts()).toEqual([]);

    const later = alertService.error("A later error");
    vi.advanceTimersByTime(AUTO_CLOSE_MS + FADE_MS);
    expect(getAlerts().map((a) => a.id)).toEqual([later]);
  });
});

describe("clearAlertsOnNavigation", () => {
  it("drops alerts that were not kept", () => {
    alertService.error("Gone");
    alertService.success("Also gone", { autoClose: false });
    clearAlertsOnNavigation();
    expect(getAlerts()).toEqual([]);
  });

  it("keeps keepAfterRouteChange alerts for exactly one navigation", () => {
    alertService.error("Drop me");
    const kept = alertService.success("Signed in", {
      keepAfterRouteChange: true,
      autoClose: false,
    });

    clearAlertsOnNavigation();
    expect(getAlerts()).toEqual([
      {
        id: kept,
        type: "success",
        message: "Signed in",
        autoClose: false,
        keepAfterRouteChange: false,
        fade: false,
      },
    ]);

    clearAlertsOnNavigation();
    expect(getAlerts()).toEqual([]);
  });

  it("a kept auto-closing alert still closes on its timer after the navigation", () => {
    alertService.success("Saved", { keepAfterRouteChange: true });
    clearAlertsOnNavigation();
    expect(messagesShown()).toEqual(["Saved"]);
    vi.advanceTimersByTime(AUTO_CLOSE_MS + FADE_MS);
    expect(getAlerts()).toEqual([]);
  });
});

describe("subscribeAlerts", () => {
  it("notifies on show, fade, removal and navigation, and stops after unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAlerts(listener);

    alertService.success("Hi");
    expect(listener).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(AUTO_CLOSE_MS);
    expect(listener).toHaveBeenCalledTimes(2); // fade

    vi.advanceTimersByTime(FADE_MS);
    expect(listener).toHaveBeenCalledTimes(3); // removal

    clearAlertsOnNavigation();
    expect(listener).toHaveBeenCalledTimes(4);

    unsubscribe();
    alertService.error("Unheard");
    clearAllAlerts();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("lets listeners read the new alerts when they are called", () => {
    const seen: string[][] = [];
    const unsubscribe = subscribeAlerts(() => seen.push(messagesShown()));
    alertService.info("one");
    alertService.error("two");
    expect(seen).toEqual([["one"], ["one", "two"]]);
    unsubscribe();
  });

  it("notifies every subscriber", () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = subscribeAlerts(a);
    const offB = subscribeAlerts(b);
    alertService.warning("Heads up");
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    offB();
  });
});

describe("snapshots for useSyncExternalStore", () => {
  it("getAlerts returns the same array until something changes, then a new one", () => {
    alertService.error("x");
    const first = getAlerts();
    expect(getAlerts()).toBe(first);
    alertService.error("y");
    expect(getAlerts()).not.toBe(first);
    expect(first).toHaveLength(1); // the old snapshot was not mutated
  });

  it("getServerAlerts is always the same empty array", () => {
    alertService.error("client only");
    expect(getServerAlerts()).toEqual([]);
    expect(getServerAlerts()).toBe(getServerAlerts());
  });

  it("clearAllAlerts empties the store", () => {
    alertService.error("a");
    alertService.error("b");
    clearAllAlerts();
    expect(getAlerts()).toEqual([]);
  });
});
