import { describe, expect, it } from "vitest";
import type { EventSummary, SectionWithBooths } from "@/lib/events/queries/public";
import { DEFAULT_LOCALE, localePath, preferredLocale, splitLocalePath } from "@/lib/i18n/locales";
import { langOf, localizeEvent, localizeSection } from "@/lib/i18n/localize";
import { formatCad } from "@/lib/payments/pricing";
import { pageAlternates } from "@/lib/site/seo";

const event: EventSummary = {
  id: 1,
  guid: "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
  name: "Summer Festival",
  description: "Music and food",
  location: "Celebration Square",
  startsAt: new Date("2025-07-04T22:00:00Z"),
  endsAt: new Date("2025-07-07T00:00:00Z"),
  dateText: "July 4-6, 2025",
  address: "300 City Centre Dr",
  details: "Free entry",
  image: "summer.svg",
  status: "ACTIVE",
  priceCents: 0,
  hasSeating: false,
  bookingOpen: true,
  boothSalesEnded: false,
  ticketSalesEnded: false,
  nameAr: "مهرجان الصيف",
  descriptionAr: "موسيقى وطعام",
  locationAr: "   ",
  dateTextAr: "4-6 يوليو 2025",
  detailsAr: null,
};

describe("localizeEvent", () => {
  it("shows the Arabic text on Arabic pages and the English where none is written, listed for lang=en", () => {
    const ar = localizeEvent(event, "ar");
    expect(ar.name).toBe("مهرجان الصيف");
    expect(ar.description).toBe("موسيقى وطعام");
    expect(ar.location).toBe("Celebration Square");
    expect(ar.details).toBe("Free entry");
    expect(ar.english).toEqual(["location", "details"]);
    expect(langOf(ar, "location")).toBe("en");
    expect(langOf(ar, "name")).toBeUndefined();
    expect(ar).not.toHaveProperty("nameAr");
  });

  it("leaves English pages exactly as stored", () => {
    const en = localizeEvent(event, "en");
    expect(en.name).toBe("Summer Festival");
    expect(en.english).toEqual([]);
  });
});

describe("localizeSection", () => {
  const section: SectionWithBooths = {
    id: 2,
    name: "Food Court",
    position: 1,
    inclusions: "Power",
    isFood: true,
    nameAr: "ساحة الطعام",
    inclusionsAr: null,
    booths: [
      {
        id: 9,
        name: "F-01",
        priceCents: 45000,
        status: "AVAILABLE",
        lob: null,
        sectionName: "Food Court",
        sectionNameAr: "ساحة الطعام",
      },
    ],
  };

  it("names the section and its booths' section in Arabic, inclusions fall back to English", () => {
    const ar = localizeSection(section, "ar");
    expect(ar.name).toBe("ساحة الطعام");
    expect(ar.inclusions).toBe("Power");
    expect(ar.english).toEqual(["inclusions"]);
    expect(ar.booths[0]).toEqual({
      id: 9,
      name: "F-01",
      priceCents: 45000,
      status: "AVAILABLE",
      lob: null,
      sectionName: "ساحة الطعام",
    });
  });
});

describe("addresses in each language", () => {
  it("keeps English at the spec's addresses and puts Arabic under /ar", () => {
    expect(localePath("en", "/events")).toBe("/events");
    expect(localePath("ar", "/events")).toBe("/ar/events");
    expect(splitLocalePath("/ar/exhibitions/x")).toEqual({ locale: "ar", path: "/exhibitions/x" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/en/home")).toEqual({ locale: "en", path: "/home" });
    expect(splitLocalePath("/arts")).toEqual({ locale: DEFAULT_LOCALE, path: "/arts" });
  });

  it("reads Accept-Language with its quality values", () => {
    expect(preferredLocale("ar-CA,en;q=0.8")).toBe("ar");
    expect(preferredLocale("fr-CA,en;q=0.5,ar;q=0.9")).toBe("ar");
    expect(preferredLocale("en-US,en;q=0.9")).toBe("en");
    expect(preferredLocale("fr")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("ar;q=0")).toBeNull();
  });

  it("lists en, ar and x-default alternates with the page's own canonical address", () => {
    expect(pageAlternates("ar", "/stage")).toEqual({
      alternates: {
        canonical: "/ar/stage",
        languages: { en: "/stage", ar: "/ar/stage", "x-default": "/stage" },
      },
      openGraph: { url: "/ar/stage", locale: "ar_AR" },
    });
  });
});

describe("numbers and messages per language", () => {
  it("formats CAD with Western digits in Arabic", () => {
    expect(formatCad(123450, "en")).toBe("$1,234.50");
    expect(formatCad(123450, "ar")).toMatch(/^\u200f?1,234\.50\sCAD$/);
    expect(formatCad(123450, "ar")).not.toMatch(/[٠-٩]/);
  });
});
