"use client";

import { usePlan } from "@/lib/program/client/plan";
import { useT } from "../locale-provider";

/**
 * The star of a performance: pressed when it is in the visitor's plan (kept on this device).
 * Its words say what pressing it does; `aria-pressed` says the state.
 */
export function StarToggle({
  eventGuid,
  performanceId,
  title,
  titleLang,
}: {
  eventGuid: string;
  performanceId: number;
  title: string;
  titleLang?: "en";
}) {
  const { t } = useT();
  const { starred, toggle } = usePlan(eventGuid);
  const on = starred.has(performanceId);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => toggle(performanceId)}
      className={`btn min-h-11 border px-3 py-1.5 text-sm ${
        on ? "border-gold-dark bg-gold-light text-ink" : "border-ink/20 bg-white text-ink"
      }`}
      data-testid="plan-star"
    >
      <span aria-hidden="true" className="text-lg leading-none">
        {on ? "★" : "☆"}
      </span>
      {on ? t("program.plan.remove") : t("program.plan.add")}
      <span className="sr-only" lang={titleLang}>
        {" "}
        {title}
      </span>
    </button>
  );
}
