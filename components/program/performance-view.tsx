import Image from "next/image";
import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";
import { performanceJsonLd } from "@/lib/program/json-ld";
import { jsonLdText } from "@/lib/program/performance-events";
import { festivalWords } from "@/lib/program/pages";
import type { PublicProgram } from "@/lib/program/public-data";
import type { PerformanceAnswer } from "@/lib/program/resource";
import { performancePath, programPath, showPerformance } from "@/lib/program/view";
import { dayLabel, dayOfTime, listComma, timeLabel } from "@/lib/program/words";
import { ProgramOffline } from "./program-offline";
import { StarToggle } from "./star-toggle";

/**
 * A performance's own page: its title, day and time, stage, category, its star, the calendar
 * file, its picture and description, and its performers with their biographies.
 */
export async function PerformanceView({
  program,
  performance,
}: {
  program: PublicProgram;
  performance: PerformanceAnswer;
}) {
  const { t, locale, href } = await getT();
  const { event } = program;
  const words = festivalWords(event, locale);
  const p = showPerformance(performance, locale);
  const path = performancePath(event.guid, p.performanceId);
  return (
    <div className="page max-w-3xl space-y-6">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(performanceJsonLd(program, words, p, locale)),
        }}
      />
      <ProgramOffline />
      <p>
        <Link href={href(programPath(event.guid))} className="font-semibold text-teal underline">
          <span aria-hidden="true">{locale === "ar" ? "→ " : "← "}</span>
          {t("program.performance.back")}
        </Link>
      </p>
      <header>
        <p
          className="font-semibold tracking-widest text-crimson uppercase"
          lang={words.english.includes("name") ? "en" : undefined}
        >
          {words.name}
        </p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl" lang={p.title.lang}>
          {p.title.text}
        </h1>
      </header>
      <dl className="grid gap-x-6 gap-y-2 card p-4 sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="font-semibold">{t("program.performance.when")}</dt>
        <dd>
          {t("program.performance.dayAndTimes", {
            day: dayLabel(dayOfTime(p.startsAt), locale),
            start: timeLabel(p.startsAt, locale),
            end: timeLabel(p.endsAt, locale),
          })}
        </dd>
        <dt className="font-semibold">{t("program.performance.where")}</dt>
        <dd>
          <span lang={p.stage.lang}>{p.stage.text}</span>
          {listComma(locale)}
          <span lang={words.english.includes("location") ? "en" : undefined}>{words.location}</span>
        </dd>
        <dt className="font-semibold">{t("program.performance.category")}</dt>
        <dd>{t(`program.categories.${p.category}`)}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <StarToggle
          eventGuid={event.guid}
          performanceId={p.performanceId}
          title={p.title.text}
          {...(p.title.lang ? { titleLang: p.title.lang } : {})}
        />
        <a href={href(`${path}/calendar.ics`)} download className="btn-secondary">
          {t("program.performance.addToCalendar")}
        </a>
      </div>
      {p.image && (
        <Image
          src={p.image}
          alt={t("program.performance.imageAlt", { title: p.title.text })}
          width={1200}
          height={800}
          sizes="(min-width: 768px) 48rem, 100vw"
          className="h-auto w-full rounded-2xl object-cover"
        />
      )}
      {p.description && (
        <p className="text-lg whitespace-pre-line text-ink-soft" lang={p.description.lang}>
          {p.description.text}
        </p>
      )}
      {p.performers.length > 0 && (
        <section aria-labelledby="performers-heading" className="space-y-4">
          <h2 id="performers-heading" className="text-2xl font-bold">
            {t("program.performance.performers")}
          </h2>
          <ul className="space-y-4">
            {p.performers.map((x, i) => (
              <li key={i} className="card p-4">
                <h3 className="text-lg font-bold" lang={x.name.lang}>
                  {x.name.text}
                </h3>
                {x.bio && (
                  <p className="mt-1 whitespace-pre-line text-ink-soft" lang={x.bio.lang}>
                    {x.bio.text}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
