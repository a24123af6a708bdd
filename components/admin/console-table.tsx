import type { ReactNode } from "react";

// What the console's tables share (reports, lists, the door's counts): their head, one row of column
// headers each with its own classes, and the region that scrolls a wide one sideways.

/** A column's header: its words (or markup) and its cell's classes. */
export type HeadCell = { label: ReactNode; className: string; key?: string };

/** Shorthand for a column whose header is its words. */
export const col = (label: string, className: string): HeadCell => ({ label, className });

export function TableHead({
  columns,
  className = "border-b border-ink/10 text-ink-soft",
}: {
  columns: HeadCell[];
  /** The header row's classes. */
  className?: string;
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((c, i) => (
          <th key={c.key ?? i} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table wider than a phone, in a region keyboard users scroll once it has focus. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="overflow-x-auto rounded-xl border border-ink/10 bg-white focus-visible:outline-2 focus-visible:outline-teal"
    >
      {children}
    </div>
  );
}
