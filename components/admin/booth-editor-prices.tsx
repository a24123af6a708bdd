"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { EditorSection } from "@/lib/booths/editing";
import {
  Notice,
  PriceField,
  priceWords,
  readPrice,
  toDollars,
  useAdminApi,
  type Outcome,
} from "./booth-editor-parts";
import { focusFirstInvalid } from "./section-form";

/**
 * One price for every available or reserved booth of a section, after a confirm step that says
 * how many booths change. Held and booked booths keep their price (their vendors' orders do).
 */
export function SectionPrices({
  section,
  onChanged,
}: {
  section: EditorSection;
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const { send } = useAdminApi();
  const [price, setPrice] = useState("");
  const [toBeAnnounced, setToBeAnnounced] = useState(false);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number | null | false>(false);
  const [failed, setFailed] = useState<Outcome<unknown> | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const open = section.counts.AVAILABLE + section.counts.RESERVED;
  const locked = section.counts.total - open;

  function ask(e: FormEvent) {
    e.preventDefault();
    setFailed(null);
    const p = readPrice(price, toBeAnnounced);
    setError(p.error);
    if (p.error !== undefined) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setConfirming(p.cents);
    requestAnimationFrame(() => confirmRef.current?.focus());
  }

  async function apply(cents: number | null) {
    if (busy) return;
    setBusy(true);
    const outcome = await send<{ changed: number; skipped: number }>(
      `/api/admin/v1/sections/${section.id}/prices`,
      { boothPrice: toDollars(cents) },
      "PUT",
    );
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      if (outcome.message.startsWith("boothPrice")) setError(outcome.message);
      else setFailed(outcome);
      return;
    }
    const { changed, skipped } = outcome.payload;
    onChanged(
      `${section.name}: ${changed} booth${changed === 1 ? "" : "s"} now ${cents === null ? "have no price yet" : `cost ${priceWords(cents)}`}` +
        (skipped ? `; ${skipped} held or booked kept their price.` : "."),
    );
    setPrice("");
  }

  if (section.counts.total === 0) return null;
  return (
    <form
      noValidate
      onSubmit={ask}
      aria-labelledby={`${id}-title`}
      className="space-y-3 card p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        One price for the whole section
      </h3>
      <p className="text-sm text-ink-soft">
        Sets the price of the {open} available or reserved booth
        {open === 1 ? "" : "s"} in {section.name}.
        {locked > 0 &&
          ` The ${locked} held or booked booth${locked === 1 ? " keeps its" : "s keep their"} price.`}
      </p>
      <PriceField
        label="New price (CAD)"
        value={price}
        onChange={(v) => {
          setPrice(v);
          setConfirming(false);
        }}
        toBeAnnounced={toBeAnnounced}
        onToBeAnnouncedChange={(v) => {
          setToBeAnnounced(v);
          setConfirming(false);
        }}
        error={error}
      />
      {failed && !failed.ok && <Notice tone="error">{failed.message}</Notice>}
      {confirming === false ? (
        <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={open === 0}>
          Set price…
        </button>
      ) : (
        <div className="space-y-2 rounded-lg border border-gold bg-sand-100 p-3">
          <p className="font-semibold">
            Set {priceWords(confirming)} on {open} booth{open === 1 ? "" : "s"} in {section.name}?
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              className="btn-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void apply(confirming)}
            >
              {busy ? "Saving…" : `Yes, set ${priceWords(confirming)}`}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
