"use client";

import { useEffect, useMemo, useState } from "react";
import { SEAT_STATUS_PATH, takenSeatsOf, type TakenSeats } from "@/lib/seats/seat-ranges";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";

/** How often the statuses are asked again while the page is shown. */
const REFRESH_MS = 5_000;

/**
 * The seats with their statuses now, and whether they are known yet. The page is cached whole
 * and carries no statuses (only where the seats are and their prices): until the seat status
 * answer (a few bytes, from the shared cache, fresh within a second of a sale) arrives, the
 * seats are as the page drew them and the grid shows them as being checked. It is asked at once,
 * then every few seconds while the page is shown, and again as soon as the page is shown after
 * being hidden.
 */
export function useSeatStatus(
  eventId: number,
  seats: SeatOnMap[],
): { seats: SeatOnMap[]; known: boolean } {
  const [taken, setTaken] = useState<TakenSeats | null>(null);

  useEffect(() => {
    let active = true;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function refresh() {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      try {
        // a plain read of a public answer: no anti-forgery token, no schema library in the page
        const url = SEAT_STATUS_PATH.replace("{eventId}", String(eventId));
        const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
        const now = takenSeatsOf(await response.json());
        if (active && now) setTaken(now);
      } catch {
        // keep the statuses we have; the next refresh tries again
      } finally {
        asking = false;
      }
      if (active && document.visibilityState === "visible")
        timer = setTimeout(() => void refresh(), REFRESH_MS);
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [eventId]);

  const withStatus = useMemo(
    () =>
      taken
        ? seats.map((s): SeatOnMap => {
            const seatStatus: SeatOnMap["seatStatus"] = taken.sold.has(s.seatId)
              ? "SOLD"
              : taken.held.has(s.seatId)
                ? "HELD"
                : "AVAILABLE";
            return seatStatus === s.seatStatus ? s : { ...s, seatStatus };
          })
        : seats,
    [seats, taken],
  );
  return { seats: withStatus, known: taken !== null };
}
