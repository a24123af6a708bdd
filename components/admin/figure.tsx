import type { ReactNode } from "react";

/** One of a dashboard's figures, in its `<dl>`: what it counts, the figure and a note under it. */
export function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl border border-ink/10 bg-white p-4">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
      {note && <dd className="mt-0.5 text-sm text-ink-muted">{note}</dd>}
    </div>
  );
}
