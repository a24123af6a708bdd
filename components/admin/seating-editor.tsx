"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { RouteInput } from "@/lib/http/route-contract";
import { SEATING_ROUTES } from "@/lib/seats/api";
import { MAX_SEAT_ROWS as MAX_ROWS, MAX_SEATS_PER_ROW, ROW_TYPE } from "@/lib/seats/resource";
import type { EditorSeat, SeatingEditorData } from "@/lib/seats/seating-plan";
import {
  Field,
  focusFirstInvalid,
  listNames,
  Notice,
  placeIssues,
  readPrice,
  StatusLine,
  useAdminApi,
} from "./booth-editor-parts";
import { CurrentSeats, SEAT_WORDS, seatLabel } from "./seating-current";
import { band, initialValues, whole, type BandValues } from "./seating-values";

/** The plan as the API takes it (prices in cents). */
type SeatingBody = RouteInput<typeof SEATING_ROUTES.setSeating>["body"];

const BAND_FIELDS = ["fromRow", "toRow", "price", "rowType"] as const;
type BandErrors = Partial<Record<(typeof BAND_FIELDS)[number], string>>;
type Errors = {
  rows?: string;
  seatsPerRow?: string;
  bands?: string;
  band: Record<number, BandErrors>;
  form?: string;
};

/**
 * A seated event's plan: rows, seats per row (at most eight: the stage's seat map) and prices by
 * bands of rows. The seats as they are now are shown first; the form says what saving will add,
 * reprice and remove, refuses to remove a held or sold seat (naming it) before asking the server,
 * and asks before removing any seat. A refusal from the server (409) is shown at the same place.
 */
export function SeatingEditor({ data }: { data: SeatingEditorData }) {
  const id = useId();
  const { call } = useAdminApi();
  const { event, seats, plan } = data;
  const [values, setValues] = useState(() => initialValues(plan));
  const [errors, setErrors] = useState<Errors>({ band: {} });
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const rows = whole(values.rows);
  const seatsPerRow = whole(values.seatsPerRow);
  const sizeValid =
    rows !== null && rows >= 1 && rows <= MAX_ROWS && seatsPerRow !== null && seatsPerRow >= 1;
  const inPlan = (s: EditorSeat) =>
    rows !== null && seatsPerRow !== null && s.row <= rows && s.column <= seatsPerRow;
  const removing = sizeValid ? seats.filter((s) => !inPlan(s)) : [];
  const busySeats = removing.filter((s) => s.status !== "AVAILABLE");
  const adding =
    sizeValid && seatsPerRow <= MAX_SEATS_PER_ROW
      ? rows * seatsPerRow - seats.filter(inPlan).length
      : 0;

  const change = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setConfirming(false);
  };
  const changeBand = (key: number, patch: Partial<BandValues>) =>
    change({ bands: values.bands.map((b) => (b.key === key ? { ...b, ...patch } : b)) });

  /** The plan as the API takes it, or the errors to show beside the fields. */
  function check(): { errors: Errors; body?: SeatingBody } {
    const found: Errors = { band: {} };
    if (rows === null || rows < 1 || rows > MAX_ROWS)
      found.rows = `A whole number of rows from 1 to ${MAX_ROWS}.`;
    if (seatsPerRow === null || seatsPerRow < 1 || seatsPerRow > MAX_SEATS_PER_ROW)
      found.seatsPerRow = `From 1 to ${MAX_SEATS_PER_ROW} seats (the stage's seat map has ${MAX_SEATS_PER_ROW} a row).`;
    if (busySeats.length) {
      const names = listNames(busySeats.map((s) => `${seatLabel(s)} (${SEAT_WORDS[s.status]})`));
      const keepRows = Math.max(...busySeats.map((s) => s.row));
      const keepSeats = Math.max(...busySeats.map((s) => s.column));
      if (rows !== null && keepRows > rows)
        found.rows = `Held or sold seats cannot be removed: ${names}. Keep at least ${keepRows} rows.`;
      if (seatsPerRow !== null && keepSeats > seatsPerRow)
        found.seatsPerRow = `Held or sold seats cannot be removed: ${names}. Keep at least ${keepSeats} seats a row.`;
    }
    const parsed = values.bands.map((b) => {
      const e: BandErrors = {};
      const from = whole(b.fromRow);
      const to = whole(b.toRow);
      if (from === null || from < 1 || from > MAX_ROWS) e.fromRow = "A row number.";
      if (to === null || to < 1 || to > MAX_ROWS) e.toRow = "A row number.";
      else if (from !== null && to < from) e.toRow = `At least ${from}.`;
      const p = readPrice(b.price);
      if (p.error !== undefined) e.price = p.error.replace(", or tick 'No price yet'", "");
      const rowType = b.rowType.trim();
      if (rowType && !ROW_TYPE.test(rowType))
        e.rowType = "A word in capitals, like PREMIUM (letters, digits, _).";
      if (Object.keys(e).length) found.band[b.key] = e;
      return { fromRow: from ?? 0, toRow: to ?? 0, priceCents: p.cents ?? 0, rowType };
    });
    if (!Object.keys(found.band).length && rows !== null && !found.rows) {
      // Every row from 1 to `rows` in exactly one band.
      const cover = new Map<number, number>();
      for (const b of parsed)
        for (let r = b.fromRow; r <= b.toRow; r++) cover.set(r, (cover.get(r) ?? 0) + 1);
      const missing = [...Array(rows).keys()].map((i) => i + 1).filter((r) => !cover.has(r));
      const twice = [...cover].filter(([, n]) => n > 1).map(([r]) => r);
      const beyond = [...cover.keys()].filter((r) => r > rows);
      const problems = [
        missing.length &&
          `${missing.length === 1 ? "Row" : "Rows"} ${missing.join(", ")} ${missing.length === 1 ? "has" : "have"} no price`,
        twice.length &&
          `${twice.length === 1 ? "Row" : "Rows"} ${twice.join(", ")} ${twice.length === 1 ? "is" : "are"} in two bands`,
        beyond.length && `the bands go past the last row (${rows})`,
      ].filter(Boolean);
      if (problems.length)
        found.bands = `Each row needs exactly one price: ${problems.join("; ")}.`;
    }
    const ok = !found.rows && !found.seatsPerRow && !found.bands && !Object.keys(found.band).length;
    return {
      errors: found,
      body:
        ok && rows !== null && seatsPerRow !== null
          ? {
              rows,
              seatsPerRow,
              bands: parsed.map((b) => ({
                fromRow: b.fromRow,
                toRow: b.toRow,
                priceCents: b.priceCents,
                ...(b.rowType ? { rowType: b.rowType } : {}),
              })),
            }
          : undefined,
    };
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setFailed(null);
    const { errors: found, body } = check();
    setErrors(found);
    if (!body) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    if (removing.length && !confirming) {
      setConfirming(true);
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    void save(body);
  }

  async function save(body: SeatingBody) {
    if (busy) return;
    setBusy(true);
    const outcome = await call(SEATING_ROUTES.setSeating, { params: { eventId: event.id }, body });
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      // Each refusal on its field: the size field that would remove seats that must stay (409),
      // the bands, or one band's field (["bands", index, field]).
      const band: Errors["band"] = {};
      const placed = placeIssues(outcome, ([field, index, bandField], message) => {
        if (field === "rows" || field === "seatsPerRow") return field;
        if (field !== "bands") return undefined;
        const key = typeof index === "number" ? values.bands[index]?.key : undefined;
        const name = bandField === "priceCents" ? "price" : bandField;
        if (key === undefined || !BAND_FIELDS.some((f) => f === name)) return "bands";
        band[key] = { [name as keyof BandErrors]: message, ...band[key] };
        return null;
      });
      setErrors({ band, ...placed.fields });
      setFailed(placed.form ?? null);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
      );
      return;
    }
    const { seats: total, created, repriced, removed } = outcome.payload;
    setDone(`Saved: ${total} seats (${created} added, ${repriced} repriced, ${removed} removed).`);
  }

  const lastRow = Math.max(0, ...values.bands.map((b) => whole(b.toRow) ?? 0));
  return (
    <div className="space-y-8">
      <CurrentSeats seats={seats} />

      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
        className="space-y-5 card p-4 sm:p-6"
      >
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {plan.rows === 0 ? "Make the seat plan" : "Change the seat plan"}
          </h2>
          <p className="mt-1 text-ink-soft">
            Seats are numbered from the stage: Row 1 is the front row. Held and sold seats keep the
            price their buyers paid.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <Field
            label="Rows"
            hint={`1 to ${MAX_ROWS}`}
            value={values.rows}
            onChange={(v) => {
              // One band: it follows the number of rows.
              const only = values.bands.length === 1 ? values.bands[0]! : null;
              change({
                rows: v,
                ...(only && whole(only.toRow) === whole(values.rows) && whole(v) !== null
                  ? { bands: [{ ...only, toRow: String(whole(v)) }] }
                  : {}),
              });
            }}
            error={errors.rows}
            inputMode="numeric"
            maxLength={2}
          />
          <Field
            label="Seats per row"
            hint={`1 to ${MAX_SEATS_PER_ROW}`}
            value={values.seatsPerRow}
            onChange={(v) => change({ seatsPerRow: v })}
            error={errors.seatsPerRow}
            inputMode="numeric"
            maxLength={1}
          />
        </div>

        <fieldset
          className="space-y-3"
          aria-describedby={errors.bands ? `${id}-bands-error` : undefined}
        >
          <legend className="text-lg font-bold">Prices by row</legend>
          <p className="text-sm text-ink-soft">
            Each band prices a run of rows, like rows 1–2 at $100. Together they cover every row
            once. Row type is optional: left empty, the dearest band is PREMIUM, the cheapest
            ECONOMY and the rest STANDARD.
          </p>
          <ol className="space-y-3">
            {values.bands.map((b, i) => (
              <li
                key={b.key}
                className="grid grid-cols-2 items-start gap-3 rounded-lg bg-sand-100 p-3 sm:grid-cols-[6rem_6rem_minmax(0,1fr)_minmax(0,1fr)_auto]"
                data-testid="price-band"
              >
                <Field
                  label="From row"
                  value={b.fromRow}
                  onChange={(v) => changeBand(b.key, { fromRow: v })}
                  error={errors.band[b.key]?.fromRow}
                  inputMode="numeric"
                  maxLength={2}
                />
                <Field
                  label="To row"
                  value={b.toRow}
                  onChange={(v) => changeBand(b.key, { toRow: v })}
                  error={errors.band[b.key]?.toRow}
                  inputMode="numeric"
                  maxLength={2}
                />
                <Field
                  label="Price a seat (CAD)"
                  value={b.price}
                  onChange={(v) => changeBand(b.key, { price: v })}
                  error={errors.band[b.key]?.price}
                  inputMode="decimal"
                  maxLength={16}
                  placeholder="60"
                />
                <Field
                  label="Row type"
                  value={b.rowType}
                  onChange={(v) => changeBand(b.key, { rowType: v.toUpperCase() })}
                  error={errors.band[b.key]?.rowType}
                  maxLength={20}
                  placeholder="automatic"
                />
                <div className="col-span-2 sm:col-span-1 sm:pt-6">
                  {values.bands.length > 1 && (
                    <button
                      type="button"
                      className="btn-secondary min-h-11 px-3 py-1.5"
                      onClick={() => change({ bands: values.bands.filter((x) => x.key !== b.key) })}
                    >
                      Remove<span className="sr-only"> band {i + 1}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          {errors.bands && (
            <p id={`${id}-bands-error`} className="field-error" role="alert">
              {errors.bands}
            </p>
          )}
          <button
            type="button"
            className="btn-secondary"
            disabled={values.bands.length >= MAX_ROWS}
            onClick={() => {
              const from = Math.min(lastRow + 1, MAX_ROWS);
              change({
                bands: [
                  ...values.bands,
                  band({
                    fromRow: String(from),
                    toRow: String(Math.max(from, rows ?? from)),
                    price: "",
                    rowType: "",
                  }),
                ],
              });
            }}
          >
            + Add a price band
          </button>
        </fieldset>

        {sizeValid && seatsPerRow <= MAX_SEATS_PER_ROW && (
          <p className="rounded-lg bg-sand-100 px-3 py-2" aria-live="polite">
            Saving makes {rows * seatsPerRow} seats ({rows} rows of {seatsPerRow}): {adding} to add,{" "}
            {removing.length} to remove.
          </p>
        )}
        {failed && <Notice tone="error">{failed}</Notice>}
        <StatusLine message={done} />
        {confirming ? (
          <div className="space-y-2 rounded-lg border border-crimson/40 bg-red-50 p-3">
            <p className="font-semibold">
              Remove {removing.length} seat{removing.length === 1 ? "" : "s"} (
              {listNames(removing.map(seatLabel), 6)})? Visitors can no longer buy them.
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                ref={confirmRef}
                type="submit"
                className="btn-primary"
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? "Saving…" : `Yes, save and remove ${removing.length}`}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? "Saving…" : "Save seat plan"}
          </button>
        )}
      </form>
    </div>
  );
}
