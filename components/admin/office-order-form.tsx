"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { formatCad } from "@/lib/payments/pricing";
import { Notice } from "./booth-editor-parts";
import { useOfficeCall } from "./use-office-call";

/**
 * Books booths for a vendor who pays at the office (POST /api/admin/v1/orders with the booths'
 * names): the booths are theirs at once, and the order owes its total until payments are
 * recorded on it.
 */
export function OfficeOrderForm({
  vendorId,
  events,
}: {
  vendorId: number;
  events: { id: number; name: string }[];
}) {
  const id = useId();
  const run = useOfficeCall();
  const [eventId, setEventId] = useState(events[0]?.id ?? 0);
  const [names, setNames] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ orderId: number; balanceCents: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setMade(null);
    const boothNames = names
      .split(/[,\s]+/)
      .map((n) => n.trim())
      .filter(Boolean);
    if (boothNames.length === 0) return setError("Write the booths' names, like T-03, T-04.");
    setError(null);
    setBusy(true);
    const outcome = await run(ORDER_ACTION_ROUTES.create, {
      body: { vendorId, eventId, boothNames },
    });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setMade(outcome.payload);
    setNames("");
  }

  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Book booths for this vendor
      </h2>
      <p className="text-sm text-ink-soft">
        For a vendor who pays at the office: the booths are theirs at once (a sponsor&apos;s
        reserved booth too), and the order owes its total until you record the payments.
      </p>
      <div role="status">
        {made && (
          <p className="rounded-lg bg-teal/10 px-3 py-2 font-medium text-teal-dark">
            Booked:{" "}
            <Link
              href={`/admin/orders/${made.orderId}`}
              prefetch={false}
              className="font-semibold underline"
            >
              order #{made.orderId}
            </Link>
            , which owes {formatCad(made.balanceCents)}.
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3"
        aria-label="Book booths for this vendor"
      >
        <div>
          <label htmlFor={`${id}-event`} className="field-label">
            Event
          </label>
          <select
            id={`${id}-event`}
            value={eventId}
            onChange={(e) => setEventId(Number(e.target.value))}
            className="field-input"
          >
            {events.map((ev) => (
              <option key={ev.id} value={ev.id}>
                {ev.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-names`} className="field-label">
            Booths
          </label>
          <p id={`${id}-hint`} className="-mt-0.5 mb-1 text-sm text-ink-muted">
            Their names, separated by commas: T-03, T-04.
          </p>
          <input
            id={`${id}-names`}
            value={names}
            onChange={(e) => setNames(e.target.value)}
            aria-describedby={`${id}-hint`}
            className="field-input"
          />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Booking…" : "Book booths"}
        </button>
      </form>
    </section>
  );
}
