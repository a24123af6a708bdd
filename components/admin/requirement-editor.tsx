"use client";

import { useState } from "react";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { dayWords } from "./compliance-status";
import { ConfirmStep } from "./confirm-step";
import {
  AUDIENCE_WORDS,
  CONSEQUENCE_WORDS,
  KIND_WORDS,
  RequirementForm,
  type RequirementView,
} from "./requirement-form";

// An event's requirements in the console: each with what it asks and of whom, edited in place,
// closed (it then asks nothing of anyone; what was sent stays) or opened again, and deleted while
// nobody has answered it; then the form that adds one.

function Requirement({
  eventId,
  requirement,
  onMessage,
}: {
  eventId: number;
  requirement: RequirementView;
  onMessage: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = requirement;

  async function setClosed(closed: boolean) {
    setBusy(true);
    setError(null);
    const outcome = await call(REQUIREMENT_ROUTES.update, {
      params: { requirementId: r.requirementId },
      body: { closed },
    });
    setBusy(false);
    if (outcome.ok)
      onMessage(
        closed
          ? `“${r.title}” closed: it no longer applies to anyone.`
          : `“${r.title}” open again.`,
      );
    else setError(outcome.message);
  }

  async function remove() {
    setBusy(true);
    setError(null);
    const outcome = await call(REQUIREMENT_ROUTES.remove, {
      params: { requirementId: r.requirementId },
    });
    setBusy(false);
    setDeleting(false);
    if (outcome.ok) onMessage(`“${r.title}” deleted.`);
    else setError(outcome.message);
  }

  if (editing)
    return (
      <li className="card p-4 sm:p-6">
        <RequirementForm
          eventId={eventId}
          requirement={r}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid="requirement">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">
          {r.title}
          {r.closed && <span className="ms-2 text-base font-semibold text-ink-soft">(closed)</span>}
        </h3>
        {r.titleAr && (
          <p lang="ar" dir="rtl" className="text-lg">
            {r.titleAr}
          </p>
        )}
      </div>
      {r.description && <p className="text-ink-soft">{r.description}</p>}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Applies to: </dt>
          <dd className="inline">{AUDIENCE_WORDS[r.appliesTo]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Satisfied by: </dt>
          <dd className="inline">
            {KIND_WORDS[r.kind]}
            {r.needsExpiry && ", with an expiry date covering the event"}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Due: </dt>
          <dd className="inline">{dayWords(r.dueDate)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">When missed: </dt>
          <dd className="inline">{CONSEQUENCE_WORDS[r.consequence]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Sent by vendors: </dt>
          <dd className="inline">
            {r.submissions === 0
              ? "nothing yet"
              : r.submissions === 1
                ? "1 document"
                : `${r.submissions} documents`}
          </dd>
        </div>
      </dl>
      {deleting ? (
        <ConfirmStep
          title={`Delete “${r.title}”?`}
          confirmLabel="Delete it"
          busyLabel="Deleting…"
          busy={busy}
          danger
          onConfirm={remove}
          onBack={() => setDeleting(false)}
        >
          <p>Nobody has answered it yet; it goes from every vendor&apos;s checklist.</p>
        </ConfirmStep>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {r.title}</span>
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => setClosed(!r.closed)}
          >
            {r.closed ? "Open again" : "Close"}
            <span className="sr-only"> {r.title}</span>
          </button>
          {r.submissions === 0 && (
            <button
              type="button"
              className="btn-secondary text-crimson-dark"
              onClick={() => setDeleting(true)}
            >
              Delete<span className="sr-only"> {r.title}</span>
            </button>
          )}
        </div>
      )}
      {r.submissions > 0 && !r.closed && (
        <p className="text-sm text-ink-muted">
          Vendors have answered it, so it cannot be deleted: close it instead.
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** The event's requirements, open first, and the form that adds one. */
export function RequirementEditor({
  eventId,
  requirements,
}: {
  eventId: number;
  requirements: RequirementView[];
}) {
  const [message, setMessage] = useState<string | null>(null);
  const sorted = requirements.toSorted((a, b) => Number(a.closed) - Number(b.closed));
  return (
    <div className="space-y-6">
      <StatusLine message={message} />
      <section aria-labelledby="requirements-heading" className="space-y-4">
        <h2 id="requirements-heading" className="text-2xl font-bold">
          What vendors must do
        </h2>
        {sorted.length === 0 ? (
          <p className="card p-6 text-ink-soft">
            No requirements yet: add the vendor contract&apos;s obligations below.
          </p>
        ) : (
          <ul className="space-y-4">
            {sorted.map((r) => (
              <Requirement
                key={r.requirementId}
                eventId={eventId}
                requirement={r}
                onMessage={setMessage}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="card p-4 sm:p-6">
        <RequirementForm eventId={eventId} onDone={setMessage} />
      </div>
    </div>
  );
}
