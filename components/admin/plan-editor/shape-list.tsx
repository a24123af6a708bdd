"use client";

import { useId, type KeyboardEvent } from "react";
import { useT } from "../../locale-provider";
import { keyAction } from "./keys";
import { placedShapes, type EditorState, type PlanAction, type ShapeKey } from "./state";
import { joinWords, placeWords, shapeTitle } from "./words";

// Every shape on the plan as a list, the drawing's alternative: a line selects its shape, and the
// editor's keys work on it as they do on the drawing (arrows move, Shift+arrows resize, R turns).

export function ShapeList({
  state,
  dispatch,
  problems,
}: {
  state: EditorState;
  dispatch: (action: PlanAction) => void;
  problems: Map<ShapeKey, string[]>;
}) {
  const { t } = useT();
  const id = useId();
  const shapes = placedShapes(state);

  function onKeyDown(e: KeyboardEvent, key: ShapeKey) {
    const action = keyAction(key, e);
    // Enter and Space press the button, which selects: the browser's own way.
    if (!action || action.type === "select") return;
    e.preventDefault();
    dispatch({ type: "select", key });
    dispatch(action);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 card p-4">
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {t("planEditor.list.heading", { count: shapes.length })}
      </h3>
      {shapes.length === 0 ? (
        <p className="text-ink-soft">{t("planEditor.list.empty")}</p>
      ) : (
        <ul className="space-y-1" data-testid="plan-shape-list">
          {shapes.map((shape) => {
            const found = problems.get(shape.key) ?? [];
            const selected = state.selected === shape.key;
            return (
              <li key={shape.key}>
                <button
                  type="button"
                  aria-pressed={selected}
                  className={`w-full rounded-md px-2 py-1.5 text-start focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night ${
                    selected ? "bg-gold-light/40 font-semibold" : "hover:bg-sand-100"
                  }`}
                  onClick={() => dispatch({ type: "select", key: shape.key })}
                  onKeyDown={(e) => onKeyDown(e, shape.key)}
                >
                  <span className="block">{shapeTitle(t, shape)}</span>
                  <span className="block text-sm text-ink-soft">{placeWords(t, shape.place)}</span>
                  {found.length > 0 && (
                    <span className="block text-sm font-semibold text-crimson">
                      <span aria-hidden="true">⚠ </span>
                      {joinWords(t, found)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
