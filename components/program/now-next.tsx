"use client";

import Link from "next/link";
import { festivalDayAt, useMinute } from "@/lib/program/client/plan";
import type { DayWindow } from "@/lib/program/schedule";
import type { PlanItem } from "@/lib/program/view";
import { dayOfTime } from "@/lib/program/words";
import { useT } from "../locale-provider";

/**
 * "Now and next" on the festival's days: what is on each stage now, and what starts next. The
 * page is cached, so the visitor's own clock decides, here in the browser, once a minute; on
 * other days, and on the server, nothing is shown.
 */
export function NowNext({ days, items }: { days: DayWindow[]; items: PlanItem[] }) {
  const { t } = useT();
  const now = useMinute();
  if (now === null) return null;
  const today = festivalDayAt(days, now);
  if (today === null) return null;
  const on = items.filter((p) => Date.parse(p.startsAt) <= now && now < Date.parse(p.endsAt));
  const later = items.filter((p) => Date.parse(p.startsAt) > now && dayOfTime(p.startsAt) <= today);
  const next = later.filter((p) => p.startsAt === later[0]?.startsAt);
  return (
    <section
      aria-labelledby="now-next-heading"
      className="card border-gold p-4 sm:p-6"
      data-testid="now-next"
    >
      <h2 id="now-next-heading" className="text-2xl font-bold">
        {t("program.nowNext.heading")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-bold text-crimson">{t("program.nowNext.now")}</h3>
          {on.length === 0 ? (
            <p className="text-ink-soft">{t("program.nowNext.nothingNow")}</p>
          ) : (
            <ul className="space-y-1">
              {on.map((p) => (
                <li key={p.performanceId}>
                  <Link href={p.href} className="font-semibold text-teal underline">
                    {p.title}
                  </Link>{" "}
                  {t("program.nowNext.onUntil", {
                    stage: p.stage,
                    time: p.ends,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-bold text-crimson">{t("program.nowNext.next")}</h3>
          {next.length === 0 ? (
            <p className="text-ink-soft">{t("program.nowNext.nothingLater")}</p>
          ) : (
            <ul className="space-y-1">
              {next.map((p) => (
                <li key={p.performanceId}>
                  <Link href={p.href} className="font-semibold text-teal underline">
                    {p.title}
                  </Link>{" "}
                  {t("program.nowNext.atOn", {
                    time: p.starts,
                    stage: p.stage,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
