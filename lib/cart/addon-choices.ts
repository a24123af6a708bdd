import { readJsonStorage } from "./browser-state";
import type { BoothLine } from "./cart";
import {
  addonsForBooth,
  defaultChoices,
  depositCentsFor,
  lineCents,
  type AddonBooth,
} from "../addons/offer";
import type { CatalogueAddon } from "../addons/resource";

/**
 * The add-ons chosen in the cart, kept in the browser like the cart itself (a reload keeps them):
 * per booth, how many of each add-on; per event, whether the vendor takes their own garbage. The
 * lines and amounts come from the event's catalogue with the same rules and pricing module the
 * server uses; the server prices the order itself from the ids.
 */

/** An event's catalogue as the cart page receives it (cached with the public event data). */
export type CartCatalogue = {
  eventId: number;
  eventGuid: string;
  addons: CatalogueAddon[];
  /** The event's booths in a food section (the audience FOOD, the food deposit). */
  foodBoothIds: number[];
  depositFoodCents: number;
  depositOtherCents: number;
  /** The day everything is owed (YYYY-MM-DD), null when the event has none. */
  balanceDueDate: string | null;
};

export type AddonState = {
  /** boothId -> addonId -> quantity (0 or absent: not chosen). */
  choices: Record<string, Record<string, number>>;
  /** eventGuid -> the vendor takes their own garbage. */
  ownGarbage: Record<string, boolean>;
};

export const CART_ADDONS_KEY = "cartAddons";
const EMPTY: AddonState = { choices: {}, ownGarbage: {} };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/** The stored choices; anything malformed is dropped rather than trusted. */
export function readAddonState(): AddonState {
  const raw = readJsonStorage<unknown>(CART_ADDONS_KEY, EMPTY);
  if (!isRecord(raw)) return EMPTY;
  const choices: AddonState["choices"] = {};
  if (isRecord(raw.choices))
    for (const [booth, byAddon] of Object.entries(raw.choices)) {
      if (!isRecord(byAddon)) continue;
      const kept = Object.entries(byAddon).filter(
        ([, q]) => Number.isSafeInteger(q) && (q as number) > 0,
      );
      if (kept.length) choices[booth] = Object.fromEntries(kept) as Record<string, number>;
    }
  const ownGarbage: AddonState["ownGarbage"] = {};
  if (isRecord(raw.ownGarbage))
    for (const [guid, v] of Object.entries(raw.ownGarbage)) if (v === true) ownGarbage[guid] = true;
  return { choices, ownGarbage };
}

export function writeAddonState(state: AddonState): void {
  window.localStorage.setItem(CART_ADDONS_KEY, JSON.stringify(state));
}

/** The state with `quantity` of an add-on for a booth (0 removes it). */
export function choose(
  state: AddonState,
  boothId: number,
  addonId: number,
  quantity: number,
): AddonState {
  const forBooth: Record<string, number> = { ...(state.choices[boothId] ?? {}) };
  if (quantity > 0) forBooth[addonId] = quantity;
  else delete forBooth[addonId];
  const choices: AddonState["choices"] = { ...state.choices, [boothId]: forBooth };
  if (Object.keys(forBooth).length === 0) delete choices[boothId];
  return { ...state, choices };
}

export function withOwnGarbage(state: AddonState, eventGuid: string, own: boolean): AddonState {
  const ownGarbage = { ...state.ownGarbage };
  if (own) ownGarbage[eventGuid] = true;
  else delete ownGarbage[eventGuid];
  return { ...state, ownGarbage };
}

/** A cart booth as the add-on rules read it. */
export const addonBooth = (catalogue: CartCatalogue, booth: BoothLine): AddonBooth => ({
  id: booth.id,
  name: booth.name,
  isFood: catalogue.foodBoothIds.includes(booth.id),
  eventId: catalogue.eventId,
});

/** A line of a booth's add-ons in the cart. */
export type CartAddonLine = {
  booth: BoothLine;
  addon: CatalogueAddon;
  quantity: number;
  /** Added by default (the garbage fee): the vendor removes it by taking their own garbage. */
  isDefault: boolean;
};

/**
 * The add-on lines of the checkout's booths: the chosen ones still offered (at most
 * `maxPerBooth`) and the default ones unless the vendor takes their own garbage, booth by booth
 * in the catalogue's order. Those needing approval are lines too, but not charged.
 */
export function cartAddonLines(
  catalogue: CartCatalogue | undefined,
  booths: readonly BoothLine[],
  state: AddonState,
): CartAddonLine[] {
  if (!catalogue) return [];
  const own = Boolean(state.ownGarbage[catalogue.eventGuid]);
  return booths.flatMap((booth) => {
    const b = addonBooth(catalogue, booth);
    const defaults = new Set(defaultChoices(catalogue.addons, [b], own).map((c) => c.addonId));
    return addonsForBooth(catalogue.addons, b).flatMap((addon) => {
      const chosen = Math.min(state.choices[booth.id]?.[addon.id] ?? 0, addon.maxPerBooth);
      const quantity = chosen || (defaults.has(addon.id) ? 1 : 0);
      return quantity > 0
        ? [{ booth, addon, quantity, isDefault: addon.addedByDefault && chosen === 0 }]
        : [];
    });
  });
}

/** The lines charged with the booths (not those waiting for approval), in cents each. */
export function chargedAddonCents(lines: readonly CartAddonLine[]): number[] {
  return lines.filter((l) => !l.addon.needsApproval).map(lineCents);
}

/** What the payment request carries: the chosen lines (the server adds the defaults itself). */
export function addonRequest(lines: readonly CartAddonLine[]) {
  return lines
    .filter((l) => !l.isDefault)
    .map((l) => ({ boothId: l.booth.id, addonId: l.addon.id, quantity: l.quantity }));
}

/** Whether any of the booths takes a default add-on (the own-garbage box is offered then). */
export function hasDefaultAddon(
  catalogue: CartCatalogue | undefined,
  booths: readonly BoothLine[],
) {
  return Boolean(
    catalogue &&
    defaultChoices(
      catalogue.addons,
      booths.map((b) => addonBooth(catalogue, b)),
      false,
    ).length,
  );
}

/** The damage deposit the checkout's order will owe (not charged today). */
export function cartDepositCents(
  catalogue: CartCatalogue | undefined,
  booths: readonly BoothLine[],
): number {
  return catalogue
    ? depositCentsFor(
        catalogue,
        booths.map((b) => addonBooth(catalogue, b)),
      )
    : 0;
}

/** Forgets the add-on choices of booths that left the cart (paid, or removed). */
export function forgetAddonChoices(state: AddonState, boothIds: readonly number[]): AddonState {
  const choices = { ...state.choices };
  for (const id of boothIds) delete choices[id];
  return { ...state, choices };
}
