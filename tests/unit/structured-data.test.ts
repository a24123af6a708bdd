import { describe, expect, it } from "vitest";
import type { EventSummary } from "@/lib/events/queries/public";
import { localizeEvent } from "@/lib/i18n/localize";
import {
  eventJsonLd,
  jsonLdHtml,
  ticketOffers,
  ticketsUrl,
  type TicketSales,
} from "@/lib/site/structured-data";

const seat = (priceCents: number, status = "AVAILABLE") => ({ priceCents, status });
const URL = "http://localhost:3000/stage";

/** Eight rows as the demo's concert has them: $100, $50 and $30 seats. */
const concert: TicketSales = {
  seats: [seat(10_000, "SOLD"), seat(10_000, "HELD"), seat(5_000), seat(5_000), seat(3_000)],
  salesEnd: new Date("2025-07-05T23:00:00Z"),
  salesEnded: false,
};

describe("a ticketed event's offers", () => {
  it("are one AggregateOffer: the seats' price range in CAD, in stock, until sales end", () => {
    expect(ticketOffers(concert, URL)).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "30.00",
      highPrice: "100.00",
      priceCurrency: "CAD",
      availability: "https://schema.org/InStock",
      url: URL,
      validThrough: "2025-07-05T23:00:00.000Z",
    });
  });

  it("write cents as dollars with two decimals", () => {
    const offers = ticketOffers({ ...concert, seats: [seat(2_550), seat(99), seat(12_345)] }, URL);
    expect(offers).toMatchObject({ lowPrice: "0.99", highPrice: "123.45" });
  });

  it("are sold out when no seat can be bought (sold or held) or when sales have ended", () => {
    const allTaken = { ...concert, seats: [seat(5_000, "SOLD"), seat(3_000, "HELD")] };
    expect(ticketOffers(allTaken, URL)?.availability).toBe("https://schema.org/SoldOut");
    const ended = { ...concert, salesEnded: true };
    expect(ticketOffers(ended, URL)?.availability).toBe("https://schema.org/SoldOut");
  });

  it("are a pre-order before sales begin, valid from then", () => {
    const start = new Date("2025-05-01T13:00:00Z");
    const before = { ...concert, salesStart: start, salesStarted: false };
    expect(ticketOffers(before, URL)).toMatchObject({
      availability: "https://schema.org/PreOrder",
      validFrom: "2025-05-01T13:00:00.000Z",
      validThrough: "2025-07-05T23:00:00.000Z",
    });
    const after = { ...before, salesStarted: true };
    expect(ticketOffers(after, URL)?.availability).toBe("https://schema.org/InStock");
  });

  it("leave out the window's end when none is set, and are none without seats", () => {
    expect(ticketOffers({ ...concert, salesEnd: null }, URL)).not.toHaveProperty("validThrough");
    expect(ticketOffers({ ...concert, seats: [] }, URL)).toBeNull();
  });

  it("are bought on the stage page, in the page's language", () => {
    expect(ticketsUrl("en")).toMatch(/\/stage$/);
    expect(ticketsUrl("ar")).toMatch(/\/ar\/stage$/);
  });
});

const festival: EventSummary = {
  id: 1,
  guid: "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
  name: "8th Annual Arab Summer Festival 2025",
  description: "Three days of music </script><script>alert(1)</script>",
  location: "Mississauga Celebration Square",
  startsAt: new Date("2025-07-04T22:00:00Z"),
  endsAt: new Date("2025-07-07T00:00:00Z"),
  dateText: "July 4 – 6, 2025",
  address: "300 City Centre Dr, Mississauga, ON L5B 3C1",
  details: "",
  image: "summer-festival-2025.svg",
  status: "ACTIVE",
  priceCents: 0,
  hasSeating: false,
  bookingOpen: true,
  boothSalesEnded: false,
  ticketSalesEnded: false,
  nameAr: "مهرجان الصيف العربي السنوي الثامن 2025",
  descriptionAr: null,
  locationAr: "ساحة ميسيساغا للاحتفالات",
  dateTextAr: null,
  detailsAr: null,
};

describe("an event's JSON-LD", () => {
  it("has offers for a ticketed event, and none for an event of booths alone", () => {
    const offers = ticketOffers(concert, URL);
    const ticketed = eventJsonLd(localizeEvent(festival, "ar"), "ar", offers);
    expect(ticketed).toMatchObject({
      "@type": "Event",
      name: festival.nameAr,
      inLanguage: "ar",
      offers: { "@type": "AggregateOffer", priceCurrency: "CAD" },
    });
    expect(ticketed.url).toMatch(/\/ar\/details\/5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01$/);
    expect(eventJsonLd(localizeEvent(festival, "en"), "en")).not.toHaveProperty("offers");
  });

  it("is written so that no text in it can end its script", () => {
    const html = jsonLdHtml(eventJsonLd(localizeEvent(festival, "en"), "en"));
    expect(html).not.toContain("<");
    expect(JSON.parse(html).description).toBe(festival.description);
  });
});
