import { translator } from "../i18n/messages";
import type { Locale } from "../i18n/locales";
import { eventShareCard, type ShareCard } from "../site/share-card";
import { festivalWords } from "./pages";
import type { PublicProgram } from "./public-data";
import type { PerformanceAnswer } from "./resource";
import { showPerformance } from "./view";
import { dayLabel, dayOfTime, listComma, timeLabel } from "./words";

// What a shared link to the program or to one performance shows in its preview picture, in the
// page's language (English where the organisers wrote no Arabic), from the program's cached read.

/** The program's card: "Program: {festival}", the festival's date line and place, its picture. */
export function programShareCard(program: PublicProgram, locale: Locale): ShareCard {
  const words = festivalWords(program.event, locale);
  return eventShareCard(
    {
      name: translator(locale)("program.pageTitle", { event: words.name }),
      dateText: words.dateText,
      location: words.location,
      image: program.event.image,
    },
    locale,
  );
}

/**
 * A performance's card: its title, its day and times, its stage at the festival's place and the
 * festival's name, over the performance's picture (the festival's when it has none).
 */
export function performanceShareCard(
  program: PublicProgram,
  performance: PerformanceAnswer,
  locale: Locale,
): ShareCard {
  const t = translator(locale);
  const words = festivalWords(program.event, locale);
  const p = showPerformance(performance, locale);
  const festival = eventShareCard({ ...words, image: program.event.image }, locale);
  return {
    title: p.title.text,
    lines: [
      t("program.performance.dayAndTimes", {
        day: dayLabel(dayOfTime(p.startsAt), locale),
        start: timeLabel(p.startsAt, locale),
        end: timeLabel(p.endsAt, locale),
      }),
      `${p.stage.text}${listComma(locale)}${words.location}`,
      words.name,
    ],
    imagePath: p.image ?? festival.imagePath,
    locale,
  };
}
