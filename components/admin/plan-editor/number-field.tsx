"use client";

import { useId, useState } from "react";
import { useT } from "../../locale-provider";

// A whole number the plan takes at once as it is typed (a shape's x, the plan's width): what is
// typed stays in the field while it has the focus, and the plan's value shows again after.

export function NumberField({
  label,
  value,
  min,
  max,
  onCommit,
  hint,
  className = "",
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
  hint?: string;
  className?: string;
}) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const typed = Number(text.trim());
  const valid = /^\s*\d+\s*$/.test(text) && typed >= min && typed <= max;
  const describedBy = [hint && `${id}-hint`, !valid && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-soft">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="field-input"
        value={text}
        aria-invalid={valid ? undefined : true}
        aria-describedby={describedBy || undefined}
        onChange={(e) => {
          const next = e.target.value;
          setDraft(next);
          const n = Number(next.trim());
          if (/^\s*\d+\s*$/.test(next) && n >= min && n <= max) onCommit(n);
        }}
        onBlur={() => setDraft(null)}
      />
      {!valid && (
        <p id={`${id}-error`} className="field-error">
          {t("planEditor.numberRange", { min, max })}
        </p>
      )}
    </div>
  );
}
