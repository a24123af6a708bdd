import "server-only";
import { guidSchema } from "../http/public-fields";
import { translator } from "../i18n/messages";
import { calendarFile } from "../tickets/calendar";
import { absoluteUrl } from "../site/foundation";
import { localePath, type Locale } from "../i18n/locales";
import type { FestivalWords } from "./json-ld";
import { listComma } from "./words";
import { getProgram, type PublicProgram } from "./public-data";
import { publicPrograms, type ProgramPageEvent } from "./queries";
import { performancePath, type ShownPerformance } from "./view";

// What the program's pages (/program/{eventGuid} and /program/{eventGuid}/{performanceId}) and
// the performance's calendar file read: the cached program of an address's event, when it has
// one, and the festival's words in the page's language.

/** A guid no event has: the one address prerendered while no event has a program (it is a 404). */
const NO_PROGRAM = "00000000-0000-4000-8000-000000000000";

/** The program an address names: a public event's, when it has performances; else null (404). */
export async function programAt(id: string): Promise<PublicProgram | null> {
  const guid = guidSchema.safeParse(id);
  const program = guid.success ? await getProgram(guid.data) : null;
  return program && program.performances.length > 0 ? program : null;
}

/** The program and one of its performances an address names, or null (404). */
export async function performanceAt(
  id: string,
  performanceId: string,
): Promise<{ program: PublicProgram; performance: PublicProgram["performances"][number] } | null> {
  if (!/^\d{1,10}$/.test(performanceId)) return null;
  const program = await programAt(id);
  const performance = program?.performances.find((p) => p.performanceId === Number(performanceId));
  return program && performance ? { program, performance } : null;
}

/** The addresses to prerender at build: every public program and its performances. */
export async function programStaticParams(): Promise<{ id: string }[]> {
  const programs = await publicPrograms();
  return programs.length ? programs.map((p) => ({ id: p.guid })) : [{ id: NO_PROGRAM }];
}

export async function performanceStaticParams(): Promise<{ id: string; performanceId: string }[]> {
  const programs = await publicPrograms();
  const params = programs.flatMap((p) =>
    p.performanceIds.map((performanceId) => ({ id: p.guid, performanceId: String(performanceId) })),
  );
  return params.length ? params : [{ id: NO_PROGRAM, performanceId: "1" }];
}

/** The festival's name, place and description in the page's language (English where missing). */
export function festivalWords(
  event: ProgramPageEvent,
  locale: Locale,
): FestivalWords & {
  dateText: string;
  english: ("name" | "location" | "description" | "dateText")[];
} {
  const english: ("name" | "location" | "description" | "dateText")[] = [];
  const pick = <F extends (typeof english)[number]>(field: F, en: string, ar: string | null) => {
    if (locale === "ar" && ar && ar.trim() !== "") return ar;
    if (locale === "ar") english.push(field);
    return en;
  };
  return {
    name: pick("name", event.name, event.nameAr),
    location: pick("location", event.location, event.locationAr),
    description: pick("description", event.description, event.descriptionAr),
    dateText: pick("dateText", event.dateText, event.dateTextAr),
    english,
  };
}

/**
 * A performance as an iCalendar file (text/calendar) for "Add to calendar", in the page's
 * language: its title, its stage at the festival's place, its performers and description.
 */
export function performanceCalendar(
  program: PublicProgram,
  performance: ShownPerformance,
  locale: Locale,
): string {
  const t = translator(locale);
  const words = festivalWords(program.event, locale);
  const performers = performance.performers.map((p) => p.name.text).join(listComma(locale));
  return calendarFile([
    {
      uid: `performance-${performance.performanceId}@mahrajan.events`,
      name: performance.title.text,
      startsAt: new Date(performance.startsAt),
      endsAt: new Date(performance.endsAt),
      location: `${performance.stage.text}, ${words.location}, ${program.event.address}`,
      description: [
        t("program.calendarFestival", { festival: words.name }),
        performers && t("program.calendarPerformers", { performers }),
        performance.description?.text,
      ]
        .filter(Boolean)
        .join("\n\n"),
      url: absoluteUrl(
        localePath(locale, performancePath(program.event.guid, performance.performanceId)),
      ),
    },
  ]);
}
