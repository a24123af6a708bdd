"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState, type FormEvent } from "react";
import { useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { z } from "zod";
import type { Issue } from "@/lib/http/envelope";
import type { RouteInput } from "@/lib/http/route-contract";
import { SEATING_ROUTES } from "@/lib/seats/api";
import { MAX_SEAT_ROWS as MAX_ROWS, MAX_SEATS_PER_ROW, ROW_TYPE } from "@/lib/seats/resource";
import type { EditorSeat, SeatingEditorData } from "@/lib/seats/seating-plan";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { listNames, readPrice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { CurrentSeats, SEAT_WORDS, seatLabel } from "./seating-current";
import { band, initialValues, sizeChange, whole } from "./seating-values";

/** The plan as the API takes it (prices in cents). */
type SeatingBody = RouteInput<typeof SEATING_ROUTES.setSeating>["body"];

const BAND_FIELDS = ["fromRow", "toRow", "price", "rowType"] as const;

const bandValues = z.object({
  key: z.number(),
  fromRow: z.string(),
  toRow: z.string(),
  price: z.string(),
  rowType: z.string(),
});

const seatingValues = z.object({
  rows: z.string(),
  seatsPerRow: z.string(),
  bands: z.array(bandValues),
});

type Values = z.infer<typeof seatingValues>;

/**
 * The form's rules, in words for the organiser (the server checks them again), and the plan as
 * the API takes it once they hold. Held and sold seats (of `seats`) must stay.
 */
const seatingRules = (seats: EditorSeat[]) =>
  seatingValues
    .superRefine((v, ctx) => {
      const say = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: "custom", path, message });
      const { rows, seatsPerRow, removing } = sizeChange(seats, v.rows, v.seatsPerRow);
      let rowsError: string | undefined;
      let seatsError: string | undefined;
      if (rows === null || rows < 1 || rows > MAX_ROWS)
        rowsError = `A whole number of rows from 1 to ${MAX_ROWS}.`;
      if (seatsPerRow === null || seatsPerRow < 1 || seatsPerRow > MAX_SEATS_PER_ROW)
        seatsError = `From 1 to ${MAX_SEATS_PER_ROW} seats (the stage's seat map has ${MAX_SEATS_PER_ROW} a row).`;
      const busySeats = removing.filter((s) => s.status !== "AVAILABLE");
      if (busySeats.length) {
        const names = listNames(busySeats.map((s) => `${seatLabel(s)} (${SEAT_WORDS[s.status]})`));
        const keepRows = Math.max(...busySeats.map((s) => s.row));
        const keepSeats = Math.max(...busySeats.map((s) => s.column));
        if (rows !== null && keepRows > rows)
          rowsError = `Held or sold seats cannot be removed: ${names}. Keep at least ${keepRows} rows.`;
        if (seatsPerRow !== null && keepSeats > seatsPerRow)
          seatsError = `Held or sold seats cannot be removed: ${names}. Keep at least ${keepSeats} seats a row.`;
      }
      if (rowsError) say(["rows"], rowsError);
      if (seatsError) say(["seatsPerRow"], seatsError);
      let bandErrors = false;
      const parsed = v.bands.map((b, i) => {
        const sayBand = (field: (typeof BAND_FIELDS)[number], message: string) => {
          bandErrors = true;
          say(["bands", i, field], message);
        };
        const from = whole(b.fromRow);
        const to = whole(b.toRow);
        if (from === null || from < 1 || from > MAX_ROWS) sayBand("fromRow", "A row number.");
        if (to === null || to < 1 || to > MAX_ROWS) sayBand("toRow", "A row number.");
        else if (from !== null && to < from) sayBand("toRow", `At least ${from}.`);
        const p = readPrice(b.price);
        if (p.error !== undefined)
          sayBand("price", p.error.replace(", or tick 'No price yet'", ""));
        if (b.rowType.trim() && !ROW_TYPE.test(b.rowType.trim()))
          sayBand("rowType", "A word in capitals, like PREMIUM (letters, digits, _).");
        return { fromRow: from ?? 0, toRow: to ?? 0 };
      });
      if (!bandErrors && rows !== null && !rowsError) {
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
          say(["bands"], `Each row needs exactly one price: ${problems.join("; ")}.`);
      }
    })
    .transform((v): SeatingBody => ({
      rows: whole(v.rows)!,
      seatsPerRow: whole(v.seatsPerRow)!,
      bands: v.bands.map((b) => {
        const rowType = b.rowType.trim();
        return {
          fromRow: whole(b.fromRow)!,
          toRow: whole(b.toRow)!,
          priceCents: readPrice(b.price).cents!,
          ...(rowType ? { rowType } : {}),
        };
      }),
    }));

/**
 * A refusal's field for an issue's path, as the form names it: the size field that would remove
 * seats that must stay (409), the bands, or one band's field (["bands", index, field]).
 */
function fieldOfIssue([field, index, bandField]: Issue["path"], bandCount: number) {
  if (field === "rows" || field === "seatsPerRow") return field;
  if (field !== "bands") return "";
  const name = bandField === "priceCents" ? "price" : bandField;
  return typeof index === "number" && index < bandCount && BAND_FIELDS.some((f) => f === name)
    ? `bands.${index}.${String(name)}`
    : "bands.root";
}

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
  const form = useForm<Values, unknown, SeatingBody>({
    resolver: zodResolver(seatingRules(seats)),
    defaultValues: initialValues(plan),
    // The messages stay until the next save, as the summary above the button does.
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const bandList = useFieldArray({ control: form.control, name: "bands" });
  const [rowsText, seatsText, bands] = useWatch({
    control: form.control,
    name: ["rows", "seatsPerRow", "bands"],
  });
  const [done, setDone] = useState<string | null>(null);
  // The plan the organiser was asked to confirm: any change asks again before seats are removed.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const planKey = JSON.stringify([rowsText, seatsText, bands]);
  const confirming = askedFor === planKey;

  const { rows, seatsPerRow, shown, removing, adding } = sizeChange(seats, rowsText, seatsText);

  async function submit(body: SeatingBody) {
    if (removing.length && !confirming) {
      setAskedFor(planKey);
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    const outcome = await call(SEATING_ROUTES.setSeating, { params: { eventId: event.id }, body });
    setAskedFor(null);
    if (!outcome.ok) {
      // Each refusal on its field, named as the form names it.
      const issues = outcome.issues.map((issue) => ({
        ...issue,
        path: [fieldOfIssue(issue.path, bands.length)],
      }));
      const fieldOf = Object.fromEntries(
        issues.flatMap(({ path: [field] }) => (field ? [[field, field]] : [])),
      ) as Record<string, Path<Values>>;
      putIssuesOnFields(form, { message: outcome.message, issues }, fieldOf);
      return;
    }
    const { seats: total, created, repriced, removed } = outcome.payload;
    setDone(`Saved: ${total} seats (${created} added, ${repriced} repriced, ${removed} removed).`);
  }

  function onSubmit(e: FormEvent) {
    setDone(null);
    void form.handleSubmit(submit)(e);
  }

  const rowsRegistration = form.register("rows");
  const bandsError = errors.bands?.root?.message ?? errors.bands?.message;
  const lastRow = Math.max(0, ...bands.map((b) => whole(b.toRow) ?? 0));
  return (
    <div className="space-y-8">
      <CurrentSeats seats={seats} />

      <form
        noValidate
        onSubmit={onSubmit}
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
          <TextField
            label="Rows"
            hint={`1 to ${MAX_ROWS}`}
            registration={{
              ...rowsRegistration,
              onChange: (e: { target: HTMLInputElement }) => {
                // One band: it follows the number of rows.
                const only = bands.length === 1 ? bands[0]! : null;
                const typed = whole(e.target.value);
                if (only && whole(only.toRow) === rows && typed !== null)
                  form.setValue("bands.0.toRow", String(typed));
                return rowsRegistration.onChange(e);
              },
            }}
            error={errors.rows}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
          />
          <TextField
            label="Seats per row"
            hint={`1 to ${MAX_SEATS_PER_ROW}`}
            registration={form.register("seatsPerRow")}
            error={errors.seatsPerRow}
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
          />
        </div>

        <fieldset
          className="space-y-3"
          aria-describedby={bandsError ? `${id}-bands-error` : undefined}
        >
          <legend className="text-lg font-bold">Prices by row</legend>
          <p className="text-sm text-ink-soft">
            Each band prices a run of rows, like rows 1–2 at $100. Together they cover every row
            once. Row type is optional: left empty, the dearest band is PREMIUM, the cheapest
            ECONOMY and the rest STANDARD.
          </p>
          <ol className="space-y-3">
            {bandList.fields.map((b, i) => {
              const rowType = form.register(`bands.${i}.rowType`);
              return (
                <li
                  key={b.id}
                  className="grid grid-cols-2 items-start gap-3 rounded-lg bg-sand-100 p-3 sm:grid-cols-[6rem_6rem_minmax(0,1fr)_minmax(0,1fr)_auto]"
                  data-testid="price-band"
                >
                  <TextField
                    label="From row"
                    registration={form.register(`bands.${i}.fromRow`)}
                    error={errors.bands?.[i]?.fromRow}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                  />
                  <TextField
                    label="To row"
                    registration={form.register(`bands.${i}.toRow`)}
                    error={errors.bands?.[i]?.toRow}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                  />
                  <TextField
                    label="Price a seat (CAD)"
                    registration={form.register(`bands.${i}.price`)}
                    error={errors.bands?.[i]?.price}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={16}
                    placeholder="60"
                  />
                  <TextField
                    label="Row type"
                    registration={{
                      ...rowType,
                      onChange: (e: { target: HTMLInputElement }) => {
                        e.target.value = e.target.value.toUpperCase();
                        return rowType.onChange(e);
                      },
                    }}
                    error={errors.bands?.[i]?.rowType}
                    autoComplete="off"
                    maxLength={20}
                    placeholder="automatic"
                  />
                  <div className="col-span-2 sm:col-span-1 sm:pt-6">
                    {bandList.fields.length > 1 && (
                      <button
                        type="button"
                        className="btn-secondary min-h-11 px-3 py-1.5"
                        onClick={() => bandList.remove(i)}
                      >
                        Remove<span className="sr-only"> band {i + 1}</span>
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {bandsError && (
            <p id={`${id}-bands-error`} className="field-error" role="alert">
              {bandsError}
            </p>
          )}
          <button
            type="button"
            className="btn-secondary"
            disabled={bandList.fields.length >= MAX_ROWS}
            onClick={() => {
              const from = Math.min(lastRow + 1, MAX_ROWS);
              // Added without moving the keyboard, as the button was pressed.
              bandList.append(
                band({
                  fromRow: String(from),
                  toRow: String(Math.max(from, rows ?? from)),
                  price: "",
                  rowType: "",
                }),
                { shouldFocus: false },
              );
            }}
          >
            + Add a price band
          </button>
        </fieldset>

        {shown && (
          <p className="rounded-lg bg-sand-100 px-3 py-2" aria-live="polite">
            Saving makes {rows! * seatsPerRow!} seats ({rows} rows of {seatsPerRow}): {adding} to
            add, {removing.length} to remove.
          </p>
        )}
        <FormProblem errors={errors} />
        <StatusLine message={done} />
        {confirming ? (
          <div className="space-y-2 rounded-lg border border-crimson/40 bg-red-50 p-3">
            <p className="font-semibold">
              Remove {removing.length} seat{removing.length === 1 ? "" : "s"} (
              {listNames(removing.map(seatLabel), 6)})? Visitors can no longer buy them.
            </p>
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                ref={confirmRef}
                busy={isSubmitting}
                label={`Yes, save and remove ${removing.length}`}
                busyLabel="Saving…"
              />
              <button type="button" className="btn-secondary" onClick={() => setAskedFor(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <SubmitButton
            busy={isSubmitting}
            label="Save seat plan"
            busyLabel="Saving…"
            className="btn-primary w-full sm:w-auto"
          />
        )}
      </form>
    </div>
  );
}
