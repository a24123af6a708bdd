"use client";

import { useEffect, useId, useMemo, useReducer, useState } from "react";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { PLAN_ROUTES } from "@/lib/plans/api";
import type { PlanEditorAnswer } from "@/lib/plans/resource";
import { issueText } from "../../forms/server-issues";
import { useT } from "../../locale-provider";
import { AreaForm } from "./area-form";
import { PlanCanvas } from "./plan-canvas";
import { PlanInspector } from "./plan-inspector";
import { PlanToolbar } from "./plan-toolbar";
import { hasChanges, planProblems, saveRequest, shapesNamed, shapesOfIssues } from "./save";
import { SectionPlacer } from "./section-placer";
import { ShapeList } from "./shape-list";
import { initialState, planReducer, shapeOf, type ShapeKey } from "./state";
import { newsWords, problemsByShape, problemSentences, shapeTitle } from "./words";

// The event's floor plan in the organiser console: the drawing with the selected shape's numbers
// and the list of shapes beside it, the problems the server would refuse, Save (the whole plan at
// once, PUT /api/admin/v1/events/{eventId}/plan), then the section placer, new areas and the
// plan's size, grid and background. Leaving with unsaved changes asks first.

/**
 * The plan editor of one event: given the editor's data (`PLAN_ROUTES.editor`'s answer) when the
 * page read it, or loading it from the organiser API when not.
 */
export function PlanEditor({ eventId, data }: { eventId: number; data?: PlanEditorAnswer }) {
  return data ? (
    <PlanEditorBody eventId={eventId} answer={data} />
  ) : (
    <PlanEditorLoader eventId={eventId} />
  );
}

function PlanEditorLoader({ eventId }: { eventId: number }) {
  const { t } = useT();
  const [answer, setAnswer] = useState<PlanEditorAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    call(PLAN_ROUTES.editor, { params: { eventId } })
      .then((result) => {
        if (!live) return;
        if (result.status === "OK") setAnswer(result.payload);
        else setFailed(answerMessage(result, t("planEditor.loadFailed")));
      })
      .catch((error: unknown) => {
        if (live)
          setFailed(error instanceof NetworkError ? error.message : t("planEditor.loadFailed"));
      });
    return () => {
      live = false;
    };
  }, [eventId, attempt, t]);

  if (answer) return <PlanEditorBody eventId={eventId} answer={answer} />;
  if (failed)
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-crimson/40 bg-red-50 p-4">
        <p className="font-medium text-crimson-dark">{failed}</p>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setFailed(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t("planEditor.tryAgain")}
        </button>
      </div>
    );
  return (
    <p role="status" className="text-ink-soft">
      {t("common.loading")}
    </p>
  );
}

type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "refused"; message: string; details: string[]; shapes: ShapeKey[] };

function PlanEditorBody({ eventId, answer }: { eventId: number; answer: PlanEditorAnswer }) {
  const { t } = useT();
  const id = useId();
  const [state, dispatch] = useReducer(planReducer, answer, initialState);
  const [saving, setSaving] = useState<SaveState>({ kind: "idle" });
  const problems = useMemo(() => planProblems(state), [state]);
  const byShape = useMemo(() => problemsByShape(t, state, problems), [t, state, problems]);
  const sentences = problemSentences(t, state, problems);
  const changed = hasChanges(state);
  const refused = useMemo(() => new Set(saving.kind === "refused" ? saving.shapes : []), [saving]);

  // Leaving the page (reload, closing the tab, another address) with unsaved changes asks first.
  useEffect(() => {
    if (!changed) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [changed]);

  async function save() {
    const sent = saveRequest(state);
    const version = state.version;
    setSaving({ kind: "saving" });
    let result;
    try {
      result = await call(PLAN_ROUTES.save, { params: { eventId }, body: sent.body });
    } catch (error) {
      const message = error instanceof NetworkError ? error.message : t("planEditor.save.failed");
      setSaving({ kind: "refused", message, details: [], shapes: [] });
      return;
    }
    if (result.status === "OK") {
      dispatch({ type: "saved", version });
      setSaving({ kind: "saved" });
      return;
    }
    const issues = result.issues ?? [];
    const shapes = [...new Set([...shapesOfIssues(sent, issues), ...shapesNamed(state, result)])];
    // Each issue with the shape it is about: "Booth A-01: x must be a whole number ...".
    const details = issues.map((issue) => {
      const [key] = shapesOfIssues(sent, [issue]);
      const shape = shapeOf(state, key ?? null);
      return shape ? `${shapeTitle(t, shape)}: ${issueText(issue)}` : issueText(issue);
    });
    setSaving({
      kind: "refused",
      message: answerMessage(result, t("planEditor.save.failed")),
      details: details.length > 1 ? details : [],
      shapes,
    });
  }

  const status =
    saving.kind === "saving"
      ? t("planEditor.save.saving")
      : changed
        ? t("planEditor.save.unsaved")
        : saving.kind === "saved"
          ? t("planEditor.save.saved")
          : "";

  return (
    <div className="space-y-6">
      <p id={`${id}-keys`} className="rounded-lg bg-sand-100 px-3 py-2">
        {t("planEditor.instructions")}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-2">
          <h2 id={`${id}-canvas`} className="text-xl font-bold">
            {t("planEditor.canvasHeading", { width: state.width, height: state.height })}
          </h2>
          <PlanCanvas
            state={state}
            dispatch={dispatch}
            problems={byShape}
            refused={refused}
            labelledBy={`${id}-canvas`}
            describedBy={`${id}-keys`}
          />
          <p
            role="status"
            aria-live="polite"
            className="min-h-6 text-sm text-ink-soft"
            data-testid="plan-news"
          >
            {newsWords(t, state.news)}
          </p>
        </div>
        <div className="space-y-4">
          <PlanInspector state={state} dispatch={dispatch} />
          <ShapeList state={state} dispatch={dispatch} problems={byShape} />
        </div>
      </div>

      <section aria-labelledby={`${id}-save`} className="space-y-3 card p-4 sm:p-6">
        <h2 id={`${id}-save`} className="text-xl font-bold">
          {t("planEditor.problems.heading")}
        </h2>
        {sentences.length === 0 ? (
          <p className="text-ink-soft">{t("planEditor.problems.none")}</p>
        ) : (
          <ul className="list-disc space-y-1 ps-5 text-crimson-dark" data-testid="plan-problems">
            {sentences.map((s) => (
              <li key={s.key}>{s.text}</li>
            ))}
          </ul>
        )}
        {saving.kind === "refused" && (
          <div
            role="alert"
            className="space-y-1 rounded-lg border border-crimson/40 bg-red-50 px-3 py-2 font-medium text-crimson-dark"
          >
            <p>{t("planEditor.save.refused", { message: saving.message })}</p>
            {saving.details.length > 0 && (
              <ul className="list-disc ps-5">
                {saving.details.map((detail, i) => (
                  <li key={i}>{detail}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={saving.kind === "saving" || undefined}
            aria-busy={saving.kind === "saving"}
            onClick={() => void save()}
          >
            {saving.kind === "saving" ? t("planEditor.save.saving") : t("planEditor.save.button")}
          </button>
          <p role="status" className="font-semibold text-teal-dark" data-testid="plan-save-status">
            {status}
          </p>
        </div>
      </section>

      <SectionPlacer state={state} dispatch={dispatch} />
      <AreaForm state={state} dispatch={dispatch} />
      <PlanToolbar eventId={eventId} state={state} dispatch={dispatch} />
    </div>
  );
}
