import type { CatalogueAddon } from "./resource";

/**
 * What an event's add-on catalogue offers a booth, pure and client-safe (the cart computes its
 * lines and totals with it; lib/addons/rules.ts checks a request with it): the audience, the
 * default add-ons, a line's cents and the damage deposit an order owes.
 */

/** A booth an add-on may be for: its section's food flag decides the audience. */
export type AddonBooth = { id: number; name: string; isFood: boolean; eventId: number };

/** What a vendor asks for: `quantity` of one add-on for one booth. */
export type AddonChoice = { boothId: number; addonId: number; quantity: number };

/** Whether an add-on's audience includes the booth (ALL, FOOD: in a food section, OTHER: not). */
export function appliesToBooth(
  addon: Pick<CatalogueAddon, "appliesTo">,
  booth: Pick<AddonBooth, "isFood">,
) {
  return (
    addon.appliesTo === "ALL" ||
    (addon.appliesTo === "FOOD" && booth.isFood) ||
    (addon.appliesTo === "OTHER" && !booth.isFood)
  );
}

/** The add-ons a booth may take now: active, of its event, for its audience, in catalogue order. */
export function addonsForBooth<A extends CatalogueAddon>(
  catalogue: readonly A[],
  booth: AddonBooth,
): A[] {
  return catalogue.filter(
    (a) => a.active && a.eventId === booth.eventId && appliesToBooth(a, booth),
  );
}

/** The default add-ons of the booths (one each), none when the vendor takes their own garbage. */
export function defaultChoices(
  catalogue: readonly CatalogueAddon[],
  booths: readonly AddonBooth[],
  ownGarbage: boolean,
): AddonChoice[] {
  if (ownGarbage) return [];
  return booths.flatMap((booth) =>
    addonsForBooth(catalogue, booth)
      .filter((a) => a.addedByDefault)
      .map((a) => ({ boothId: booth.id, addonId: a.id, quantity: 1 })),
  );
}

/** The cents a line adds to the order's items (unit price × quantity), before coupon and fees. */
export function lineCents(line: { addon: { priceCents: number }; quantity: number }): number {
  return line.addon.priceCents * line.quantity;
}

/**
 * The damage deposit a booth order owes: the event's food amount when any of its booths is in a
 * food section, else the other amount; a ticket order owes none.
 */
export function depositCentsFor(
  event: { depositFoodCents: number; depositOtherCents: number },
  booths: readonly Pick<AddonBooth, "isFood">[],
): number {
  if (booths.length === 0) return 0;
  return booths.some((b) => b.isFood) ? event.depositFoodCents : event.depositOtherCents;
}
