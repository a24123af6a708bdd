"use client";

import { useId, useState, type FormEvent } from "react";
import { SITE_ROUTES } from "@/lib/site/api";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";

export type SiteFactsForm = {
  foundedOn: string;
  summerAttendees: number;
  winterAttendees: number;
  summerFestivals: number;
  winterFestivals: number;
  legalName: string | null;
  postalAddress: string | null;
  hstNumber: string | null;
};

const COUNTS = [
  { key: "summerAttendees", label: "Summer festival attendees a year" },
  { key: "winterAttendees", label: "Winter festival attendees a year" },
  { key: "summerFestivals", label: "Summer festivals produced" },
  { key: "winterFestivals", label: "Winter festivals produced" },
] as const;

/** The foundation's particulars its invoices and credit notes print (blank: left off them). */
const PARTICULARS = [
  { key: "legalName", label: "Foundation's legal name", hint: null },
  { key: "postalAddress", label: "Postal address", hint: null },
  { key: "hstNumber", label: "HST registration number", hint: "For example 123456789 RT0001." },
] as const;

/**
 * The site's facts as the home and about pages state them (PUT /api/admin/v1/settings): the
 * pages show what is saved here at once, in both languages; and the foundation's legal name,
 * address and HST number, which invoices and credit notes print from then on.
 */
export function SiteSettingsForm({ initial }: { initial: SiteFactsForm | null }) {
  const id = useId();
  const { call } = useAdminApi();
  const [foundedOn, setFoundedOn] = useState(initial?.foundedOn ?? "");
  const [counts, setCounts] = useState<Record<(typeof COUNTS)[number]["key"], string>>({
    summerAttendees: String(initial?.summerAttendees ?? ""),
    winterAttendees: String(initial?.winterAttendees ?? ""),
    summerFestivals: String(initial?.summerFestivals ?? ""),
    winterFestivals: String(initial?.winterFestivals ?? ""),
  });
  const [particulars, setParticulars] = useState<
    Record<(typeof PARTICULARS)[number]["key"], string>
  >({
    legalName: initial?.legalName ?? "",
    postalAddress: initial?.postalAddress ?? "",
    hstNumber: initial?.hstNumber ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setError(null);
    const missing = COUNTS.find(({ key }) => counts[key].trim() === "");
    if (!foundedOn) return setError("Give the founding date.");
    if (missing) return setError(`Give the ${missing.label.toLowerCase()}.`);
    setBusy(true);
    const [summerAttendees, winterAttendees, summerFestivals, winterFestivals] = COUNTS.map(
      ({ key }) => Number(counts[key]),
    ) as [number, number, number, number];
    const text = (key: (typeof PARTICULARS)[number]["key"]) => particulars[key].trim() || null;
    const outcome = await call(SITE_ROUTES.saveSettings, {
      body: {
        foundedOn,
        summerAttendees,
        winterAttendees,
        summerFestivals,
        winterFestivals,
        legalName: text("legalName"),
        postalAddress: text("postalAddress"),
        hstNumber: text("hstNumber"),
      },
    });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setDone(
      "Saved: the home and about pages show these facts now, and new invoices these particulars.",
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 card p-4 sm:p-6"
      aria-label="Site facts"
    >
      <StatusLine message={done} />
      <div>
        <label htmlFor={`${id}-founded`} className="field-label">
          Founded on
        </label>
        <input
          id={`${id}-founded`}
          type="date"
          value={foundedOn}
          onChange={(e) => setFoundedOn(e.target.value)}
          className="field-input"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {COUNTS.map(({ key, label }) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="field-label">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={counts[key]}
              onChange={(e) => setCounts((all) => ({ ...all, [key]: e.target.value }))}
              className="field-input"
            />
          </div>
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="field-label">On invoices and credit notes</legend>
        {PARTICULARS.map(({ key, label, hint }) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="field-label">
              {label}
            </label>
            {key === "postalAddress" ? (
              <textarea
                id={`${id}-${key}`}
                rows={3}
                value={particulars[key]}
                onChange={(e) => setParticulars((all) => ({ ...all, [key]: e.target.value }))}
                className="field-input"
              />
            ) : (
              <input
                id={`${id}-${key}`}
                type="text"
                value={particulars[key]}
                aria-describedby={hint ? `${id}-${key}-hint` : undefined}
                onChange={(e) => setParticulars((all) => ({ ...all, [key]: e.target.value }))}
                className="field-input"
              />
            )}
            {hint && (
              <p id={`${id}-${key}-hint`} className="mt-1 text-sm text-ink-soft">
                {hint}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
      <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? "Saving…" : "Save site settings"}
      </button>
    </form>
  );
}
