"use client";

import { useEffect, useState } from "react";
import { PROGRAM_ROUTES } from "@/lib/program/api";
import type { PerformanceAnswer } from "@/lib/program/resource";
import { dayLabel, dayOfTime, timeLabel } from "@/lib/program/words";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";
import { CATEGORY_WORDS, PerformanceForm } from "./performance-form";

// An event's program in the console: its performances by day, then by stage, each with its time,
// category and performers, edited in place, deleted after a confirmation, and moved up or down
// among the performances of its slot (the same stage and start), which the public program lists
// in that order; then the form that adds one.

type Slotted = PerformanceAnswer & { slot: PerformanceAnswer[] };

/** The performances grouped by day, then stage (by name), in the program's order. */
function byDayAndStage(performances: PerformanceAnswer[]) {
  const days = new Map<string, Map<string, Slotted[]>>();
  for (const p of performances) {
    const stages = days.get(dayOfTime(p.startsAt)) ?? new Map<string, Slotted[]>();
    days.set(dayOfTime(p.startsAt), stages);
    const slot = performances
      .filter((o) => o.stage === p.stage && o.startsAt === p.startsAt)
      .toSorted((a, b) => a.position - b.position || a.performanceId - b.performanceId);
    stages.set(p.stage, [...(stages.get(p.stage) ?? []), { ...p, slot }]);
  }
  return [...days].map(([day, stages]) => ({
    day,
    stages: [...stages]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([stage, items]) => ({
        stage,
        items: items.toSorted(
          (a, b) =>
            a.startsAt.localeCompare(b.startsAt) ||
            a.position - b.position ||
            a.performanceId - b.performanceId,
        ),
      })),
  }));
}

/** The request that saves `p` as it is, at `position` (PUT takes the whole performance). */
const requestAt = (p: PerformanceAnswer, position: number) => ({
  title: p.title,
  titleAr: p.titleAr,
  description: p.description,
  descriptionAr: p.descriptionAr,
  performers: p.performers,
  stage: p.stage,
  stageAr: p.stageAr,
  category: p.category,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  image: p.image,
  position,
});

type Move = "up" | "down";

function Performance({
  eventId,
  days,
  stages,
  performance: p,
  onMessage,
  onMoved,
}: {
  eventId: number;
  days: string[];
  stages: string[];
  performance: Slotted;
  onMessage: (message: string) => void;
  onMoved: (performanceId: number, move: Move) => void;
}) {
  const { call } = useAdminApi();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const at = p.slot.findIndex((o) => o.performanceId === p.performanceId);
  const time = `${timeLabel(p.startsAt, "en")} – ${timeLabel(p.endsAt, "en")}`;

  async function remove() {
    setBusy(true);
    setError(null);
    const outcome = await call(PROGRAM_ROUTES.remove, {
      params: { performanceId: p.performanceId },
    });
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setDeleting(false);
    onMessage(`“${p.title}” deleted from the program.`);
  }

  /** Swaps it with its neighbour in the slot: the slot is numbered 0, 1, ... in its new order. */
  async function move(direction: Move) {
    const order = [...p.slot];
    const to = direction === "up" ? at - 1 : at + 1;
    [order[at], order[to]] = [order[to]!, order[at]!];
    setBusy(true);
    setError(null);
    for (const [position, other] of order.entries()) {
      if (other.position === position) continue;
      const outcome = await call(PROGRAM_ROUTES.update, {
        params: { performanceId: other.performanceId },
        body: requestAt(other, position),
      });
      if (!outcome.ok) {
        setBusy(false);
        setError(outcome.message);
        return;
      }
    }
    setBusy(false);
    onMoved(p.performanceId, direction);
    onMessage(
      `“${p.title}” moved ${direction} among the performances at ${timeLabel(p.startsAt, "en")} on ${p.stage}.`,
    );
  }

  if (editing)
    return (
      <li className="card p-4 sm:p-6">
        <PerformanceForm
          eventId={eventId}
          days={days}
          stages={stages}
          performance={p}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid="performance">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-lg font-bold">
          <span className="me-2 font-semibold text-ink-soft">{time}</span>
          {p.title}
        </h4>
        {p.titleAr && (
          <p lang="ar" dir="rtl" className="text-lg">
            {p.titleAr}
          </p>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Category: </dt>
          <dd className="inline">{CATEGORY_WORDS[p.category]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Performers: </dt>
          <dd className="inline">
            {p.performers.length ? p.performers.map((x) => x.name).join(", ") : "none listed"}
          </dd>
        </div>
        {p.slot.length > 1 && (
          <div>
            <dt className="inline font-semibold">In its slot: </dt>
            <dd className="inline">
              {at + 1} of {p.slot.length}
            </dd>
          </div>
        )}
      </dl>
      {deleting ? (
        <ConfirmStep
          title={`Delete “${p.title}”?`}
          confirmLabel="Delete it"
          busyLabel="Deleting…"
          busy={busy}
          danger
          onConfirm={() => void remove()}
          onBack={() => setDeleting(false)}
        >
          <p>It leaves the program at once, on the site too, and visitors&apos; plans lose it.</p>
        </ConfirmStep>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {p.title}</span>
          </button>
          {at > 0 && (
            <button
              type="button"
              id={`move-up-${p.performanceId}`}
              className="btn-secondary"
              disabled={busy}
              onClick={() => void move("up")}
            >
              Move up<span className="sr-only"> {p.title}</span>
            </button>
          )}
          {at >= 0 && at < p.slot.length - 1 && (
            <button
              type="button"
              id={`move-down-${p.performanceId}`}
              className="btn-secondary"
              disabled={busy}
              onClick={() => void move("down")}
            >
              Move down<span className="sr-only"> {p.title}</span>
            </button>
          )}
          <button
            type="button"
            className="btn-secondary text-crimson-dark"
            onClick={() => setDeleting(true)}
          >
            Delete<span className="sr-only"> {p.title}</span>
          </button>
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** The event's program by day and stage, and the form that adds a performance. */
export function ProgramEditor({
  eventId,
  days,
  performances,
}: {
  eventId: number;
  /** The event's days (Toronto, YYYY-MM-DD). */
  days: string[];
  /** In the program's order (by start, then stage, then position). */
  performances: PerformanceAnswer[];
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ performanceId: number; move: Move } | null>(null);
  const grouped = byDayAndStage(performances);
  const stages = [...new Set(performances.map((p) => p.stage))].sort();

  // After a move the list comes back in its new order: the focus goes back to the moved
  // performance's button (the other one when it reached the top or the bottom of its slot).
  useEffect(() => {
    if (!moved) return;
    const other = moved.move === "up" ? "down" : "up";
    const button =
      document.getElementById(`move-${moved.move}-${moved.performanceId}`) ??
      document.getElementById(`move-${other}-${moved.performanceId}`);
    button?.focus();
  }, [moved, performances]);

  return (
    <div className="space-y-6">
      <StatusLine message={message} />
      <section aria-labelledby="program-heading" className="space-y-6">
        <h2 id="program-heading" className="text-2xl font-bold">
          Performances by day and stage
        </h2>
        {grouped.length === 0 ? (
          <p className="card p-6 text-ink-soft">
            No performances yet: add the first one below. The program page appears on the site once
            the event has one.
          </p>
        ) : (
          grouped.map(({ day, stages: dayStages }) => (
            <section key={day} aria-labelledby={`day-${day}`} className="space-y-4">
              <h3 id={`day-${day}`} className="text-xl font-bold">
                {dayLabel(day, "en", { year: true })}
              </h3>
              {dayStages.map(({ stage, items }) => (
                <section
                  key={stage}
                  aria-label={`${stage}, ${dayLabel(day, "en")}`}
                  className="space-y-3"
                >
                  <p className="font-semibold tracking-wide text-crimson uppercase">{stage}</p>
                  <ul className="space-y-3">
                    {items.map((p) => (
                      <Performance
                        key={p.performanceId}
                        eventId={eventId}
                        days={days}
                        stages={stages}
                        performance={p}
                        onMessage={setMessage}
                        onMoved={(performanceId, move) => setMoved({ performanceId, move })}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))
        )}
      </section>
      <div className="card p-4 sm:p-6">
        <PerformanceForm eventId={eventId} days={days} stages={stages} onDone={setMessage} />
      </div>
    </div>
  );
}
