import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";
import { jsonLdText, performancePath, programJsonLd, programPath } from "@/lib/program/json-ld";
import { festivalWords } from "@/lib/program/pages";
import type { PublicProgram } from "@/lib/program/public-data";
import { PERFORMANCE_CATEGORIES, type PerformanceCategory } from "@/lib/program/resource";
import {
  planItemOf,
  programDays,
  showPerformance,
  stageAnchor,
  type ShownPerformance,
} from "@/lib/program/view";
import { dayLabel, listComma, timeLabel } from "@/lib/program/words";
import { CategoryFilter } from "./category-filter";
import { MyPlan } from "./my-plan";
import { NowNext } from "./now-next";
import { ProgramOffline } from "./program-offline";
import { StarToggle } from "./star-toggle";

/** One performance in the program's list: its time, title (its page), category and performers. */
async function ProgramItem({ eventGuid, p }: { eventGuid: string; p: ShownPerformance }) {
  const { t, locale, href } = await getT();
  return (
    <li
      data-category={p.category}
      className="flex flex-col gap-3 card p-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="program-performance"
    >
      <div className="space-y-1">
        <p className="font-semibold text-ink-soft">
          {t("program.timeRange", {
            start: timeLabel(p.startsAt, locale),
            end: timeLabel(p.endsAt, locale),
          })}
        </p>
        <h4 className="text-lg font-bold">
          <Link
            href={href(performancePath(eventGuid, p.performanceId))}
            className="text-teal underline"
            lang={p.title.lang}
          >
            {p.title.text}
          </Link>
        </h4>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 font-semibold text-ink">
            {t(`program.categories.${p.category}`)}
          </span>
          {p.performers.length > 0 && (
            <span>
              {p.performers.map((x, i) => (
                <span key={i}>
                  {i > 0 && listComma(locale)}
                  <span lang={x.name.lang}>{x.name.text}</span>
                </span>
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
 * The program page: the festival, "now and next" on its days, the visitor's plan, the category
 * chips, then every performance by day and by stage. The same for every visitor (it is cached):
 * what depends on the visitor (the clock, the plan, the chosen category) is decided in the
 * browser by small client leaves.
 */
export async function ProgramView({ program }: { program: PublicProgram }) {
  const { t, locale, href } = await getT();
  const { event } = program;
  const words = festivalWords(event, locale);
  const shown = program.performances.map((p) => showPerformance(p, locale));
  const items = shown.map((p) => planItemOf(p, href(performancePath(event.guid, p.performanceId))));
  const counts: Partial<Record<PerformanceCategory, number>> = {};
  for (const c of PERFORMANCE_CATEGORIES) {
    const n = shown.filter((p) => p.category === c).length;
    if (n > 0) counts[c] = n;
  }
  const lang = (field: (typeof words.english)[number]) =>
    words.english.includes(field) ? "en" : undefined;
  const path = href(programPath(event.guid));
  return (
    <div className="page space-y-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(programJsonLd(program, words, shown, locale)),
        }}
      />
      <ProgramOffline />
      <header>
        <p className="font-semibold tracking-widest text-crimson uppercase">
          {t("program.heading")}
        </p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl" lang={lang("name")}>
          {words.name}
        </h1>
        <p className="mt-2 text-lg font-semibold text-ink-soft">
          <span lang={lang("dateText")}>{words.dateText}</span> ·{" "}
          <span lang={lang("location")}>{words.location}</span>
        </p>
        <p className="mt-2">
          <Link href={href(`/details/${event.guid}`)} className="font-semibold text-teal underline">
            {t("program.eventPage")}
          </Link>
        </p>
      </header>

      <NowNext days={program.times.days} items={items} />
      <MyPlan eventGuid={event.guid} items={items} />

      <CategoryFilter path={path} counts={counts} />

      <div data-program-list className="space-y-10">
        {programDays(shown).map(({ day, stages }) => (
          <section key={day} data-day aria-labelledby={`day-${day}`} className="space-y-6">
            <h2 id={`day-${day}`} className="text-2xl font-bold sm:text-3xl">
              {dayLabel(day, locale)}
            </h2>
            {stages.map(({ key, stage, items: onStage }, i) => (
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
                  {onStage.map((p) => (
                    <ProgramItem key={p.performanceId} eventGuid={event.guid} p={p} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
