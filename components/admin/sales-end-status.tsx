"use client";

import { useState } from "react";
import type { DashboardEvent } from "@/lib/console/queries/dashboard";
import { EVENT_ROUTES } from "@/lib/events/api";
import { useAdminApi } from "./booth-editor-parts";
import { formatMoment } from "./format";

type SalesEndEvent = Pick<
  DashboardEvent,
  | "id"
  | "status"
  | "hasSeating"
  | "hasEnded"
  | "boothSalesEnd"
  | "ticketSalesEnd"
  | "boothSalesEnded"
  | "ticketSalesEnded"
>;

/** "Booth sales end on ...", "... ended on ...", or "... have no end date". */
function salesLine(what: string, end: Date | null, ended: boolean) {
  if (end === null) return `${what} sales have no end date.`;
  return ended
    ? `${what} sales ended on ${formatMoment(end)}.`
    : `${what} sales end on ${formatMoment(end)}.`;
}

/**
 * Marks an ACTIVE event Past (the page then shows it as it is now); `eventName` names the event
 * to screen readers where several such buttons share a page. A refusal shows beside it.
 */
export function MarkPastButton({ eventId, eventName }: { eventId: number; eventName?: string }) {
  const { call } = useAdminApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function markPast() {
    setBusy(true);
    setError(null);
    const outcome = await call(EVENT_ROUTES.update, {
      params: { eventId },
      body: { eventStatus: "PAST" },
    });
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <>
      <button type="button" className="btn-secondary" disabled={busy} onClick={markPast}>
        {busy ? (
          "Saving…"
        ) : (
          <>
            Mark as Past
            {eventName && <span className="sr-only"> {eventName}</span>}
          </>
        )}
      </button>
      {error && (
        <p role="alert" className="basis-full text-crimson">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * When the event's booth and ticket sales end (or ended), and, for an ACTIVE event whose end date
 * has passed, a button that marks it Past.
 */
export function SalesEndStatus({ event, hasBooths }: { event: SalesEndEvent; hasBooths: boolean }) {
  const lines = [
    ...(hasBooths || !event.hasSeating
      ? [salesLine("Booth", event.boothSalesEnd, event.boothSalesEnded)]
      : []),
    ...(event.hasSeating
      ? [salesLine("Ticket", event.ticketSalesEnd, event.ticketSalesEnded)]
      : []),
  ];
  return (
    <div className="mt-3 space-y-2" data-testid="sales-end">
      <ul className="text-ink-soft">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {event.status === "ACTIVE" && event.hasEnded && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-soft">
            The event is over: mark it Past to list it among past events.
          </p>
          <MarkPastButton eventId={event.id} />
        </div>
      )}
    </div>
  );
}
