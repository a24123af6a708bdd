"use client";

import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { MAX_SEAT_KINDS, MAX_SEAT_ROWS, MAX_SECTION_NAME } from "@/lib/seats/resource";
import { TextField } from "../forms/console-fields";
import { useT } from "../locale-provider";
import type { Values } from "./seating-rules";
import { COMPANION_SIDES, section, space } from "./seating-values";

// The seating editor's sections (named blocks of rows) and wheelchair spaces (each with the side
// its companion seat is on), each a list of entries with Add and Remove.

type Form = UseFormReturn<Values, unknown, unknown>;

const sr = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>;

/** The error a list as a whole has (the server's on the list), shown under it. */
function ListError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

export function SectionsFieldset({ form, id, rows }: { form: Form; id: string; rows: number }) {
  const { t } = useT();
  const list = useFieldArray({ control: form.control, name: "sections" });
  const errors = form.formState.errors.sections;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={listError ? `${id}-sections-error` : undefined}
    >
      <legend className="text-lg font-bold">{t("seatingEditor.sections.legend")}</legend>
      <p className="text-sm text-ink-soft">{t("seatingEditor.sections.hint")}</p>
      {list.fields.length > 0 && (
        <ol className="space-y-3">
          {list.fields.map((field, i) => (
            <li
              key={field.id}
              className="grid grid-cols-2 items-start gap-3 rounded-lg bg-sand-100 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_6rem_6rem_auto]"
              data-testid="seat-section-entry"
            >
              <TextField
                label={t("seatingEditor.sections.name")}
                registration={form.register(`sections.${i}.name`)}
                error={errors?.[i]?.name}
                autoComplete="off"
                maxLength={MAX_SECTION_NAME}
              />
              <TextField
                label={t("seatingEditor.sections.nameAr")}
                registration={form.register(`sections.${i}.nameAr`)}
                error={errors?.[i]?.nameAr}
                autoComplete="off"
                maxLength={MAX_SECTION_NAME}
                arabic
              />
              <TextField
                label={t("seatingEditor.sections.from")}
                registration={form.register(`sections.${i}.fromRow`)}
                error={errors?.[i]?.fromRow}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
              />
              <TextField
                label={t("seatingEditor.sections.to")}
                registration={form.register(`sections.${i}.toRow`)}
                error={errors?.[i]?.toRow}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
              />
              <div className="col-span-2 sm:col-span-1 sm:pt-6">
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 py-1.5"
                  onClick={() => list.remove(i)}
                >
                  {t.rich("seatingEditor.sections.remove", { number: i + 1, hidden: sr })}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ListError id={`${id}-sections-error`} message={listError} />
      <button
        type="button"
        className="btn-secondary"
        disabled={list.fields.length >= MAX_SEAT_ROWS}
        onClick={() => {
          const last = Math.max(0, ...form.getValues("sections").map((s) => Number(s.toRow) || 0));
          const from = Math.min(last + 1, Math.max(rows, 1));
          list.append(
            section({
              name: "",
              nameAr: "",
              fromRow: String(from),
              toRow: String(Math.max(from, rows)),
            }),
            { shouldFocus: false },
          );
        }}
      >
        {t("seatingEditor.sections.add")}
      </button>
    </fieldset>
  );
}

export function SpacesFieldset({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  const list = useFieldArray({ control: form.control, name: "spaces" });
  const errors = form.formState.errors.spaces;
  const listError = errors?.root?.message ?? errors?.message;
  const sides = {
    none: t("seatingEditor.spaces.companionNone"),
    before: t("seatingEditor.spaces.companionBefore"),
    after: t("seatingEditor.spaces.companionAfter"),
    both: t("seatingEditor.spaces.companionBoth"),
  };
  return (
    <fieldset className="space-y-3" aria-describedby={listError ? `${id}-spaces-error` : undefined}>
      <legend className="text-lg font-bold">{t("seatingEditor.spaces.legend")}</legend>
      <p className="text-sm text-ink-soft">{t("seatingEditor.spaces.hint")}</p>
      {list.fields.length > 0 && (
        <ol className="space-y-3">
          {list.fields.map((field, i) => {
            const companionId = `${id}-space-${field.id}-companion`;
            const companionError = errors?.[i]?.companion?.message;
            return (
              <li
                key={field.id}
                className="grid grid-cols-2 items-start gap-3 rounded-lg bg-sand-100 p-3 sm:grid-cols-[6rem_6rem_minmax(0,1fr)_auto]"
                data-testid="wheelchair-space-entry"
              >
                <TextField
                  label={t("seatingEditor.spaces.row")}
                  registration={form.register(`spaces.${i}.row`)}
                  error={errors?.[i]?.row}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                />
                <TextField
                  label={t("seatingEditor.spaces.seat")}
                  registration={form.register(`spaces.${i}.seat`)}
                  error={errors?.[i]?.seat}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                />
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={companionId} className="field-label">
                    {t("seatingEditor.spaces.companion")}
                  </label>
                  <select
                    id={companionId}
                    className="field-input"
                    aria-invalid={companionError ? true : undefined}
                    aria-describedby={companionError ? `${companionId}-error` : undefined}
                    {...form.register(`spaces.${i}.companion`)}
                  >
                    {COMPANION_SIDES.map((side) => (
                      <option key={side} value={side}>
                        {sides[side]}
                      </option>
                    ))}
                  </select>
                  {companionError && (
                    <p id={`${companionId}-error`} className="field-error">
                      {companionError}
                    </p>
                  )}
                </div>
                <div className="col-span-2 sm:col-span-1 sm:pt-6">
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-1.5"
                    onClick={() => list.remove(i)}
                  >
                    {t.rich("seatingEditor.spaces.remove", { number: i + 1, hidden: sr })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ListError id={`${id}-spaces-error`} message={listError} />
      <button
        type="button"
        className="btn-secondary"
        disabled={list.fields.length >= MAX_SEAT_KINDS / 2}
        onClick={() =>
          list.append(space({ row: "", seat: "", companion: "after" }), { shouldFocus: true })
        }
      >
        {t("seatingEditor.spaces.add")}
      </button>
    </fieldset>
  );
}
