import { fieldError } from "../http/envelope";
import { appliesToBooth, defaultChoices, type AddonBooth, type AddonChoice } from "./offer";
import { MAX_ADDON_QUANTITY, type CatalogueAddon } from "./resource";

export {
  addonsForBooth,
  appliesToBooth,
  defaultChoices,
  depositCentsFor,
  lineCents,
  type AddonBooth,
  type AddonChoice,
} from "./offer";

/**
 * The add-on rules, pure (the checkout, the profile's "add later" and the cart all call them):
 * which add-ons of an event's catalogue a booth may take (its audience: all booths, booths in a
 * food section, the others; active ones only), at most `maxPerBooth` of each per booth counting
 * what the order already holds and asks for, which chosen lines are charged now and which wait
 * for an organiser's approval, and the default add-ons (the garbage fee) added to every booth
 * they apply to unless the vendor declares they take their own garbage.
 */

/** A priced line of the plan: the add-on (from the catalogue), its booth and how many. */
export type AddonLine = { addon: CatalogueAddon; booth: AddonBooth; quantity: number };

/** What the order already has of an add-on for a booth (items not given back, pending requests). */
export type AddonHeld = { boothId: number; addonId: number; quantity: number };

export type AddonPlan = {
  /** Charged with the order: order items of kind ADDON. */
  charged: AddonLine[];
  /** Waiting for an organiser's approval: add-on requests, not charged. */
  requests: AddonLine[];
};

const key = (boothId: number, addonId: number) => `${boothId}:${addonId}`;

/**
 * Checks the vendor's choices against the catalogue and the booths and plans them: the default
 * add-ons join the choices (unless `ownGarbage`, or the vendor chose that add-on for that booth
 * already), the same add-on for the same booth asked twice counts once with both quantities, and
 * each line is charged or becomes a request. A choice for a booth not among `booths`, an add-on
 * not in the event's catalogue, retired, not for that booth, or more than `maxPerBooth` with
 * `held` counted is refused with a field error on `addons`.
 */
export function planAddons({
  catalogue,
  booths,
  choices,
  ownGarbage = false,
  withDefaults = true,
  held = [],
}: {
  catalogue: readonly CatalogueAddon[];
  booths: readonly AddonBooth[];
  choices: readonly AddonChoice[];
  ownGarbage?: boolean;
  /** False when adding to an order later: the defaults were decided at checkout. */
  withDefaults?: boolean;
  held?: readonly AddonHeld[];
}): AddonPlan {
  const boothById = new Map(booths.map((b) => [b.id, b]));
  const addonById = new Map(catalogue.map((a) => [a.id, a]));
  const wanted = new Map<string, AddonChoice>();
  for (const choice of choices) {
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1)
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.quantity", {
        max: MAX_ADDON_QUANTITY,
      });
    const k = key(choice.boothId, choice.addonId);
    const earlier = wanted.get(k);
    wanted.set(k, { ...choice, quantity: (earlier?.quantity ?? 0) + choice.quantity });
  }
  if (withDefaults) {
    for (const choice of defaultChoices(catalogue, booths, ownGarbage)) {
      const k = key(choice.boothId, choice.addonId);
      if (!wanted.has(k)) wanted.set(k, choice);
    }
  }
  const heldOf = new Map<string, number>();
  for (const h of held) {
    const k = key(h.boothId, h.addonId);
    heldOf.set(k, (heldOf.get(k) ?? 0) + h.quantity);
  }

  const plan: AddonPlan = { charged: [], requests: [] };
  for (const choice of wanted.values()) {
    const booth = boothById.get(choice.boothId);
    if (!booth)
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.boothNotInOrder", {
        booth: String(choice.boothId),
      });
    const addon = addonById.get(choice.addonId);
    if (!addon || addon.eventId !== booth.eventId)
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.notInCatalogue", {
        addon: String(choice.addonId),
      });
    if (!addon.active)
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.retired", { addon: addon.name });
    if (!appliesToBooth(addon, booth))
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.notForBooth", {
        addon: addon.name,
        booth: booth.name,
      });
    const already = heldOf.get(key(booth.id, addon.id)) ?? 0;
    if (already + choice.quantity > addon.maxPerBooth)
      throw fieldError("BAD_REQUEST", "addons", "errors.addons.tooMany", {
        addon: addon.name,
        booth: booth.name,
        max: addon.maxPerBooth,
      });
    const line = { addon, booth, quantity: choice.quantity };
    (addon.needsApproval ? plan.requests : plan.charged).push(line);
  }
  // In the booths' order, then the catalogue's.
  const boothOrder = new Map(booths.map((b, i) => [b.id, i]));
  const addonOrder = new Map(catalogue.map((a, i) => [a.id, i]));
  const byPlace = (a: AddonLine, b: AddonLine) =>
    boothOrder.get(a.booth.id)! - boothOrder.get(b.booth.id)! ||
    addonOrder.get(a.addon.id)! - addonOrder.get(b.addon.id)!;
  plan.charged.sort(byPlace);
  plan.requests.sort(byPlace);
  return plan;
}
