"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { optionalText, requiredName } from "@/lib/http/office-fields";
import { AREA_KINDS, type AreaKind } from "@/lib/plans/resource";
import { TextField } from "../../forms/console-fields";
import { useT } from "../../locale-provider";
import { freeSpot, type EditorState, type PlanAction } from "./state";
import { kindWord } from "./words";
import { SubmitButton } from "../../forms/form-field";

// A labelled area added to the plan (a stage, an entrance, the washrooms, first aid, the food
// court): its kind and its label in English and Arabic, by the API's rules for them. It is put
// below the shapes already on the plan, at a size that suits its kind, and selected, so the
// keys or the number fields move it from there.

/** The area's fields by the rules the API checks them with (`planAreaInput`). */
const areaFields = z.object({
  kind: z.enum(AREA_KINDS),
  label: requiredName("Label (English)", 60),
  labelAr: optionalText("Label (Arabic)", 60),
});
type Values = z.input<typeof areaFields>;
type Area = z.output<typeof areaFields>;

/** A new area's size by its kind, in plan units (10 cm). */
const START_SIZE: Record<AreaKind, { width: number; height: number }> = {
  STAGE: { width: 120, height: 60 },
  ENTRANCE: { width: 40, height: 20 },
  WASHROOM: { width: 40, height: 30 },
  FIRST_AID: { width: 30, height: 30 },
  FOOD_COURT: { width: 150, height: 100 },
  INFO: { width: 30, height: 30 },
  OTHER: { width: 60, height: 40 },
};

export function AreaForm({
  state,
  dispatch,
}: {
  state: EditorState;
  dispatch: (action: PlanAction) => void;
}) {
  const { t } = useT();
  const id = useId();
  const form = useForm<Values, unknown, Area>({
    resolver: zodResolver(areaFields),
    defaultValues: { kind: "STAGE", label: "", labelAr: "" },
  });
  const { errors } = form.formState;

  const add = form.handleSubmit(({ kind, label, labelAr }) => {
    dispatch({
      type: "addArea",
      kind,
      label,
      labelAr: labelAr ?? null,
      place: { ...freeSpot(state), ...START_SIZE[kind], rotation: 0 },
    });
    form.reset({ kind, label: "", labelAr: "" });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void add(e)}
      aria-labelledby={`${id}-heading`}
      className="space-y-3 card p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("planEditor.area.heading")}
      </h2>
      <p className="text-sm text-ink-soft">{t("planEditor.area.hint")}</p>
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-semibold text-ink-soft">
          {t("planEditor.area.kind")}
        </label>
        <select id={`${id}-kind`} className="field-input" {...form.register("kind")}>
          {AREA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindWord(t, kind)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t("planEditor.area.label")}
        registration={form.register("label")}
        error={errors.label}
        required
        maxLength={60}
        autoComplete="off"
      />
      <TextField
        label={t("planEditor.area.labelAr")}
        registration={form.register("labelAr")}
        error={errors.labelAr}
        arabic
        maxLength={60}
        autoComplete="off"
      />
      <SubmitButton className="btn-secondary" label={t("planEditor.area.add")} />
    </form>
  );
}
