"use client";

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { answerMessage, call } from "@/lib/http/client";
import { DOOR_OFFICE_ROUTES, reentryBody } from "@/lib/door/api";
import { conflictKind, heldOffline, type ConflictKind } from "@/lib/door/conflict-story";
import type { DoorCounts } from "@/lib/door/resource";
import { SelectField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { useAdminApi } from "./booth-editor-parts";
import { col, TableHead } from "./console-table";

/** How often the panel asks for fresh counts while the page is open. */
const REFRESH_MS = 15_000;

const TIME_ZONE = "America/Toronto";
const clock = new Intl.DateTimeFormat("en-CA", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const clockWithSeconds = new Intl.DateTimeFormat("en-CA", {
  timeStyle: "medium",
  timeZone: TIME_ZONE,
});

/** What happened in a conflict, from when each scan was made and when it reached the server. */
const CONFLICT_WORDS: Record<ConflictKind, string> = {
  oneOffline:
    "Admitted by an online device and by an offline one, whose scan reached the server later.",
  bothOffline: "Admitted by two devices that were both offline.",
  bothOnline: "Admitted by two devices at the same moment, before either scan reached the server.",
};

const REENTRY_WORDS = {
  NONE: "No re-entry: a ticket admits once",
  AFTER_EXIT: "Re-entry after an exit scan",
} as const;

function Bar({ share, label }: { share: number; label: string }) {
  return (
    <div
      aria-hidden="true"
      className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-sand-200"
      title={label}
    >
      <span className="block h-full bg-teal" style={{ width: `${Math.min(100, share * 100)}%` }} />
    </div>
  );
}

type ReentryValues = z.infer<typeof reentryBody>;

function ReentrySetting({
  eventId,
  reentry,
  onSaved,
}: {
  eventId: number;
  reentry: DoorCounts["reentry"];
  onSaved: (value: DoorCounts["reentry"]) => void;
}) {
  const { call: save } = useAdminApi();
  const form = useForm<ReentryValues>({
    resolver: zodResolver(reentryBody),
    defaultValues: { reentry },
  });
  const { isSubmitting } = form.formState;
  const value = useWatch({ control: form.control, name: "reentry" });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function send(values: ReentryValues) {
    const outcome = await save(DOOR_OFFICE_ROUTES.reentry, {
      params: { eventId },
      body: { reentry: values.reentry },
    });
    if (outcome.ok) {
      onSaved(outcome.payload.reentry);
      setStatus({ ok: true, text: "Saved: devices use it from their next download." });
    } else setStatus({ ok: false, text: outcome.message });
  }

  return (
    <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={form.handleSubmit(send)}>
      <SelectField label="Re-entry" registration={form.register("reentry")}>
        <option value="NONE">{REENTRY_WORDS.NONE}</option>
        <option value="AFTER_EXIT">{REENTRY_WORDS.AFTER_EXIT}</option>
      </SelectField>
      <SubmitButton
        busy={isSubmitting}
        label="Save re-entry"
        className="btn-secondary"
        disabled={value === reentry}
      />
      <p role="status" className={status?.ok === false ? "text-crimson" : "text-ink-soft"}>
        {status?.text}
      </p>
    </form>
  );
}

/**
 * The door's live counts on the event dashboard: tickets admitted of those sold, by gate and by
 * quarter hour, the conflicts two devices made, vendors arrived and ready, and the re-entry
 * rule. Refreshes every 15 seconds while the page is open.
 */
export function DoorPanel({
  eventId,
  hasSeating,
  hasBooths,
}: {
  eventId: number;
  hasSeating: boolean;
  /** Without booths (a seated concert) there are no vendors to count. */
  hasBooths: boolean;
}) {
  const [counts, setCounts] = useState<DoorCounts | null>(null);
  const [readAt, setReadAt] = useState<Date | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Fresh counts now, then every 15 s while the page is in view.
  useEffect(() => {
    let active = true;
    async function refresh() {
      try {
        const answer = await call(DOOR_OFFICE_ROUTES.counts, { params: { eventId } });
        if (!active) return;
        if (answer.status === "OK") {
          setCounts(answer.payload);
          setReadAt(new Date());
          setProblem(null);
        } else setProblem(answerMessage(answer, "The door's counts could not be read."));
      } catch {
        if (active) setProblem("No network: the counts shown are from the last refresh.");
      }
    }
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [eventId]);

  const quarters = counts?.byQuarter ?? [];
  const busiest = Math.max(1, ...quarters.map((q) => q.admitted));
  return (
    <section
      aria-labelledby="door-heading"
      className="space-y-4 card p-4 sm:p-6"
      data-testid="door-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="door-heading" className="text-xl font-bold">
          At the door
        </h3>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {readAt ? `Updated ${clockWithSeconds.format(readAt)}, every 15 seconds` : "Reading…"}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-crimson">
          {problem}
        </p>
      )}
      {counts && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {hasSeating || counts.sold > 0 ? (
              <div className="rounded-xl border border-ink/10 bg-white p-4">
                <dt className="text-sm font-semibold text-ink-soft">Admitted</dt>
                <dd
                  className="mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl"
                  data-testid="door-admitted"
                >
                  {counts.admitted} of {counts.sold}
                </dd>
                <dd>
                  <Bar
                    share={counts.sold ? counts.admitted / counts.sold : 0}
                    label="admitted of sold"
                  />
                </dd>
              </div>
            ) : null}
            {(hasBooths || counts.vendors.booked > 0) && (
              <>
                <div className="rounded-xl border border-ink/10 bg-white p-4">
                  <dt className="text-sm font-semibold text-ink-soft">Vendors arrived</dt>
                  <dd
                    className="mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl"
                    data-testid="door-vendors"
                  >
                    {counts.vendors.arrived} of {counts.vendors.booked}
                  </dd>
                  <dd className="text-sm text-ink-muted">
                    {counts.vendors.arrivedReady} of them ready to open
                  </dd>
                </div>
                <div className="rounded-xl border border-ink/10 bg-white p-4">
                  <dt className="text-sm font-semibold text-ink-soft">Vendors ready</dt>
                  <dd className="mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl">
                    {counts.vendors.ready} of {counts.vendors.booked}
                  </dd>
                  <dd className="text-sm text-ink-muted">paid and every requirement approved</dd>
                </div>
              </>
            )}
            <div className="rounded-xl border border-ink/10 bg-white p-4">
              <dt className="text-sm font-semibold text-ink-soft">Conflicts</dt>
              <dd
                className="mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl"
                data-testid="door-conflicts"
              >
                {counts.conflicts.length}
              </dd>
              <dd className="text-sm text-ink-muted">tickets two offline devices admitted</dd>
            </div>
          </dl>

          {counts.byGate.length > 0 && (
            <div className="grid gap-4 md:grid-cols-2">
              <table className="w-full text-sm">
                <caption className="text-start font-semibold">By gate</caption>
                <TableHead
                  className="border-b border-ink/10 text-start text-ink-soft"
                  columns={[col("Gate", "py-1 text-start"), col("Admitted", "py-1 text-end")]}
                />
                <tbody>
                  {counts.byGate.map((g) => (
                    <tr key={g.gate} className="border-b border-ink/5">
                      <th scope="row" className="py-1 text-start font-normal">
                        <bdi>{g.gate}</bdi>
                      </th>
                      <td className="py-1 text-end tabular-nums">{g.admitted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table className="w-full text-sm">
                <caption className="text-start font-semibold">
                  By quarter hour (Toronto time)
                </caption>
                <TableHead
                  columns={[col("From", "py-1 text-start"), col("Admitted", "py-1 text-end")]}
                />
                <tbody>
                  {quarters.map((q) => (
                    <tr key={q.from} className="border-b border-ink/5">
                      <th scope="row" className="w-24 py-1 text-start font-normal tabular-nums">
                        {clock.format(new Date(q.from))}
                      </th>
                      <td className="py-1 text-end tabular-nums">
                        <span className="flex items-center gap-2">
                          <Bar share={q.admitted / busiest} label={`${q.admitted}`} />
                          {q.admitted}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {counts.conflicts.length > 0 && (
            <div>
              <h4 className="font-semibold">
                Conflicts: admitted by two devices that could not know of each other
              </h4>
              <p className="text-sm text-ink-soft">
                Each scan is kept as it was made; check the seat at the hall.
              </p>
              <ul className="mt-2 divide-y divide-ink/10" data-testid="door-conflict-list">
                {counts.conflicts.map((c) => (
                  <li key={c.ticketId} className="py-2">
                    <strong>
                      <bdi>{c.seatLabel}</bdi>
                    </strong>{" "}
                    <span className="font-mono text-xs text-ink-muted">{c.ticketId}</span>
                    <p className="text-sm">{CONFLICT_WORDS[conflictKind(c.scans)]}</p>
                    <ul className="text-sm text-ink-soft">
                      {c.scans.map((s) => (
                        <li key={`${s.deviceId}-${s.at}`}>
                          {clock.format(new Date(s.at))} at <bdi>{s.gate}</bdi>,{" "}
                          {s.deviceName ? (
                            <bdi>{s.deviceName}</bdi>
                          ) : (
                            <span className="font-mono">device {s.deviceId.slice(0, 8)}</span>
                          )}
                          {heldOffline(s)
                            ? `, offline (reached the server at ${clock.format(new Date(s.receivedAt))})`
                            : ", online"}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <ReentrySetting
            eventId={eventId}
            reentry={counts.reentry}
            onSaved={(reentry) => setCounts({ ...counts, reentry })}
          />
        </>
      )}
    </section>
  );
}
