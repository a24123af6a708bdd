"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import type { EditorSection } from "@/lib/booths/editor-data";
import {
  Notice,
  placeIssues,
  PriceField,
  priceWords,
  readPrice,
  useAdminApi,
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
  const { call } = useAdminApi();
  const [price, setPrice] = useState("");
  const [toBeAnnounced, setToBeAnnounced] = useState(false);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number | null | false>(false);
  const [failed, setFailed] = useState<string | null>(null);
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
    const outcome = await call(BOOTH_ROUTES.setSectionPrices, {
      params: { sectionId: section.id },
      body: { boothPriceCents: cents },
    });
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      const placed = placeIssues(outcome, ([field]) =>
        field === "boothPriceCents" ? "price" : undefined,
      );
      setError(placed.fields.price);
      setFailed(placed.form ?? null);
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
      {failed && <Notice tone="error">{failed}</Notice>}
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
