import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/envelope";
import {
  addonsForBooth,
  appliesToBooth,
  defaultChoices,
  depositCentsFor,
  planAddons,
  type AddonBooth,
} from "@/lib/addons/rules";
import type { CatalogueAddon } from "@/lib/addons/resource";

// Which add-ons a booth may take (its section's food flag, active ones, its event), the garbage
// fee added to food booths unless the vendor takes their own garbage, at most maxPerBooth counting
// what the order holds, approval ones becoming requests, and each refusal on the `addons` field.

const addon = (
  over: Partial<CatalogueAddon> & Pick<CatalogueAddon, "id" | "name">,
): CatalogueAddon => ({
  eventId: 1,
  nameAr: null,
  priceCents: 1000,
  appliesTo: "ALL",
  maxPerBooth: 1,
  needsApproval: false,
  addedByDefault: false,
  active: true,
  ...over,
});

const garbage = addon({
  id: 1,
  name: "Garbage fee",
  priceCents: 25000,
  appliesTo: "FOOD",
  addedByDefault: true,
});
const outletFood = addon({ id: 2, name: "20 A outlet", priceCents: 12000, appliesTo: "FOOD" });
const outletOther = addon({
  id: 3,
  name: "20 A outlet",
  priceCents: 12000,
  appliesTo: "OTHER",
  needsApproval: true,
});
const table = addon({ id: 4, name: "Extra table", priceCents: 2500, maxPerBooth: 4 });
const retired = addon({ id: 5, name: "Old tent", active: false });
const elsewhere = addon({ id: 6, name: "Other event's table", eventId: 2 });
const catalogue = [garbage, outletFood, outletOther, table, retired, elsewhere];

const food: AddonBooth = { id: 10, name: "F-1", isFood: true, eventId: 1 };
const market: AddonBooth = { id: 11, name: "M-1", isFood: false, eventId: 1 };

function refusal(run: () => unknown): { code?: string; params?: unknown; field?: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.status).toBe("BAD_REQUEST");
    return { code: e.code, params: e.params, field: e.issues?.[0]?.path };
  }
  throw new Error("expected a refusal");
}

describe("which add-ons a booth may take", () => {
  it("follows the section's food flag", () => {
    expect(appliesToBooth(garbage, food)).toBe(true);
    expect(appliesToBooth(garbage, market)).toBe(false);
    expect(appliesToBooth(outletOther, market)).toBe(true);
    expect(appliesToBooth(outletOther, food)).toBe(false);
    expect(appliesToBooth(table, food) && appliesToBooth(table, market)).toBe(true);
  });

  it("lists only active add-ons of the booth's event", () => {
    expect(addonsForBooth(catalogue, food).map((a) => a.id)).toEqual([1, 2, 4]);
    expect(addonsForBooth(catalogue, market).map((a) => a.id)).toEqual([3, 4]);
  });
});

describe("default add-ons", () => {
  it("adds the garbage fee to every food booth unless the vendor takes their own garbage", () => {
    expect(defaultChoices(catalogue, [food, market], false)).toEqual([
      { boothId: 10, addonId: 1, quantity: 1 },
    ]);
    expect(defaultChoices(catalogue, [food, market], true)).toEqual([]);
  });
});

describe("planning the chosen add-ons", () => {
  it("charges the chosen and default ones and turns approval ones into requests", () => {
    const plan = planAddons({
      catalogue,
      booths: [food, market],
      choices: [
        { boothId: 11, addonId: 3, quantity: 1 },
        { boothId: 10, addonId: 4, quantity: 2 },
        { boothId: 10, addonId: 2, quantity: 1 },
        { boothId: 10, addonId: 4, quantity: 1 },
      ],
    });
    expect(plan.charged.map((l) => [l.booth.id, l.addon.id, l.quantity])).toEqual([
      [10, 1, 1],
      [10, 2, 1],
      [10, 4, 3],
    ]);
    expect(plan.requests.map((l) => [l.booth.id, l.addon.id, l.quantity])).toEqual([[11, 3, 1]]);
  });

  it("leaves the garbage fee out for an own-garbage order and when adding later", () => {
    expect(
      planAddons({ catalogue, booths: [food], choices: [], ownGarbage: true }).charged,
    ).toEqual([]);
    expect(
      planAddons({ catalogue, booths: [food], choices: [], withDefaults: false }).charged,
    ).toEqual([]);
  });

  it("does not add the default twice when the vendor chose it", () => {
    const plan = planAddons({
      catalogue,
      booths: [food],
      choices: [{ boothId: 10, addonId: 1, quantity: 1 }],
    });
    expect(plan.charged.map((l) => l.quantity)).toEqual([1]);
  });

  it("refuses a booth that is not in the order", () => {
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 99, addonId: 4, quantity: 1 }],
        }),
      ),
    ).toEqual({
      code: "errors.addons.boothNotInOrder",
      params: { booth: "99" },
      field: ["addons"],
    });
  });

  it("refuses an add-on of another event or unknown", () => {
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 6, quantity: 1 }],
        }),
      ).code,
    ).toBe("errors.addons.notInCatalogue");
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 77, quantity: 1 }],
        }),
      ).code,
    ).toBe("errors.addons.notInCatalogue");
  });

  it("refuses a retired add-on and one not for the booth", () => {
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 5, quantity: 1 }],
        }),
      ).code,
    ).toBe("errors.addons.retired");
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [market],
          choices: [{ boothId: 11, addonId: 2, quantity: 1 }],
        }),
      ),
    ).toEqual({
      code: "errors.addons.notForBooth",
      params: { addon: "20 A outlet", booth: "M-1" },
      field: ["addons"],
    });
  });

  it("refuses more than maxPerBooth, counting what the order already holds and asks for", () => {
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 4, quantity: 5 }],
        }),
      ).params,
    ).toEqual({
      addon: "Extra table",
      booth: "F-1",
      max: 4,
    });
    const held = [{ boothId: 10, addonId: 4, quantity: 3 }];
    expect(
      planAddons({
        catalogue,
        booths: [food],
        choices: [{ boothId: 10, addonId: 4, quantity: 1 }],
        held,
        withDefaults: false,
      }).charged,
    ).toHaveLength(1);
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 4, quantity: 2 }],
          held,
          withDefaults: false,
        }),
      ).code,
    ).toBe("errors.addons.tooMany");
  });

  it("refuses a quantity below one", () => {
    expect(
      refusal(() =>
        planAddons({
          catalogue,
          booths: [food],
          choices: [{ boothId: 10, addonId: 4, quantity: 0 }],
        }),
      ).code,
    ).toBe("errors.addons.quantity");
  });
});

describe("the damage deposit an order owes", () => {
  const event = { depositFoodCents: 50000, depositOtherCents: 20000 };
  it("is the food amount when a booth is in a food section, else the other; none without booths", () => {
    expect(depositCentsFor(event, [market, food])).toBe(50000);
    expect(depositCentsFor(event, [market])).toBe(20000);
    expect(depositCentsFor(event, [])).toBe(0);
  });
});
