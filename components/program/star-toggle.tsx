"use client";

import { usePlan } from "@/lib/program/client/plan";
import { useT } from "../locale-provider";

/**
 * The star of a performance: pressed when it is in the visitor's plan (kept on this device).
 * Its words say what pressing it does; `aria-pressed` says the state, which the stylesheet's
 * `plan-star` draws (gold when pressed).
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
      className="plan-star"
      data-testid="plan-star"
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
      {on ? t("program.plan.remove") : t("program.plan.add")}
      <span className="sr-only" lang={titleLang}>{` ${title}`}</span>
    </button>
  );
}
