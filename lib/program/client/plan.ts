import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { DayWindow } from "../schedule";

// "My plan": the performances a visitor starred, kept in this browser's local storage per event
// (no account): read through one store, so every star and the plan's list on the page change
// together, and a change in another tab shows here too. Where storage is refused (a private
// window), stars work until the page is left.

const CHANGED = "program-plan-changed";
const keyOf = (eventGuid: string) => `program-plan:${eventGuid}`;
const memory = new Map<string, string>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function read(eventGuid: string): string {
  try {
    return window.localStorage.getItem(keyOf(eventGuid)) ?? "[]";
  } catch {
    return memory.get(eventGuid) ?? "[]";
  }
}

function write(eventGuid: string, ids: number[]): void {
  const text = JSON.stringify(ids);
  memory.set(eventGuid, text);
  try {
    window.localStorage.setItem(keyOf(eventGuid), text);
  } catch {
    // storage refused: the plan lives in memory for this page
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The stored ids, whatever the stored text holds (a hand-edited entry is read as empty). */
function idsOf(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The event's starred performances and the switch that stars or unstars one. */
export function usePlan(eventGuid: string): {
  starred: ReadonlySet<number>;
  toggle: (performanceId: number) => void;
} {
  const text = useSyncExternalStore(
    subscribe,
    () => read(eventGuid),
    () => "[]",
  );
  const starred = useMemo(() => new Set(idsOf(text)), [text]);
  const toggle = useCallback(
    (performanceId: number) => {
      const ids = idsOf(read(eventGuid));
      write(
        eventGuid,
        ids.includes(performanceId)
          ? ids.filter((id) => id !== performanceId)
          : [...ids, performanceId],
      );
    },
    [eventGuid],
  );
  return { starred, toggle };
}

function subscribeMinute(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 15_000);
  return () => window.clearInterval(timer);
}

/**
 * The festival day (YYYY-MM-DD) an instant falls on, or null on any other day: looked up in the
 * windows the server worked out, so the page formats no date in the browser.
 */
export const festivalDayAt = (windows: DayWindow[], instant: number): string | null =>
  windows.find((w) => w.from <= instant && instant < w.to)?.day ?? null;

/**
 * The current minute (ms since 1970, to the minute), moving on by itself; null while the page is
 * rendered on the server, which cannot know when it will be read (the pages are cached).
 */
export function useMinute(): number | null {
  const minute = useSyncExternalStore(
    subscribeMinute,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
  return minute === null ? null : minute * 60_000;
}
