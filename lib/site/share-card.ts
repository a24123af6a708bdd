import { createHash } from "node:crypto";
import type { Locale } from "../i18n/locales";
import { eventImageUrl } from "../http/spec-fields";

// What a shared link's preview picture shows, apart from drawing it (lib/site/share-image.ts):
// the pages' metadata read this to link the picture, the `opengraph-image` routes to draw it.

/** The preview picture's size and type, as social sites ask for them (1.91 : 1, PNG). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = "image/png";

/** A preview's content, in the page's language. */
export type ShareCard = {
  /** The page's subject: the event's or the performance's name. */
  title: string;
  /** Short lines under the title, in order (the date line, the place, ...); at most three. */
  lines: string[];
  /**
   * The picture behind the text, as the site addresses it: the site's own art
   * ("/images/events/summer-festival-2025.svg") or an upload ("/media/12-ab34cd56.webp"); null
   * for none.
   */
  imagePath: string | null;
  locale: Locale;
};

/** An event's card: its name, date line and place in the page's language, and its picture. */
export function eventShareCard(
  event: { name: string; dateText: string; location: string; image: string },
  locale: Locale,
): ShareCard {
  return {
    title: event.name,
    lines: [event.dateText, event.location],
    imagePath: event.image ? eventImageUrl(event.image) : null,
    locale,
  };
}

/** The home page's festival's card: the title the home page gives it, its dates and place. */
export function festivalShareCard(
  festival: { title: string; dates: string; place: string; image: string },
  locale: Locale,
): ShareCard {
  return {
    title: festival.title,
    lines: [festival.dates, festival.place],
    imagePath: festival.image ? eventImageUrl(festival.image) : null,
    locale,
  };
}

/**
 * A short digest of what a card shows. The picture's address carries it, so a social site that
 * keeps pictures by address fetches the new one after the organiser edits the event.
 */
export function shareCardVersion(card: ShareCard): string {
  return createHash("sha256").update(JSON.stringify(card)).digest("base64url").slice(0, 10);
}
