"use client";

import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import type { Issue } from "@/lib/http/envelope";
import { SEATING_ROUTES } from "@/lib/seats/api";
import { MAX_SEAT_ROWS as MAX_ROWS, MAX_SEATS_PER_ROW } from "@/lib/seats/resource";
import { seatName } from "@/lib/seats/seat-shapes";
import type { SeatingEditorData } from "@/lib/seats/seating-plan";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useT } from "../locale-provider";
import { StatusLine, useAdminApi } from "./booth-editor-parts";
import { CurrentSeats } from "./seating-current";
import { SectionsFieldset, SpacesFieldset } from "./seating-extras";
import { namesInLine, seatingRules, type SeatingBody, type Values } from "./seating-rules";
import { band, initialValues, sizeChange, whole } from "./seating-values";

const BAND_FIELDS = ["fromRow", "toRow", "price", "rowType"] as const;
const SECTION_FIELDS = ["name", "nameAr", "fromRow", "toRow"] as const;

const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

/**
 * A refusal's field for an issue's path, as the form names it: the size field that would remove
 * seats that must stay (409), the aisles, one band's or section's field, or a list as a whole (the
 * wheelchair spaces: the API names their seats, not the form's entries).
 */
function fieldOfIssue(
  [field, index, part]: Issue["path"],
  counts: { bands: number; sections: number },
) {
  if (field === "rows" || field === "seatsPerRow" || field === "aisles") return field;
  if (field === "seatKinds") return "spaces.root";
  if (field === "bands") {
    const name = part === "priceCents" ? "price" : part;
    return typeof index === "number" && index < counts.bands && BAND_FIELDS.some((f) => f === name)
      ? `bands.${index}.${String(name)}`
      : "bands.root";
  }
  if (field === "sections")
    return typeof index === "number" &&
      index < counts.sections &&
      SECTION_FIELDS.some((f) => f === part)
      ? `sections.${index}.${String(part)}`
      : "sections.root";
  return "";
}

/**
 * A seated event's plan: up to 50 rows of up to 40 seats, prices by bands of rows, aisles after
 * given seat numbers, sections (named blocks of rows) and wheelchair spaces with their companion
 * seats. The seats as they are now are shown first; the form says what saving will add and
 * remove, refuses to remove a held or sold seat (naming it) before asking the server, and asks
 * before removing any seat. A refusal from the server is shown at the same place.
 */
export function SeatingEditor({ data }: { data: SeatingEditorData }) {
  const { t, locale } = useT();
  const id = useId();
  const { call } = useAdminApi();
  const { event, seats, plan } = data;
  const rules = useMemo(() => seatingRules(t, locale, seats), [t, locale, seats]);
  const form = useForm<Values, unknown, SeatingBody>({
    resolver: zodResolver(rules),
    defaultValues: initialValues(plan),
    // The messages stay until the next save, as the summary above the button does.
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const bandList = useFieldArray({ control: form.control, name: "bands" });
  const [rowsText, seatsText, bands, aisles, sections, spaces] = useWatch({
    control: form.control,
    name: ["rows", "seatsPerRow", "bands", "aisles", "sections", "spaces"],
  });
  const [done, setDone] = useState<string | null>(null);
  // The plan the organiser was asked to confirm: any change asks again before seats are removed.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const planKey = JSON.stringify([rowsText, seatsText, bands, aisles, sections, spaces]);
  const confirming = askedFor === planKey;

  const { rows, seatsPerRow, shown, removing, adding } = sizeChange(seats, rowsText, seatsText);
  const removingNames = namesInLine(
    t,
    removing.map((s) => seatName(t, s.row, s.column)),
    6,
  );

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
      const counts = { bands: bands.length, sections: sections.length };
      const issues = outcome.issues.map((issue) => ({
        ...issue,
        path: [fieldOfIssue(issue.path, counts)],
      }));
      const fieldOf = Object.fromEntries(
        issues.flatMap(({ path: [field] }) => (field ? [[field, field]] : [])),
      ) as Record<string, Path<Values>>;
      putIssuesOnFields(form, { message: outcome.message, issues }, fieldOf);
      return;
    }
    const { seats: total, created, repriced, rearranged, removed } = outcome.payload;
    setDone(t("seatingEditor.done", { total, created, repriced, rearranged, removed }));
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
        className="space-y-6 card p-4 sm:p-6"
      >
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t(plan.rows === 0 ? "seatingEditor.form.make" : "seatingEditor.form.change")}
          </h2>
          <p className="mt-1 text-ink-soft">{t("seatingEditor.form.intro")}</p>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <TextField
            label={t("seatingEditor.form.rows")}
            hint={t("seatingEditor.form.range", { max: MAX_ROWS })}
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
            label={t("seatingEditor.form.seatsPerRow")}
            hint={t("seatingEditor.form.range", { max: MAX_SEATS_PER_ROW })}
            registration={form.register("seatsPerRow")}
            error={errors.seatsPerRow}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
          />
        </div>

        <fieldset
          className="space-y-3"
          aria-describedby={bandsError ? `${id}-bands-error` : undefined}
        >
          <legend className="text-lg font-bold">{t("seatingEditor.bands.legend")}</legend>
          <p className="text-sm text-ink-soft">{t("seatingEditor.bands.hint")}</p>
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
                    label={t("seatingEditor.bands.from")}
                    registration={form.register(`bands.${i}.fromRow`)}
                    error={errors.bands?.[i]?.fromRow}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                  />
                  <TextField
                    label={t("seatingEditor.bands.to")}
                    registration={form.register(`bands.${i}.toRow`)}
                    error={errors.bands?.[i]?.toRow}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={2}
                  />
                  <TextField
                    label={t("seatingEditor.bands.price")}
                    registration={form.register(`bands.${i}.price`)}
                    error={errors.bands?.[i]?.price}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={16}
                    placeholder="60"
                  />
                  <TextField
                    label={t("seatingEditor.bands.rowType")}
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
                    placeholder={t("seatingEditor.bands.automatic")}
                  />
                  <div className="col-span-2 sm:col-span-1 sm:pt-6">
                    {bandList.fields.length > 1 && (
                      <button
                        type="button"
                        className="btn-secondary min-h-11 px-3 py-1.5"
                        onClick={() => bandList.remove(i)}
                      >
                        {t.rich("seatingEditor.bands.remove", { number: i + 1, hidden: sr })}
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
            {t("seatingEditor.bands.add")}
          </button>
        </fieldset>

        <div className="sm:max-w-md">
          <TextField
            label={t("seatingEditor.aisles.label")}
            hint={t("seatingEditor.aisles.hint")}
            registration={form.register("aisles")}
            error={errors.aisles}
            inputMode="text"
            autoComplete="off"
            maxLength={120}
            placeholder="10, 30"
          />
        </div>

        <SectionsFieldset form={form} id={id} rows={rows ?? 1} />
        <SpacesFieldset form={form} id={id} />

        {shown && (
          <p className="rounded-lg bg-sand-100 px-3 py-2" aria-live="polite">
            {t("seatingEditor.summary", {
              total: rows! * seatsPerRow!,
              rows: rows!,
              perRow: seatsPerRow!,
              adding,
              removing: removing.length,
            })}
          </p>
        )}
        <FormProblem errors={errors} />
        <StatusLine message={done} />
        {confirming ? (
          <div className="space-y-2 rounded-lg border border-crimson/40 bg-red-50 p-3">
            <p className="font-semibold">
              {t("seatingEditor.confirm", { count: removing.length, names: removingNames })}
            </p>
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                ref={confirmRef}
                busy={isSubmitting}
                label={t("seatingEditor.confirmYes", { count: removing.length })}
                busyLabel={t("common.saving")}
              />
              <button type="button" className="btn-secondary" onClick={() => setAskedFor(null)}>
                {t("common.cancel")}
              </button>
            </div>
          </div>
        ) : (
          <SubmitButton
            busy={isSubmitting}
            label={t("seatingEditor.save")}
            busyLabel={t("common.saving")}
            className="btn-primary w-full sm:w-auto"
          />
        )}
      </form>
    </div>
  );
}
