"use client";

import { useMemo } from "react";
import { jsonLdText, programLd, type ProgramLdFrame } from "@/lib/program/performance-events";
import { listedPerformances, type ProgramRecords } from "@/lib/program/records";
import type { PerformanceCategory } from "@/lib/program/resource";
import type { DayWindow } from "@/lib/program/schedule";
import { performancePath, planItemOf, programPath } from "@/lib/program/view";
import { dayOfTime } from "@/lib/program/words";
import { useT } from "../locale-provider";
import { CategoryFilter } from "./category-filter";
import { MyPlan } from "./my-plan";
import { NowNext } from "./now-next";
import { ProgramList } from "./program-list";

/**
 * The program page below its heading, drawn from the program's records (each performance once):
 * "now and next" on the festival's days, the visitor's plan, the category chips and the list, and
 * the page's JSON-LD (the festival with every performance as a `subEvent`), written here so the
 * page carries it once.
 */
export function ProgramGuide({
  eventGuid,
  festivalDays,
  records,
  counts,
  ld,
}: {
  eventGuid: string;
  /** The festival's Toronto days: "now and next" shows on them. */
  festivalDays: DayWindow[];
  records: ProgramRecords;
  /** How many performances each category offered has, in the order the chips show them. */
  counts: Partial<Record<PerformanceCategory, number>>;
  ld: ProgramLdFrame;
}) {
  const { t, href } = useT();
  const performances = useMemo(
    () => listedPerformances(records, (start, end) => t("program.timeRange", { start, end })),
    [records, t],
  );
  const items = performances.map((p) =>
    planItemOf(p, {
      dayName: records.days[dayOfTime(p.startsAt)] ?? "",
      href: href(performancePath(eventGuid, p.performanceId)),
    }),
  );
  const jsonLd = useMemo(() => jsonLdText(programLd(ld, performances)), [ld, performances]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <NowNext days={festivalDays} items={items} />
      <MyPlan eventGuid={eventGuid} days={festivalDays} items={items} />
      <CategoryFilter path={href(programPath(eventGuid))} counts={counts} />
      <ProgramList eventGuid={eventGuid} performances={performances} days={records.days} />
    </>
  );
}
