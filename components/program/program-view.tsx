import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";
import { programLdFrame } from "@/lib/program/json-ld";
import { festivalWords } from "@/lib/program/pages";
import type { PublicProgram } from "@/lib/program/public-data";
import { programRecords } from "@/lib/program/records";
import { PERFORMANCE_CATEGORIES, type PerformanceCategory } from "@/lib/program/resource";
import { showPerformance } from "@/lib/program/view";
import { dayLabel, timeLabel } from "@/lib/program/words";
import { ProgramGuide } from "./program-guide";
import { ProgramOffline } from "./program-offline";

/**
 * The program page: the festival, "now and next" on its days, the visitor's plan, the category
 * chips, then every performance by day and by stage. The same for every visitor (it is cached):
 * what depends on the visitor (the clock, the plan, the chosen category) is decided in the
 * browser by small client leaves. Below the heading, one client leaf draws it all from the
 * program's records, so the page's RSC data carries each performance once, as a record, rather
 * than the list's markup (which the server's HTML holds all the same).
 */
export async function ProgramView({ program }: { program: PublicProgram }) {
  const { t, locale, href } = await getT();
  const { event } = program;
  const words = festivalWords(event, locale);
  const shown = program.performances.map((p) => showPerformance(p, locale));
  const counts: Partial<Record<PerformanceCategory, number>> = {};
  for (const c of PERFORMANCE_CATEGORIES) {
    const n = shown.filter((p) => p.category === c).length;
    if (n > 0) counts[c] = n;
  }
  const records = programRecords(shown, {
    clock: (instant) => timeLabel(instant, locale),
    day: (day) => dayLabel(day, locale),
  });
  const lang = (field: (typeof words.english)[number]) =>
    words.english.includes(field) ? "en" : undefined;
  return (
    <div className="page space-y-8">
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
      <ProgramGuide
        eventGuid={event.guid}
        festivalDays={program.times.days}
        records={records}
        counts={counts}
        ld={programLdFrame(program, words, locale)}
      />
    </div>
  );
}
