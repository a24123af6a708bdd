import fs from "node:fs";
import path from "node:path";
import { normalizeMetadataRoute } from "next/dist/lib/metadata/get-metadata-route";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "@/lib/events/queries/public";
import { localizeEvent } from "@/lib/i18n/localize";
import type { PublicProgram } from "@/lib/program/public-data";
import type { ProgramPageEvent } from "@/lib/program/queries";
import type { PerformanceAnswer } from "@/lib/program/resource";
import { performanceShareCard, programShareCard } from "@/lib/program/share-card";
import { dayWindows } from "@/lib/program/schedule";
import { eventPageMetadata, pageMetadata } from "@/lib/site/seo";
import { eventShareCard, shareCardVersion } from "@/lib/site/share-card";

const ROOT = path.resolve(import.meta.dirname, "../..");
const GUID = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";

const summer: EventSummary = {
  id: 1,
  guid: GUID,
  name: "8th Annual Arab Summer Festival 2025",
  description: "Three days of Arabic music, dabke, art and food on the square.",
  location: "Mississauga Celebration Square",
  startsAt: new Date("2025-07-04T22:00:00Z"),
  endsAt: new Date("2025-07-07T00:00:00Z"),
  dateText: "July 4 – 6, 2025",
  address: "300 City Centre Dr, Mississauga, ON L5B 3C1",
  details: "Friday July 4, 6 PM – 11 PM",
  image: "summer-festival-2025.svg",
  status: "ACTIVE",
  priceCents: 0,
  hasSeating: false,
  bookingOpen: true,
  boothSalesEnded: false,
  ticketSalesEnded: false,
  nameAr: "مهرجان الصيف العربي السنوي الثامن 2025",
  descriptionAr: "ثلاثة أيام من الموسيقى العربية والدبكة والفن والطعام في الساحة.",
  locationAr: "ساحة ميسيساغا للاحتفالات",
  dateTextAr: "4 – 6 يوليو 2025",
  detailsAr: null,
};

/** The address Next serves a folder's `opengraph-image` route at (groups and the language aside). */
function routeOf(folder: string): string {
  const route = normalizeMetadataRoute(`${folder}/opengraph-image`).replace(/\/route$/, "");
  return route.replace(/\/\([^)]+\)/g, "").replace(/^\/\[locale\]/, "");
}

describe("an event page's preview picture", () => {
  for (const route of ["details", "exhibitions"] as const) {
    const folder = `/[locale]/(site)/${route}/[id]`;

    it(`/${route} has an opengraph-image route, and its og:image and twitter:image are that PNG`, () => {
      expect(fs.existsSync(path.join(ROOT, "app", folder, "opengraph-image.tsx"))).toBe(true);
      const served = routeOf(folder).replace("[id]", GUID);
      expect(served).toMatch(new RegExp(`^/${route}/${GUID}/opengraph-image-[0-9a-z]+$`));

      for (const locale of ["en", "ar"] as const) {
        const event = localizeEvent(summer, locale);
        const metadata = eventPageMetadata(event, route, locale);
        const prefix = locale === "ar" ? "/ar" : "";
        const version = shareCardVersion(eventShareCard(event, locale));
        const image = {
          url: `${prefix}${served}?v=${version}`,
          width: 1200,
          height: 630,
          type: "image/png",
          alt: `${event.name} · ${event.dateText} · ${event.location}`,
        };
        expect(metadata.openGraph?.images).toEqual([image]);
        expect(metadata.twitter).toEqual({ card: "summary_large_image", images: [image] });
        expect(JSON.stringify(metadata)).not.toContain(".svg");
      }
    });
  }

  it("draws the page's language, and a new address when what it shows changes", () => {
    const en = eventShareCard(localizeEvent(summer, "en"), "en");
    const ar = eventShareCard(localizeEvent(summer, "ar"), "ar");
    expect(ar).toEqual({
      title: summer.nameAr,
      lines: [summer.dateTextAr, summer.locationAr],
      imagePath: "/images/events/summer-festival-2025.svg",
      locale: "ar",
    });
    expect(en.title).toBe(summer.name);
    const renamed = eventShareCard(localizeEvent({ ...summer, name: "Summer 2025" }, "en"), "en");
    expect(shareCardVersion(renamed)).not.toBe(shareCardVersion(en));
    expect(shareCardVersion(en)).toBe(shareCardVersion({ ...en }));
  });

  it("/stage and /home link their route's PNG, and nothing while it has nothing to draw", () => {
    for (const page of ["stage", "home"]) {
      const folder = `/[locale]/(site)/${page}`;
      expect(fs.existsSync(path.join(ROOT, "app", folder, "opengraph-image.tsx"))).toBe(true);
      const card = eventShareCard(localizeEvent(summer, "ar"), "ar");
      const linked = pageMetadata("ar", `/${page}`, { title: "t", share: { folder, card } });
      const images = linked.openGraph?.images as { url: string }[];
      expect(images[0]!.url).toBe(`/ar${routeOf(folder)}?v=${shareCardVersion(card)}`);
      expect(linked.twitter).toMatchObject({ card: "summary_large_image" });

      const none = pageMetadata("en", `/${page}`, { title: "t", share: { folder, card: null } });
      expect(none.openGraph?.images).toEqual([]);
      expect(none.twitter).toBeUndefined();
    }
  });
});

describe("the program's, a performance's and the vendors' preview pictures", () => {
  const event: ProgramPageEvent = {
    id: 1,
    guid: GUID,
    name: summer.name,
    nameAr: summer.nameAr,
    description: summer.description,
    descriptionAr: summer.descriptionAr,
    location: summer.location,
    locationAr: summer.locationAr,
    address: summer.address,
    dateText: summer.dateText,
    dateTextAr: summer.dateTextAr,
    image: summer.image,
    startsAt: summer.startsAt,
    endsAt: summer.endsAt,
  };
  const performance: PerformanceAnswer = {
    performanceId: 7,
    title: "Dabke night",
    titleAr: "ليلة الدبكة",
    description: null,
    descriptionAr: null,
    performers: [],
    stage: "Main Stage",
    stageAr: null,
    category: "dance",
    startsAt: "2025-07-04T20:00:00-04:00",
    endsAt: "2025-07-04T21:30:00-04:00",
    image: "/media/12-ab34cd56.webp",
    position: 0,
  };
  const program: PublicProgram = {
    event,
    times: {
      startsAt: "2025-07-04T18:00:00-04:00",
      endsAt: "2025-07-06T20:00:00-04:00",
      days: dayWindows(["2025-07-04", "2025-07-05", "2025-07-06"]),
    },
    performances: [performance],
  };

  /** The page beside a folder's route names that folder when it links its picture. */
  function pageLinksItsRoute(folder: string) {
    expect(fs.existsSync(path.join(ROOT, "app", folder, "opengraph-image.tsx"))).toBe(true);
    const page = fs.readFileSync(path.join(ROOT, "app", folder, "page.tsx"), "utf8");
    expect(page).toContain(`folder: "${folder}"`);
  }

  it("/program/{guid} links its PNG, the program's card in the page's language", () => {
    const folder = "/[locale]/(site)/program/[id]";
    pageLinksItsRoute(folder);
    const served = routeOf(folder).replace("[id]", GUID);
    expect(served).toMatch(new RegExp(`^/program/${GUID}/opengraph-image-[0-9a-z]+$`));

    const en = programShareCard(program, "en");
    expect(en).toEqual({
      title: `Program: ${summer.name}`,
      lines: [summer.dateText, summer.location],
      imagePath: "/images/events/summer-festival-2025.svg",
      locale: "en",
    });
    const ar = programShareCard(program, "ar");
    expect(ar.title).toBe(`برنامج ${summer.nameAr}`);
    expect(ar.lines).toEqual([summer.dateTextAr, summer.locationAr]);

    for (const card of [en, ar]) {
      const prefix = card.locale === "ar" ? "/ar" : "";
      const metadata = pageMetadata(card.locale, `/program/${GUID}`, {
        title: "t",
        share: { folder, params: { id: GUID }, card },
      });
      const image = {
        url: `${prefix}${served}?v=${shareCardVersion(card)}`,
        width: 1200,
        height: 630,
        type: "image/png",
        alt: [card.title, ...card.lines].join(" · "),
      };
      expect(metadata.openGraph?.images).toEqual([image]);
      expect(metadata.twitter).toEqual({ card: "summary_large_image", images: [image] });
    }
  });

  it("/program/{guid}/{performanceId} links its PNG, the performance's card", () => {
    const folder = "/[locale]/(site)/program/[id]/[performanceId]";
    pageLinksItsRoute(folder);
    const served = routeOf(folder).replace("[id]", GUID).replace("[performanceId]", "7");
    expect(served).toMatch(new RegExp(`^/program/${GUID}/7/opengraph-image-[0-9a-z]+$`));

    const ar = performanceShareCard(program, performance, "ar");
    expect(ar.title).toBe("ليلة الدبكة");
    expect(ar.lines[0]).toContain("الجمعة");
    // No Arabic stage name: the English one, at the festival's Arabic place.
    expect(ar.lines[1]).toBe(`Main Stage، ${summer.locationAr}`);
    expect(ar.lines[2]).toBe(summer.nameAr);
    expect(ar.imagePath).toBe("/media/12-ab34cd56.webp");

    const en = performanceShareCard(program, { ...performance, image: null }, "en");
    expect(en.title).toBe("Dabke night");
    expect(en.lines[0]).toMatch(/^Friday, July 4, 8:00\s?p\.m\. – 9:30\s?p\.m\.$/u);
    expect(en.lines[1]).toBe(`Main Stage, ${summer.location}`);
    // No picture of its own: the festival's.
    expect(en.imagePath).toBe("/images/events/summer-festival-2025.svg");

    for (const card of [en, ar]) {
      const prefix = card.locale === "ar" ? "/ar" : "";
      const metadata = pageMetadata(card.locale, `/program/${GUID}/7`, {
        title: "t",
        share: { folder, params: { id: GUID, performanceId: "7" }, card },
      });
      const images = metadata.openGraph?.images as { url: string }[];
      expect(images[0]!.url).toBe(`${prefix}${served}?v=${shareCardVersion(card)}`);
      expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    }
    expect(shareCardVersion(performanceShareCard(program, performance, "en"))).not.toBe(
      shareCardVersion(en),
    );
  });

  it("/vendors/{guid} links its PNG", () => {
    const folder = "/[locale]/(site)/vendors/[id]";
    pageLinksItsRoute(folder);
    const served = routeOf(folder).replace("[id]", GUID);
    expect(served).toMatch(new RegExp(`^/vendors/${GUID}/opengraph-image-[0-9a-z]+$`));
    const card = eventShareCard(localizeEvent(summer, "ar"), "ar");
    const metadata = pageMetadata("ar", `/vendors/${GUID}`, {
      title: "t",
      share: { folder, params: { id: GUID }, card },
    });
    const images = metadata.openGraph?.images as { url: string }[];
    expect(images[0]!.url).toBe(`/ar${served}?v=${shareCardVersion(card)}`);
  });
});
