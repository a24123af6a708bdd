"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

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
