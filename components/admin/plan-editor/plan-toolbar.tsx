"use client";

import { useId } from "react";
import { IMAGE_ROUTES } from "@/lib/events/api";
import { routeUrl } from "@/lib/http/route-contract";
import { PLAN_MAX_SIDE } from "@/lib/plans/resource";
import { useT } from "../../locale-provider";
import { ImageUpload } from "../event-editor-upload";
import { NumberField } from "./number-field";
import { GRID_MAX, GRID_MIN, type EditorState, type PlanAction } from "./state";

// The plan as a whole: its size in plan units, the grid the shapes move on and snap to, and the
// venue's picture drawn under the shapes (uploaded through the event's floor plan upload, or
// none).

export function PlanToolbar({
  eventId,
  state,
  dispatch,
}: {
  eventId: number;
  state: EditorState;
  dispatch: (action: PlanAction) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 card p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("planEditor.toolbar.heading")}
      </h2>
      <p className="text-sm text-ink-soft">{t("planEditor.toolbar.units")}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label={t("planEditor.toolbar.width")}
          value={state.width}
          min={10}
          max={PLAN_MAX_SIDE}
          onCommit={(width) => dispatch({ type: "setSize", width })}
        />
        <NumberField
          label={t("planEditor.toolbar.height")}
          value={state.height}
          min={10}
          max={PLAN_MAX_SIDE}
          onCommit={(height) => dispatch({ type: "setSize", height })}
        />
        <NumberField
          label={t("planEditor.toolbar.grid")}
          hint={t("planEditor.toolbar.gridHint")}
          value={state.grid}
          min={GRID_MIN}
          max={GRID_MAX}
          onCommit={(grid) => dispatch({ type: "setGrid", grid })}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-snap`}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-teal"
          checked={state.snapping}
          aria-describedby={`${id}-snap-hint`}
          onChange={(e) => dispatch({ type: "setSnapping", snapping: e.target.checked })}
        />
        <div>
          <label htmlFor={`${id}-snap`} className="font-semibold">
            {t("planEditor.toolbar.snap")}
          </label>
          <p id={`${id}-snap-hint`} className="text-sm text-ink-soft">
            {t("planEditor.toolbar.snapHint")}
          </p>
        </div>
      </div>

      <div className="space-y-3 border-t border-ink/10 pt-4">
        <h3 className="font-bold">{t("planEditor.toolbar.background")}</h3>
        <p className="text-sm text-ink-soft" data-testid="plan-background">
          {state.background
            ? t("planEditor.toolbar.hasBackground")
            : t("planEditor.toolbar.noBackground")}
        </p>
        {state.background && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => dispatch({ type: "setBackground", background: null })}
          >
            {t("planEditor.toolbar.removeBackground")}
          </button>
        )}
        <ImageUpload
          kind={{
            path: routeUrl(IMAGE_ROUTES.floorPlan, { eventId }),
            label: t("planEditor.toolbar.uploadLabel"),
            hint: t("planEditor.toolbar.uploadHint"),
            button: t("planEditor.toolbar.uploadButton"),
            saved: t("planEditor.toolbar.uploadSaved"),
          }}
          onUploaded={(background) => dispatch({ type: "setBackground", background })}
        />
      </div>
    </section>
  );
}
