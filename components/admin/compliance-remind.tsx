"use client";

import { useState } from "react";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";

type Requirement = { requirementId: number; title: string; dueDate: string; toRemind: number };

const vendorsWord = (n: number) => (n === 1 ? "1 vendor" : `${n} vendors`);

/** One requirement's reminder: the count first, then a confirmation, then the e-mails. */
function Reminder({ requirement }: { requirement: Requirement }) {
  const { call } = useAdminApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { title, toRemind } = requirement;

  async function send() {
    setBusy(true);
    setError(null);
    const outcome = await call(REQUIREMENT_ROUTES.remind, {
      params: { requirementId: requirement.requirementId },
    });
    setBusy(false);
    setConfirming(false);
    if (outcome.ok)
      setDone(
        outcome.payload.sent === 0
          ? `Nobody is missing “${title}” any more: no reminder was sent.`
          : `Reminder of “${title}” sent to ${vendorsWord(outcome.payload.sent)}.`,
      );
    else setError(outcome.message);
  }

  return (
    <li className="space-y-2 border-b border-ink/10 pb-3 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-semibold">{title}</span>{" "}
          <span className="text-ink-soft">
            (due {requirement.dueDate}):{" "}
            {toRemind === 0 ? "nobody is missing it" : `${vendorsWord(toRemind)} missing it`}
          </span>
        </p>
        {toRemind > 0 && !confirming && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
          >
            Remind {vendorsWord(toRemind)}
            <span className="sr-only"> missing {title}</span>
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmStep
          title={`Remind ${vendorsWord(toRemind)} of “${title}”?`}
          confirmLabel={`Send ${toRemind === 1 ? "the reminder" : `${toRemind} reminders`}`}
          busyLabel="Sending…"
          busy={busy}
          onConfirm={send}
          onBack={() => setConfirming(false)}
        >
          <p>
            Each vendor who has not sent it, or whose document was rejected or is overdue, gets one
            e-mail in their language with a link to their checklist. Vendors waiting for review or
            approved get nothing.
          </p>
        </ConfirmStep>
      )}
      <StatusLine message={done} />
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** A reminder per open requirement, to everyone still missing it. */
export function ComplianceReminders({ requirements }: { requirements: Requirement[] }) {
  return (
    <section aria-labelledby="reminders-heading" className="space-y-3 card p-4 sm:p-6">
      <h2 id="reminders-heading" className="text-2xl font-bold">
        Reminders
      </h2>
      <p className="text-ink-soft">
        One click reminds everyone missing a requirement; you see how many first.
      </p>
      <ul className="space-y-3">
        {requirements.map((r) => (
          <Reminder key={r.requirementId} requirement={r} />
        ))}
      </ul>
    </section>
  );
}
