"use client";

import { useId } from "react";
import { AREA_KINDS, PLAN_MAX_SIDE, type AreaKind, type Placement } from "@/lib/plans/resource";
import { ARABIC_TEXT } from "../../forms/console-fields";
import { useT } from "../../locale-provider";
import { ROTATE_STEP } from "./keys";
import { NumberField } from "./number-field";
import { shapeOf, type EditorState, type PlanAction } from "./state";
import { kindWord, shapeTitle } from "./words";

// The selected shape in numbers: its exact place, size and rotation, a Rotate button and Remove
// (a booth goes back to its section's unplaced booths; an area is gone); an area's kind and
// labels too.

const FIELDS: { field: keyof Placement; min: number; max: number }[] = [
  { field: "x", min: 0, max: PLAN_MAX_SIDE },
  { field: "y", min: 0, max: PLAN_MAX_SIDE },
  { field: "width", min: 1, max: PLAN_MAX_SIDE },
  { field: "height", min: 1, max: PLAN_MAX_SIDE },
  { field: "rotation", min: 0, max: 359 },
];

export function PlanInspector({
  state,
  dispatch,
}: {
  state: EditorState;
  dispatch: (action: PlanAction) => void;
}) {
  const { t } = useT();
  const id = useId();
  const shape = shapeOf(state, state.selected);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 card p-4"
      data-testid="plan-inspector"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {shape ? shapeTitle(t, shape) : t("planEditor.inspector.heading")}
      </h3>
      {!shape?.place ? (
        <p className="text-ink-soft">{t("planEditor.inspector.none")}</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            {FIELDS.map(({ field, min, max }) => (
              <NumberField
                key={`${shape.key}-${field}`}
                label={t(`planEditor.inspector.${field}`)}
                value={shape.place![field]}
                min={min}
                max={max}
                onCommit={(value) => dispatch({ type: "setField", key: shape.key, field, value })}
              />
            ))}
          </div>
          {shape.type === "area" && (
            <AreaFields
              kind={shape.area.kind}
              label={shape.area.label}
              labelAr={shape.area.labelAr ?? ""}
              onChange={(change) => dispatch({ type: "editArea", key: shape.key, ...change })}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => dispatch({ type: "rotateBy", key: shape.key, degrees: ROTATE_STEP })}
            >
              {t("planEditor.inspector.rotate", { degrees: ROTATE_STEP })}
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => dispatch({ type: "remove", key: shape.key })}
            >
              {t("planEditor.inspector.remove")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function AreaFields({
  kind,
  label,
  labelAr,
  onChange,
}: {
  kind: AreaKind;
  label: string;
  labelAr: string;
  onChange: (change: { kind?: AreaKind; label?: string; labelAr?: string }) => void;
}) {
  const { t } = useT();
  const id = useId();
  const missing = !label.trim();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-semibold text-ink-soft">
          {t("planEditor.area.kind")}
        </label>
        <select
          id={`${id}-kind`}
          className="field-input"
          value={kind}
          onChange={(e) => onChange({ kind: e.target.value as AreaKind })}
        >
          {AREA_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindWord(t, k)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-label`} className="mb-1 block text-sm font-semibold text-ink-soft">
          {t("planEditor.area.label")}
        </label>
        <input
          id={`${id}-label`}
          className="field-input"
          value={label}
          maxLength={60}
          autoComplete="off"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-label-error` : undefined}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        {missing && (
          <p id={`${id}-label-error`} className="field-error">
            {t("planEditor.area.labelMissing")}
          </p>
        )}
      </div>
      <div>
        <label
          htmlFor={`${id}-label-ar`}
          className="mb-1 block text-sm font-semibold text-ink-soft"
        >
          {t("planEditor.area.labelAr")}
        </label>
        <input
          id={`${id}-label-ar`}
          className="field-input"
          value={labelAr}
          maxLength={60}
          autoComplete="off"
          dir="rtl"
          lang="ar"
          style={ARABIC_TEXT}
          onChange={(e) => onChange({ labelAr: e.target.value })}
        />
      </div>
    </div>
  );
}
