"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { putIssuesOnFields } from "../forms/server-issues";
import type { Outcome } from "./booth-editor-parts";

/**
 * The step between filling a form and sending it, for what moves money or writes to many
 * people: a panel named by its title that takes the focus when it opens, says what will happen,
 * and offers the confirming button and "Go back" (Escape goes back too). The form that opened it
 * keeps its values and takes the focus again on going back.
 */
export function ConfirmStep({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  onConfirm,
  onBack,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !busy) {
          e.preventDefault();
          onBack();
        }
      }}
      className="space-y-3 rounded-lg border-2 border-crimson p-4 outline-none focus-visible:ring-2 focus-visible:ring-crimson"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h3>
      {children}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={danger ? "btn-secondary text-crimson-dark" : "btn-primary"}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onBack}>
          Go back
        </button>
      </div>
    </section>
  );
}

/**
 * A form's way through its confirming step: what the form proposes waits in `pending` while the
 * step is open; going back closes it and gives the focus to the form's button again; sending
 * puts a refusal on the form's fields (the API's field names mapped by `fieldOf`) and goes back,
 * or closes the step and says what was done.
 */
export function useConfirmStep<P, V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError">,
  fieldOf: Partial<Record<string, Path<V>>>,
) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<P | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  /** Back to the form as it was filled in, its button focused. */
  function back() {
    flushSync(() => setPending(null));
    submitButton.current?.focus();
  }

  async function send(request: (p: P) => Promise<Outcome<unknown>>, done: (p: P) => void) {
    if (!pending) return;
    setBusy(true);
    const outcome = await request(pending);
    setBusy(false);
    if (!outcome.ok) {
      back();
      putIssuesOnFields(form, outcome, fieldOf);
      return;
    }
    setPending(null);
    done(pending);
  }

  return { pending, propose: setPending, busy, back, send, submitButton };
}
