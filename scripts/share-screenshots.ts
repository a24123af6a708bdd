// `npm run docs:share-screenshots`: the preview picture a shared link of the seeded summer
// festival shows on WhatsApp, Facebook and X, in English and in Arabic, drawn by the site's own
// renderer (lib/site/share-image.ts) into docs/screenshots/, to see the Arabic joined and right to
// left before trusting it.
import { writeFileSync } from "node:fs";
import { SEED_EVENTS, SUMMER_2025_GUID } from "../db/seed-data";
import { eventShareCard } from "../lib/site/share-card";
import { renderSharePreview } from "../lib/site/share-image";

const summer = SEED_EVENTS.find((e) => e.guid === SUMMER_2025_GUID)!;
const cards = {
  en: eventShareCard(summer, "en"),
  ar: eventShareCard(
    {
      name: summer.nameAr,
      dateText: summer.dateTextAr,
      location: summer.locationAr,
      image: summer.image,
    },
    "ar",
  ),
};

for (const [locale, card] of Object.entries(cards)) {
  const file = `docs/screenshots/share-preview-${locale}.png`;
  writeFileSync(file, await renderSharePreview(card));
  console.log(file);
}
