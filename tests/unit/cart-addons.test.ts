import { describe, expect, it } from "vitest";
import {
  addonRequest,
  cartAddonLines,
  cartDepositCents,
  chargedAddonCents,
  choose,
  forgetAddonChoices,
  hasDefaultAddon,
  withOwnGarbage,
  type AddonState,
  type CartCatalogue,
} from "@/lib/cart/addon-choices";
import type { BoothLine } from "@/lib/cart/cart";
import { planAddons } from "@/lib/addons/rules";
import { boothCartTotals } from "@/lib/payments/pricing";

// The cart's add-on lines come from the same rules the server checks with: the garbage fee on
// food booths unless the vendor takes their own garbage, chosen ones within maxPerBooth, approval
// ones shown but not charged, and the totals equal the server's plan to the cent.

const addon = (id: number, over: Partial<CartCatalogue["addons"][number]>) => ({
  id,
  eventId: 1,
  name: `Add-on ${id}`,
  nameAr: null,
  priceCents: 1000,
  appliesTo: "ALL" as const,
  maxPerBooth: 1,
  needsApproval: false,
  addedByDefault: false,
  active: true,
  ...over,
});

const catalogue: CartCatalogue = {
  eventId: 1,
  eventGuid: "g-1",
  addons: [
    addon(1, { name: "Garbage fee", priceCents: 25_000, appliesTo: "FOOD", addedByDefault: true }),
    addon(2, { name: "20 A outlet", priceCents: 12_000, appliesTo: "FOOD" }),
    addon(3, { name: "20 A outlet", priceCents: 12_000, appliesTo: "OTHER", needsApproval: true }),
    addon(4, { name: "Extra table", priceCents: 2_500, maxPerBooth: 4 }),
  ],
  foodBoothIds: [10],
  depositFoodCents: 50_000,
  depositOtherCents: 20_000,
  balanceDueDate: "2030-06-24",
};
const booth = (id: number, priceCents: number): BoothLine => ({
  kind: "BOOTH",
  id,
  name: `B-${id}`,
  priceCents,
  event: { guid: "g-1", name: "Fest" },
  sectionName: "S",
});
const food = booth(10, 45_000);
const market = booth(11, 30_000);
const empty: AddonState = { choices: {}, ownGarbage: {} };

describe("the cart's add-on lines", () => {
  it("adds the garbage fee to food booths, and the choices within maxPerBooth", () => {
    let state = choose(empty, 10, 2, 1);
    state = choose(state, 10, 4, 9);
    state = choose(state, 11, 3, 1);
    const lines = cartAddonLines(catalogue, [food, market], state);
    expect(lines.map((l) => [l.booth.id, l.addon.id, l.quantity, l.isDefault])).toEqual([
      [10, 1, 1, true],
      [10, 2, 1, false],
      [10, 4, 4, false],
      [11, 3, 1, false],
    ]);
    expect(addonRequest(lines)).toEqual([
      { boothId: 10, addonId: 2, quantity: 1 },
      { boothId: 10, addonId: 4, quantity: 4 },
      { boothId: 11, addonId: 3, quantity: 1 },
    ]);
    expect(chargedAddonCents(lines)).toEqual([25_000, 12_000, 10_000]);
  });

  it("prices them as the server plans them, to the cent", () => {
    const state = choose(choose(empty, 10, 4, 3), 11, 3, 1);
    const lines = cartAddonLines(catalogue, [food, market], state);
    const plan = planAddons({
      catalogue: catalogue.addons,
      booths: [
        { id: 10, name: "B-10", isFood: true, eventId: 1 },
        { id: 11, name: "B-11", isFood: false, eventId: 1 },
      ],
      choices: addonRequest(lines),
    });
    const server = boothCartTotals([
      45_000,
      30_000,
      ...plan.charged.map((l) => l.addon.priceCents * l.quantity),
    ]);
    expect(boothCartTotals([45_000, 30_000, ...chargedAddonCents(lines)])).toEqual(server);
    expect(plan.requests.map((l) => l.addon.id)).toEqual([3]);
  });

  it("leaves the garbage fee out when the vendor takes their own garbage, and says when the box applies", () => {
    const state = withOwnGarbage(empty, "g-1", true);
    expect(cartAddonLines(catalogue, [food], state)).toEqual([]);
    expect(hasDefaultAddon(catalogue, [food])).toBe(true);
    expect(hasDefaultAddon(catalogue, [market])).toBe(false);
    expect(withOwnGarbage(state, "g-1", false).ownGarbage).toEqual({});
  });

  it("owes the food deposit for a food booth, else the other; removing a choice forgets it", () => {
    expect(cartDepositCents(catalogue, [market, food])).toBe(50_000);
    expect(cartDepositCents(catalogue, [market])).toBe(20_000);
    expect(cartDepositCents(undefined, [market])).toBe(0);
    expect(choose(choose(empty, 10, 4, 2), 10, 4, 0)).toEqual(empty);
  });
});

describe("after payment", () => {
  it("forgets the paid booths' choices and keeps the others'", () => {
    const state = choose(choose(empty, 10, 4, 2), 11, 4, 1);
    expect(forgetAddonChoices(state, [10]).choices).toEqual({ "11": { "4": 1 } });
  });
});
