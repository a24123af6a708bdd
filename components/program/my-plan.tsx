"use client";

import Link from "next/link";
import { festivalDayAt, usePlan, useMinute } from "@/lib/program/client/plan";
import type { DayWindow } from "@/lib/program/schedule";
import type { PlanItem } from "@/lib/program/view";
import { dayOfTime } from "@/lib/program/words";
import { useT } from "../locale-provider";
import { StarToggle } from "./star-toggle";

/**
 * "My plan": the performances the visitor starred (kept on this device, read without a network
 * once the page is kept), in the program's order, with the next one named first.
 */
export function MyPlan({
  eventGuid,
  days,
  items,
}: {
  eventGuid: string;
  /** The festival's days: a performance today is named by its time alone. */
  days: DayWindow[];
  items: PlanItem[];
}) {
  const { t } = useT();
  const { starred } = usePlan(eventGuid);
  const now = useMinute();
  const plan = items.filter((p) => starred.has(p.performanceId));
  const next = now === null ? undefined : plan.find((p) => Date.parse(p.startsAt) > now);
  const today = now === null ? null : festivalDayAt(days, now);
  const when = (p: PlanItem) =>
    dayOfTime(p.startsAt) === today
      ? p.starts
      : t("program.plan.dayAndTime", { day: p.dayName, time: p.starts });
  return (
    <section aria-labelledby="my-plan-heading" className="card p-4 sm:p-6" data-testid="my-plan">
      <h2 id="my-plan-heading" className="text-2xl font-bold">
        {t("program.plan.heading")}
      </h2>
      {plan.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t("program.plan.empty")}</p>
      ) : (
        <>
          <p className="mt-2 font-semibold" data-testid="plan-next">
            {next
              ? t("program.plan.next", { title: next.title, time: when(next), stage: next.stage })
              : now !== null && t("program.plan.over")}
          </p>
          <ul className="mt-3 space-y-2">
            {plan.map((p) => (
              <li key={p.performanceId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-ink-soft">
                  {p.dayName} · {p.starts}
                </span>
                <Link href={p.href} className="font-semibold text-teal underline">
                  {p.title}
                </Link>
                <span className="text-ink-soft">{p.stage}</span>
                <StarToggle eventGuid={eventGuid} performanceId={p.performanceId} title={p.title} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-muted">{t("program.plan.kept")}</p>
        </>
      )}
    </section>
  );
}
