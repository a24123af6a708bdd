"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import type { EditorBooth, OpenSection } from "@/lib/booths/editor-data";
import { BoothStatusBadge, LockIcon, Notice, priceWords, useAdminApi } from "./booth-editor-parts";
import { EditBooth } from "./booth-editor-edit";
import { formatMoment } from "./format";

/** Why the organiser cannot change a held or booked booth (null when they can). */
export function lockReason(booth: EditorBooth): string | null {
  if (booth.status === "BOOKED")
    return `Booked${booth.bookedBy ? ` by ${booth.bookedBy}` : " by a vendor"}: it cannot be renamed, reserved or deleted.`;
  if (booth.status === "HELD")
    return `Held for a vendor's checkout in progress${booth.heldByOrderId ? ` (order #${booth.heldByOrderId})` : ""}${booth.heldUntil ? ` until ${formatMoment(booth.heldUntil)}` : ""}: it is free again if they do not pay.`;
  return null;
}

/**
 * The section's booths, each with its price and state and what may be done with it. A section
 * with hundreds of booths comes with its first ones, and 'Show the other … booths' asks the
 * server for the rest (`&booths=all`, kept in the address).
 */
export function BoothList({
  eventId,
  section,
  takenNames,
  onChanged,
}: {
  eventId: number;
  section: OpenSection;
  takenNames: Map<string, string>;
  onChanged: (message: string) => void;
}) {
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [loading, startLoading] = useTransition();
  // Once the other booths arrive, the keyboard goes on to the first of them.
  const focusFrom = useRef<number | null>(null);
  const { counts } = section;
  const hidden = counts.total - section.booths.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || section.booths.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector("button")?.focus();
  }, [section.booths.length]);

  const summary = [
    `${counts.AVAILABLE} available`,
    counts.RESERVED && `${counts.RESERVED} reserved`,
    counts.HELD && `${counts.HELD} held`,
    counts.BOOKED && `${counts.BOOKED} booked`,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section aria-labelledby={`booths-${section.id}`}>
      <h3
        id={`booths-${section.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none"
      >
        Booths in {section.name}
      </h3>
      {section.booths.length === 0 ? (
        <p className="mt-2 text-ink-soft">No booths yet: add them with the form.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            {section.booths.length} booth{section.booths.length === 1 ? "" : "s"}: {summary}.
          </p>
          <ul ref={listRef} className="mt-3 divide-y divide-ink/10 card">
            {section.booths.map((booth) => (
              <BoothRow
                key={booth.id}
                booth={booth}
                takenNames={takenNames}
                onChanged={onChanged}
                onDeleted={(message) => {
                  onChanged(message);
                  headingRef.current?.focus();
                }}
              />
            ))}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              className="mt-3 btn-secondary"
              disabled={loading}
              aria-busy={loading}
              onClick={() => {
                focusFrom.current = section.booths.length;
                startLoading(() =>
                  router.replace(
                    `/admin/events/${eventId}/booths?section=${section.id}&booths=all`,
                    { scroll: false },
                  ),
                );
              }}
            >
              {loading
                ? "Loading the other booths…"
                : `Show the other ${hidden} booth${hidden === 1 ? "" : "s"}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}

type Mode = "view" | "edit" | "delete";

function BoothRow({
  booth,
  takenNames,
  onChanged,
  onDeleted,
}: {
  booth: EditorBooth;
  takenNames: Map<string, string>;
  onChanged: (message: string) => void;
  onDeleted: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const [mode, setMode] = useState<Mode>("view");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const reason = lockReason(booth);
  const returnFocus = useRef(false);

  // Back from the edit form or the delete question: the keyboard returns to the row's button.
  useEffect(() => {
    if (mode === "view" && returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
    if (mode === "delete") deleteRef.current?.focus();
  }, [mode]);

  const close = () => {
    returnFocus.current = true;
    setMode("view");
  };

  async function setStatus(status: "AVAILABLE" | "RESERVED") {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await call(BOOTH_ROUTES.updateBooth, {
      params: { boothId: booth.id },
      body: { boothStatus: status },
    });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    onChanged(
      status === "RESERVED"
        ? `${booth.name} is reserved for a sponsor: vendors cannot book it.`
        : `${booth.name} is available to book again.`,
    );
  }

  async function remove() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await call(BOOTH_ROUTES.deleteBooth, { params: { boothId: booth.id } });
    setBusy(false);
    if (!outcome.ok) {
      setMode("view");
      return setError(outcome.message);
    }
    onDeleted(`Deleted booth ${booth.name}.`);
  }

  return (
    <li className="p-3 sm:p-4" data-testid="admin-booth" data-status={booth.status}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-20 font-mono text-lg font-bold">{booth.name}</p>
        <p className="tabular-nums">{priceWords(booth.priceCents)}</p>
        <BoothStatusBadge status={booth.status} />
        {!reason && mode === "view" && (
          <div className="flex flex-wrap gap-2 sm:ms-auto">
            <button
              ref={editRef}
              type="button"
              className="btn-secondary min-h-11 px-3 py-1.5"
              onClick={() => {
                setError(null);
                setMode("edit");
              }}
            >
              Edit<span className="sr-only"> {booth.name}</span>
            </button>
            {booth.status === "RESERVED" ? (
              <button
                type="button"
                className="btn-secondary min-h-11 px-3 py-1.5"
                disabled={busy}
                onClick={() => void setStatus("AVAILABLE")}
              >
                Make available<span className="sr-only"> {booth.name}</span>
              </button>
            ) : (
              <button
                type="button"
                className="btn-secondary min-h-11 px-3 py-1.5"
                disabled={busy}
                onClick={() => void setStatus("RESERVED")}
              >
                Reserve for sponsor<span className="sr-only"> {booth.name}</span>
              </button>
            )}
            <button
              type="button"
              className="btn-secondary min-h-11 px-3 py-1.5 text-crimson-dark"
              onClick={() => {
                setError(null);
                setMode("delete");
              }}
            >
              Delete<span className="sr-only"> {booth.name}</span>
            </button>
          </div>
        )}
      </div>
      {reason && (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-soft">
          <LockIcon />
          <span>
            <span className="font-semibold text-ink">Locked.</span> {reason}
          </span>
        </p>
      )}
      {mode === "edit" && (
        <EditBooth
          booth={booth}
          takenNames={takenNames}
          onCancel={close}
          onSaved={(message) => {
            close();
            onChanged(message);
          }}
        />
      )}
      {mode === "delete" && (
        <div className="mt-3 space-y-2 rounded-lg border border-crimson/40 bg-red-50 p-3">
          <p className="font-semibold">
            Delete booth {booth.name}? It disappears from the event page and the floor plan.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={deleteRef}
              type="button"
              className="btn-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void remove()}
            >
              {busy ? "Deleting…" : `Yes, delete ${booth.name}`}
            </button>
            <button type="button" className="btn-secondary" onClick={close}>
              Keep it
            </button>
          </div>
        </div>
      )}
      {error && (
        <div className="mt-2">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </li>
  );
}
