import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { TAGS } from "../cache/tags";
import type { CartCatalogue } from "../cart/addon-choices";
import { activeEventCatalogues } from "./queries/catalogue";
import { catalogueAddonOf } from "./resource";

/**
 * The add-on catalogues of the events that take bookings, as the cart shows them: rendered once,
 * served from the cache, expired with the event data (a catalogue or deposit change expires it)
 * and the booths (a section's food flag).
 */
export async function getCartCatalogues(): Promise<CartCatalogue[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(TAGS.events, TAGS.booths);
  return (await activeEventCatalogues()).map((e) => ({
    eventId: e.id,
    eventGuid: e.guid,
    addons: e.addons.map(catalogueAddonOf),
    foodBoothIds: e.foodBoothIds,
    depositFoodCents: e.depositFoodCents,
    depositOtherCents: e.depositOtherCents,
    balanceDueDate: e.balanceDueDate,
  }));
}
