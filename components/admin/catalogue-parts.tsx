"use client";

import { useState, type ReactNode } from "react";
import { Notice, StatusLine, type Outcome } from "./booth-editor-parts";

// What an event's catalogues in the console share (its add-ons, its requirements): each entry as a
// card, edited in place, with its details and its buttons; the list of them under a heading, with
// the words shown while there are none; and the change one of its buttons makes.

/**
 * A change made from an entry's button: busy while it is sent, then its error (shown under the
 * entry) or, once saved, `onSaved` with what was saved.
 */
export function useEntryChange() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change<T>(send: () => Promise<Outcome<T>>, onSaved: () => void) {
    setBusy(true);
    setError(null);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) onSaved();
    else setError(outcome.message);
    return outcome;
  }

  return { busy, error, change };
}

/** One term of an entry's details, with what it is. */
export type Detail = { term: string; value: ReactNode };

/**
 * An entry of a catalogue: its name (with a note such as "(retired)"), its Arabic name, its
 * details, then whatever follows (its buttons) and its error.
 */
export function EntryCard({
  testId,
  name,
  note,
  nameAr,
  children,
  details,
  after,
  error,
}: {
  testId: string;
  name: string;
  /** Shown after the name, when there is one. */
  note: string | null;
  nameAr: string | null | undefined;
  /** Shown between the names and the details (a description). */
  children?: ReactNode;
  details: Detail[];
  /** The buttons, and what follows them. */
  after: ReactNode;
  error: string | null;
}) {
  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">
          {name}
          {note && <span className="ms-2 text-base font-semibold text-ink-soft">{note}</span>}
        </h3>
        {nameAr && (
          <p lang="ar" dir="rtl" className="text-lg">
            {nameAr}
          </p>
        )}
      </div>
      {children}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {details.map(({ term, value }) => (
          <div key={term}>
            <dt className="inline font-semibold">{`${term} `}</dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      {after}
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** An entry being edited: its form in place of its card. */
export function EditingEntry({ children }: { children: ReactNode }) {
  return <li className="card p-4 sm:p-6">{children}</li>;
}

/** The buttons under an entry: "Edit" and the one that switches it (retire, close), named after it. */
export function EntryButtons({
  name,
  busy,
  onEdit,
  switchLabel,
  onSwitch,
  children,
}: {
  name: string;
  busy: boolean;
  onEdit: () => void;
  switchLabel: string;
  onSwitch: () => void;
  /** Further buttons. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn-secondary" onClick={onEdit}>
        Edit<span className="sr-only"> {name}</span>
      </button>
      <button type="button" className="btn-secondary" disabled={busy} onClick={onSwitch}>
        {switchLabel}
        <span className="sr-only"> {name}</span>
      </button>
      {children}
    </div>
  );
}

/**
 * A catalogue under its heading, with the last change's message above it and what follows it (the
 * form that adds an entry).
 */
export function CatalogueEditor({
  message,
  headingId,
  heading,
  empty,
  entries,
  children,
}: {
  message: string | null;
  headingId: string;
  heading: string;
  /** Shown while there are no entries. */
  empty: ReactNode;
  entries: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <StatusLine message={message} />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        {entries.length === 0 ? (
          <p className="card p-6 text-ink-soft">{empty}</p>
        ) : (
          <ul className="space-y-4">{entries}</ul>
        )}
      </section>
      {children}
    </div>
  );
}
