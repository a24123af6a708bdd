import type { Metadata } from "next";
import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import { LOCALES, localePath, OG_LOCALE, splitLocalePath, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import type { LocalizedEvent } from "../i18n/localize";
import {
  eventShareCard,
  SHARE_IMAGE_SIZE,
  SHARE_IMAGE_TYPE,
  shareCardVersion,
  type ShareCard,
} from "./share-card";

/**
 * A page's address in its language and its alternates in every language: the canonical link,
 * `hreflang` links for English, Arabic and `x-default` (the English page, which needs no language
 * in its address), and the Open Graph address and locale.
 */
export function pageAlternates(
  locale: Locale,
  path: string,
): Pick<Metadata, "alternates"> & { openGraph: { url: string; locale: string } } {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localePath(l, path);
  languages["x-default"] = path;
  return {
    alternates: { canonical: localePath(locale, path), languages },
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** A page whose folder has an `opengraph-image` route, and what that route draws for it. */
export type SharePicture = {
  /** The page's folder under app/, as Next names it: "/[locale]/(site)/details/[id]". */
  folder: string;
  /** The values of the folder's dynamic segments other than the language ({ id: guid }). */
  params?: Record<string, string>;
  card: ShareCard;
};

/**
 * The address of the `opengraph-image` route in a page's folder, in the card's language. Next
 * names the route from the folder (a route group adds a suffix to its name) with the function
 * it uses itself when it links the picture; English addresses have no language prefix.
 */
export function shareImagePath({ folder, params, card }: SharePicture): string {
  const route: string = fillMetadataSegment(
    folder,
    { ...params, locale: card.locale },
    "opengraph-image",
    false,
  );
  return `${localePath(card.locale, splitLocalePath(route).path)}?v=${shareCardVersion(card)}`;
}

/**
 * og:image and twitter:image (a large card) of a page: its preview picture, described by what it
 * shows. Set by the page itself, they take the place of the picture Next would link.
 */
export function shareImageMetadata(
  picture: SharePicture,
): Required<Pick<Metadata, "twitter">> & { images: { url: string }[] } {
  const { card } = picture;
  const image = {
    url: shareImagePath(picture),
    ...SHARE_IMAGE_SIZE,
    type: SHARE_IMAGE_TYPE,
    alt: [card.title, ...card.lines].filter(Boolean).join(" · "),
  };
  return { images: [image], twitter: { card: "summary_large_image", images: [image] } };
}

/**
 * The metadata of a public page: title, description, social title and its alternates, and, for a
 * page with an `opengraph-image` route, its preview picture (none while the route has nothing to
 * draw: `card` null). (A page's `openGraph` replaces the layout's whole, so the site's name and
 * type are repeated here.)
 */
export function pageMetadata(
  locale: Locale,
  path: string,
  {
    title,
    description,
    socialTitle,
    share,
  }: {
    title: string;
    description?: string;
    socialTitle?: string;
    share?: Omit<SharePicture, "card"> & { card: ShareCard | null };
  },
): Metadata {
  const { alternates, openGraph } = pageAlternates(locale, path);
  const picture = share?.card ? shareImageMetadata({ ...share, card: share.card }) : null;
  return {
    title,
    ...(description ? { description } : {}),
    alternates,
    openGraph: {
      siteName: translator(locale)("site.name"),
      type: "website",
      ...openGraph,
      ...(socialTitle ? { title: socialTitle } : {}),
      // No picture: an empty list, so Next does not link the route's 404 in its place.
      ...(share ? { images: picture?.images ?? [] } : {}),
    },
    ...(picture ? { twitter: picture.twitter } : {}),
  };
}

/** The two pages of an event: its details, and its booths to book. */
export type EventRoute = "details" | "exhibitions";

/** An event page's own name, shown above the event and first in its title. */
export function eventPageHeading(route: EventRoute, locale: Locale): string {
  return translator(locale)(
    route === "details" ? "exhibition.detailsHeading" : "exhibition.exhibitionsHeading",
  );
}

/**
 * An event page's metadata: its title and description from the event, its alternates, and its
 * preview picture (the PNG of the `opengraph-image` route beside the page, not the event's art,
 * which social sites do not show when it is an SVG).
 */
export function eventPageMetadata(
  event: LocalizedEvent,
  route: EventRoute,
  locale: Locale,
): Metadata {
  const t = translator(locale);
  const { alternates, openGraph } = pageAlternates(locale, `/${route}/${event.guid}`);
  const picture = shareImageMetadata({
    folder: `/[locale]/(site)/${route}/[id]`,
    params: { id: event.guid },
    card: eventShareCard(event, locale),
  });
  return {
    // The page's own title, then the event; the root layout's template adds the site's name.
    title: t("exhibition.pageTitle", { page: eventPageHeading(route, locale), event: event.name }),
    description: t("exhibition.pageDescription", {
      event: event.name,
      date: event.dateText,
      location: event.location,
      description: event.description,
    }),
    alternates,
    openGraph: {
      siteName: t("site.name"),
      ...openGraph,
      title: event.name,
      description: event.description,
      type: "website",
      images: picture.images,
    },
    twitter: picture.twitter,
  };
}
