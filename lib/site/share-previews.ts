import "server-only";
import { homeFestival } from "../events/home-festival";
import { guidSchema } from "../http/public-fields";
import { isLocale } from "../i18n/locales";
import { localizeEvent } from "../i18n/localize";
import { translator } from "../i18n/messages";
import { performanceAt, programAt } from "../program/pages";
import { performanceShareCard, programShareCard } from "../program/share-card";
import { getEvent, getFeaturedEvent, getStage } from "./public-data";
import { eventShareCard, festivalShareCard, type ShareCard } from "./share-card";

// What the preview pictures of the public pages show, read from the cache like the pages (tagged,
// so an organiser's edit is seen at once): the pages link the picture with it, and their
// `opengraph-image` routes draw it (lib/site/share-image.ts).

/**
 * An event's card (its details and exhibitions pages show the same), or null for an address that
 * names no public event or no language of the site.
 */
export async function eventCard(id: string, locale: string): Promise<ShareCard | null> {
  const guid = guidSchema.safeParse(id);
  if (!guid.success || !isLocale(locale)) return null;
  const event = await getEvent(guid.data);
  return event && eventShareCard(localizeEvent(event, locale), locale);
}

/** The card of /stage: the seated event on sale there, or null when there is none. */
export async function stageCard(locale: string): Promise<ShareCard | null> {
  if (!isLocale(locale)) return null;
  const stage = await getStage();
  return stage ? eventCard(stage.event.guid, locale) : null;
}

/** The card of /home: the featured festival with the title the home page gives it, or null. */
export async function homeCard(locale: string): Promise<ShareCard | null> {
  if (!isLocale(locale)) return null;
  const featured = await getFeaturedEvent();
  return featured && festivalShareCard(homeFestival(featured, locale), locale);
}

/**
 * The card of /program/{guid}: the festival's program, or null where the page is a 404 (no such
 * public event, or no performances). Read from the program's cache, expired by its tag.
 */
export async function programCard(id: string, locale: string): Promise<ShareCard | null> {
  if (!isLocale(locale)) return null;
  const program = await programAt(id);
  return program && programShareCard(program, locale);
}

/** The card of /program/{guid}/{performanceId}: the performance, or null where it is a 404. */
export async function performanceCard(
  id: string,
  performanceId: string,
  locale: string,
): Promise<ShareCard | null> {
  if (!isLocale(locale)) return null;
  const found = await performanceAt(id, performanceId);
  return found && performanceShareCard(found.program, found.performance, locale);
}

/**
 * The card of /vendors/{guid}: "Who sells what" at the festival, its dates and place, or null
 * where the page is a 404 (no such public event, or a seated one).
 */
export async function vendorsCard(id: string, locale: string): Promise<ShareCard | null> {
  const guid = guidSchema.safeParse(id);
  if (!guid.success || !isLocale(locale)) return null;
  const event = await getEvent(guid.data);
  if (!event || event.hasSeating) return null;
  const localized = localizeEvent(event, locale);
  return eventShareCard(
    {
      ...localized,
      name: translator(locale)("vendorsGuide.pageTitle", { event: localized.name }),
    },
    locale,
  );
}
