"use client";

import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { PLAN_MAX_SIDE } from "@/lib/plans/resource";
import { TextField } from "../../forms/console-fields";
import { useT } from "../../locale-provider";
import { listNames } from "../booth-editor-parts";
import { freeSpot, planReducer, type EditorState, type PlanAction } from "./state";

// The booths not on the plan yet, by section, and the way to place a whole section at once: in a
// row, or as a grid of so many columns, from an origin, each booth of one size with one gap
// between them. Placed, the origin moves below them, ready for the next section.

const layoutValues = z.object({
  x: z.string(),
  y: z.string(),
  width: z.string(),
  height: z.string(),
  gap: z.string(),
  columns: z.string(),
  which: z.enum(["unplaced", "all"]),
});
type Values = z.infer<typeof layoutValues>;

const LIMITS = {
  x: [0, PLAN_MAX_SIDE],
  y: [0, PLAN_MAX_SIDE],
  width: [1, PLAN_MAX_SIDE],
  height: [1, PLAN_MAX_SIDE],
  gap: [0, 1000],
  columns: [1, 200],
} as const;
type NumberName = keyof typeof LIMITS;

/** The form's rules: each number whole and in its range, said in the page's words. */
function layoutRules(rangeMessage: (min: number, max: number) => string) {
  return layoutValues.superRefine((v, ctx) => {
    for (const [name, [min, max]] of Object.entries(LIMITS) as [
      NumberName,
      readonly [number, number],
    ][]) {
      const text = v[name].trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < min || n > max)
        ctx.addIssue({ code: "custom", path: [name], message: rangeMessage(min, max) });
    }
  });
}

/** Booth sizes a new plan starts with: 3 m square, 1 m apart, five across. */
const START = { width: "30", height: "30", gap: "10", columns: "5" };

type Section = { sectionId: number; sectionName: string; total: number; unplaced: string[] };

/** The event's sections in order, each with its booths not on the plan. */
function sectionsOf(state: EditorState): Section[] {
  const sections = new Map<number, Section>();
  for (const booth of state.booths) {
    const section = sections.get(booth.sectionId) ?? {
      sectionId: booth.sectionId,
      sectionName: booth.sectionName,
      total: 0,
      unplaced: [],
    };
    section.total++;
    if (!booth.place) section.unplaced.push(booth.boothName);
    sections.set(booth.sectionId, section);
  }
  return [...sections.values()];
}

export function SectionPlacer({
  state,
  dispatch,
}: {
  state: EditorState;
  dispatch: (action: PlanAction) => void;
}) {
  const { t } = useT();
  const id = useId();
  const resolver = useMemo(
    () => zodResolver(layoutRules((min, max) => t("planEditor.numberRange", { min, max }))),
    [t],
  );
  const [start] = useState((): Values => {
    const spot = freeSpot(state);
    return { x: String(spot.x), y: String(spot.y), ...START, which: "unplaced" };
  });
  const form = useForm<Values>({ resolver, defaultValues: start });
  // The section whose button placed nothing (all its booths were on the plan already).
  const [nothing, setNothing] = useState<number | null>(null);
  const { errors } = form.formState;
  const sections = sectionsOf(state);

  function place(sectionId: number, layout: "row" | "grid") {
    return form.handleSubmit((v) => {
      const action: PlanAction = {
        type: "placeSection",
        sectionId,
        columns: layout === "row" ? "row" : Number(v.columns),
        which: v.which,
        layout: {
          origin: { x: Number(v.x), y: Number(v.y) },
          size: { width: Number(v.width), height: Number(v.height) },
          gap: Number(v.gap),
        },
      };
      // The reducer is pure: the state it makes says where the next section goes.
      const next = planReducer(state, action);
      setNothing(next === state ? sectionId : null);
      if (next === state) return;
      const spot = freeSpot(next);
      dispatch(action);
      form.setValue("x", String(spot.x));
      form.setValue("y", String(spot.y));
    })();
  }

  const field = (name: NumberName, hint?: string) => (
    <TextField
      label={t(`planEditor.sections.${name}`)}
      hint={hint}
      registration={form.register(name)}
      error={errors[name]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      dir="ltr"
    />
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 card p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("planEditor.sections.heading")}
      </h2>
      {sections.length === 0 ? (
        <p className="text-ink-soft">{t("planEditor.sections.noBooths")}</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="space-y-4"
          aria-labelledby={`${id}-heading`}
        >
          <p className="text-sm text-ink-soft">{t("planEditor.sections.intro")}</p>
          <fieldset className="space-y-3">
            <legend className="font-bold">{t("planEditor.sections.layout")}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {field("x")}
              {field("y")}
              {field("gap")}
              {field("width")}
              {field("height")}
              {field("columns", t("planEditor.sections.columnsHint"))}
            </div>
            <div role="radiogroup" aria-labelledby={`${id}-which`} className="space-y-1">
              <p id={`${id}-which`} className="text-sm font-semibold text-ink-soft">
                {t("planEditor.sections.which")}
              </p>
              {(["unplaced", "all"] as const).map((which) => (
                <label key={which} className="flex items-center gap-2">
                  <input
                    type="radio"
                    value={which}
                    className="size-5 accent-teal"
                    {...form.register("which")}
                  />
                  {t(`planEditor.sections.${which}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <ul className="space-y-3">
            {sections.map((section) => (
              <li
                key={section.sectionId}
                className="space-y-2 rounded-lg bg-sand-100 p-3"
                data-testid="plan-section"
              >
                <h3 className="font-bold">{section.sectionName}</h3>
                <p className="text-sm">
                  {section.unplaced.length
                    ? t("planEditor.sections.unplacedNames", {
                        count: section.unplaced.length,
                        total: section.total,
                        names: listNames(section.unplaced, 8),
                      })
                    : t("planEditor.sections.allPlaced", { total: section.total })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`${t("planEditor.sections.placeRow")}: ${section.sectionName}`}
                    onClick={() => void place(section.sectionId, "row")}
                  >
                    {t("planEditor.sections.placeRow")}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`${t("planEditor.sections.placeGrid")}: ${section.sectionName}`}
                    onClick={() => void place(section.sectionId, "grid")}
                  >
                    {t("planEditor.sections.placeGrid")}
                  </button>
                </div>
                <p role="status" className="text-sm font-medium text-crimson">
                  {nothing === section.sectionId ? t("planEditor.sections.nothingToPlace") : ""}
                </p>
              </li>
            ))}
          </ul>
        </form>
      )}
    </section>
  );
}
