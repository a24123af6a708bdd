"use client";

import Link from "next/link";
import { Fragment } from "react";
import type { ListedPerformance } from "@/lib/program/records";
import { performancePath, programDays, stageAnchor } from "@/lib/program/view";
import { listComma } from "@/lib/program/words";
import { useT } from "../locale-provider";
import { StarToggle } from "./star-toggle";

/**
 * One performance in the program's list: its time, title (its page), category and performers.
 * Its look is the stylesheet's short classes (`program-item` and the others): the page's HTML
 * holds every performance.
 */
function ProgramItem({ eventGuid, p }: { eventGuid: string; p: ListedPerformance }) {
  const { t, locale, href } = useT();
  return (
    <li data-category={p.category} className="program-item">
      <div className="space-y-1">
        <p className="program-time">{p.time}</p>
        <h4>
          <Link href={href(performancePath(eventGuid, p.performanceId))} lang={p.title.lang}>
            {p.title.text}
          </Link>
        </h4>
        <p className="program-tags">
          <span className="program-category">{t(`program.categories.${p.category}`)}</span>
          {p.performers.length > 0 && (
            <span>
              {p.performers.map((x, i) => (
                <Fragment key={i}>
                  {i > 0 && listComma(locale)}
                  {x.name.lang ? <span lang={x.name.lang}>{x.name.text}</span> : x.name.text}
                </Fragment>
              ))}
            </span>
          )}
        </p>
      </div>
      <StarToggle
        eventGuid={eventGuid}
        performanceId={p.performanceId}
        title={p.title.text}
        {...(p.title.lang ? { titleLang: p.title.lang } : {})}
      />
    </li>
  );
}

/**
 * Every performance by day and by stage, in the server's HTML too (it reads without JavaScript);
 * the category filter hides the others by the `data-` marks.
 */
export function ProgramList({
  eventGuid,
  performances,
  days,
}: {
  eventGuid: string;
  performances: ListedPerformance[];
  /** Each day's heading, by day. */
  days: Record<string, string>;
}) {
  return (
    <div data-program-list className="space-y-10">
      {programDays(performances).map(({ day, stages }) => (
        <section key={day} data-day aria-labelledby={`day-${day}`} className="space-y-6">
          <h2 id={`day-${day}`} className="text-2xl font-bold sm:text-3xl">
            {days[day]}
          </h2>
          {stages.map(({ key, stage, items }, i) => (
            <section
              key={key}
              data-stage
              aria-labelledby={stageAnchor(day, i)}
              className="space-y-3"
            >
              <h3
                id={stageAnchor(day, i)}
                className="text-xl font-bold text-crimson"
                lang={stage.lang}
              >
                {stage.text}
              </h3>
              <ul className="space-y-3">
                {items.map((p) => (
                  <ProgramItem key={p.performanceId} eventGuid={eventGuid} p={p} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
