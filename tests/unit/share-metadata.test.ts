import fs from "node:fs";
import path from "node:path";
import { normalizeMetadataRoute } from "next/dist/lib/metadata/get-metadata-route";
import { describe, expect, it } from "vitest";
import type { EventSummary } from "@/lib/events/queries/public";
import { localizeEvent } from "@/lib/i18n/localize";
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
