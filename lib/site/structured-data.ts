import { HTML_LANG, localePath, type Locale } from "../i18n/locales";
import type { LocalizedEvent } from "../i18n/localize";
import { eventImageUrl } from "../http/spec-fields";
import { dollarInputValue } from "../payments/pricing";
import { absoluteUrl, FOUNDATION_NAME } from "./foundation";

// schema.org JSON-LD of the public event pages: the event, and for a ticketed (seated) event its
// tickets as one AggregateOffer. Booths are sold to vendors, not to visitors: an event of booths
// alone has no offers.

const SCHEMA = "https://schema.org";

/** What a ticketed event's offers are drawn from: its seats and its sales window. */
export type TicketSales = {
  /** Every seat's price and live status (AVAILABLE is one that can be bought now). */
  seats: readonly { priceCents: number; status: string }[];
  /** When the site stops selling the seats (null: no end set), and whether that has passed. */
  salesEnd: Date | null;
  salesEnded: boolean;
  /**
   * When the seats go on sale, and whether that has passed (the site has no such date yet: its
   * seats are on sale from the event's publication).
   */
  salesStart?: Date | null;
  salesStarted?: boolean;
};

export type AggregateOffer = {
  "@type": "AggregateOffer";
  lowPrice: string;
  highPrice: string;
  priceCurrency: "CAD";
  availability: string;
  url: string;
  validFrom?: string;
  validThrough?: string;
};

/**
 * A ticketed event's offers: its seats' price range in dollars with two decimals ("30.00"),
 * whether any can be bought (InStock), none is left or sales have ended (SoldOut), or sales have
 * not begun (PreOrder), and the sales window. Null for an event with no seats. Whether the window
 * has begun or passed comes with the data (the database's clock), so a cached page never reads
 * the time itself.
 */
export function ticketOffers(
  { seats, salesEnd, salesEnded, salesStart, salesStarted }: TicketSales,
  url: string,
): AggregateOffer | null {
  if (seats.length === 0) return null;
  const prices = seats.map((s) => s.priceCents);
  const left = seats.some((s) => s.status === "AVAILABLE");
  const availability =
    salesEnded || !left ? "SoldOut" : salesStart && !salesStarted ? "PreOrder" : "InStock";
  return {
    "@type": "AggregateOffer",
    lowPrice: dollarInputValue(Math.min(...prices)),
    highPrice: dollarInputValue(Math.max(...prices)),
    priceCurrency: "CAD",
    availability: `${SCHEMA}/${availability}`,
    url,
    ...(salesStart ? { validFrom: salesStart.toISOString() } : {}),
    ...(salesEnd ? { validThrough: salesEnd.toISOString() } : {}),
  };
}

/** Where a ticketed event's seats are bought, in the page's language. */
/** Where a seated show's tickets are bought: /stage, or a show's own page (`path`). */
export const ticketsUrl = (locale: Locale, path = "/stage") =>
  absoluteUrl(localePath(locale, path));

/** An event as schema.org's Event, in the page's language, with its offers when it has any. */
export function eventJsonLd(
  event: Pick<
    LocalizedEvent,
    "name" | "description" | "startsAt" | "endsAt" | "image" | "location" | "address" | "guid"
  >,
  locale: Locale,
  offers: AggregateOffer | null = null,
) {
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: event.name,
    description: event.description,
    inLanguage: HTML_LANG[locale],
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    image: [absoluteUrl(eventImageUrl(event.image))],
    url: absoluteUrl(localePath(locale, `/details/${event.guid}`)),
    location: { "@type": "Place", name: event.location, address: event.address },
    organizer: {
      "@type": "Organization",
      name: FOUNDATION_NAME,
      url: absoluteUrl(localePath(locale, "/home")),
    },
    ...(offers ? { offers } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: no "<", so no text can close the script. */
export const jsonLdHtml = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");
