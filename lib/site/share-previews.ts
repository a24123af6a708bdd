import "server-only";
import { homeFestival } from "../events/home-festival";
import { guidSchema } from "../http/public-fields";
import { isLocale } from "../i18n/locales";
import { localizeEvent } from "../i18n/localize";
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
