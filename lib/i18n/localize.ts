import type { EventSummary, SectionWithBooths } from "@/lib/events/queries/public";
import type { BoothStatus } from "@/db/queries/model";
import type { Locale } from "./locales";

/**
 * Event content in the page's language. Events and sections carry their Arabic text in columns
 * beside the English (`name_ar`, ...); where an organiser has not written the Arabic yet, the
 * English shows instead, and the field's name is listed in `english` so the page can mark that
 * text `lang="en"` (a screen reader then reads it with an English voice).
 */
type Localized<T, F extends string> = Omit<T, `${F}Ar`> & { english: F[] };

const EVENT_FIELDS = ["name", "description", "location", "dateText", "details"] as const;
type EventField = (typeof EVENT_FIELDS)[number];

export type LocalizedEvent = Localized<EventSummary, EventField>;

/** Any record's fields in the page's language (`name` from `nameAr` in Arabic, and so on). */
export function localizeFields<T extends object, F extends string>(
  row: T,
  fields: readonly F[],
  locale: Locale,
): Localized<T, F> {
  const out: Record<string, unknown> = {};
  const english: F[] = [];
  const arabicKeys = new Set(fields.map((f) => `${f}Ar`));
  for (const [key, value] of Object.entries(row)) if (!arabicKeys.has(key)) out[key] = value;
  if (locale === "ar") {
    const record = row as Record<string, unknown>;
    for (const field of fields) {
      const arabic = record[`${field}Ar`];
      if (typeof arabic === "string" && arabic.trim() !== "") out[field] = arabic;
      else english.push(field);
    }
  }
  out.english = english;
  return out as Localized<T, F>;
}

export function localizeEvent(event: EventSummary, locale: Locale): LocalizedEvent {
  return localizeFields(event, EVENT_FIELDS, locale);
}

const SECTION_FIELDS = ["name", "inclusions"] as const;

export type LocalizedSection = Omit<
  Localized<SectionWithBooths, (typeof SECTION_FIELDS)[number]>,
  "booths"
> & {
  booths: Omit<SectionWithBooths["booths"][number], "sectionNameAr">[];
};

export function localizeSection(section: SectionWithBooths, locale: Locale): LocalizedSection {
  const { booths, ...rest } = section;
  const localized = localizeFields(rest, SECTION_FIELDS, locale);
  return {
    ...localized,
    booths: booths.map(({ sectionNameAr, ...booth }) => ({
      ...booth,
      sectionName: locale === "ar" && sectionNameAr ? sectionNameAr : booth.sectionName,
    })),
  };
}

/** `lang="en"` for a field shown in English on an Arabic page, nothing otherwise. */
export function langOf<F extends string>(
  item: { english: readonly F[] },
  field: F,
): "en" | undefined {
  return item.english.includes(field) ? "en" : undefined;
}

/** The catalogue key of a booth status's name ("HELD" is `boothStatus.held`). */
export function boothStatusKey(status: BoothStatus) {
  return `boothStatus.${status.toLowerCase() as Lowercase<BoothStatus>}` as const;
}

/**
 * A name in the reader's language: in Arabic the name the organiser wrote in Arabic (a section,
 * an add-on, a requirement, an event), the English one where there is none.
 */
export function nameIn<N extends string | null>(
  locale: Locale,
  name: N,
  nameAr: string | null | undefined,
): N | string {
  return locale === "ar" && nameAr && nameAr.trim() !== "" ? nameAr : name;
}
