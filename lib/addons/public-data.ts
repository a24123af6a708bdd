import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { activeEventCatalogues } from "@/db/queries/addons";
import { TAGS } from "../cache/tags";
import type { CartCatalogue } from "../cart/addon-choices";

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
    addons: e.addons.map((a) => ({
      id: a.id,
      eventId: a.eventId,
      name: a.name,
      nameAr: a.nameAr,
      priceCents: a.priceCents,
      appliesTo: a.appliesTo,
      maxPerBooth: a.maxPerBooth,
      needsApproval: a.needsApproval,
      addedByDefault: a.addedByDefault,
      active: a.active,
    })),
    foodBoothIds: e.foodBoothIds,
    depositFoodCents: e.depositFoodCents,
    depositOtherCents: e.depositOtherCents,
    balanceDueDate: e.balanceDueDate,
  }));
}
