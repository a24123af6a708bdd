import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { booths, events, orderItems, orders } from "@/db/schema";
import { SUMMER_2025_GUID } from "@/db/seed-data";
import { registerPageCache, TAGS } from "@/lib/cache/tags";
import { getVendorDirectory } from "@/lib/listings/public-data";
import { formatMessage } from "@/lib/i18n/messages";
import {
  publicVendorsAnswer,
  vendorListingAnswer,
  vendorTagsAnswer,
} from "@/lib/listings/resource";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, getRequest, jsonRequest, read } from "../support/requests";
import { cacheRecord, forgetCacheRecord } from "../support/next-cache";

// The vendor directory: a vendor writes the public listing of a booked order (its own, and only
// once booked); refusals come with their codes in both languages; the public list shows every
// vendor with a booked booth whose listing is listed, found by words in either language however
// they are spelt, and by tag; a vendor whose booth is cancelled, refunded or given back leaves it
// at once, the directory's cached read expiring with the booths' tag. 401/403 for every route are
// authorization.test.ts's.

let provider: StripeLocal;
let organiser: Organiser;
const expired: string[] = [];

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
  registerPageCache((tag) => expired.push(tag));
});
afterAll(async () => {
  registerPageCache(() => {});
  await stopProvider(provider);
});

const as = (browser: SignedIn, method: string, url: string, body?: unknown) =>
  api(jsonRequest(url, body, { method, session: browser })).then(read);
const getAs = (browser: SignedIn, url: string) =>
  api(new Request(`http://localhost${url}`, { headers: { cookie: browser.cookie } })).then(read);

const TAGS_LIST = [
  { key: "halal", label: "Halal", labelAr: "حلال" },
  { key: "vegetarian", label: "Vegetarian", labelAr: "نباتي" },
  { key: "sweets", label: "Sweets", labelAr: "حلويات" },
  { key: "crafts", label: "Crafts", labelAr: "حرف يدوية" },
];

/** A fresh festival with `count` booths at $300 and the tag list above; its id and guid. */
async function festival(count: number) {
  const { eventId, ids, names } = await createBooths(Array.from({ length: count }, () => 30000));
  const [row] = await (
    await getDb()
  )
    .select({ guid: events.guid })
    .from(events)
    .where(eq(events.id, eventId));
  const saved = await as(organiser, "PUT", `/api/admin/v1/events/${eventId}/vendor-tags`, {
    tags: TAGS_LIST,
  });
  expect(saved.code, JSON.stringify(saved.payload)).toBe(200);
  return { eventId, guid: row!.guid, boothIds: ids, boothNames: names };
}

/** An order the office makes for the vendor: its booths BOOKED at once, PARTIALLY_PAID. */
async function officeOrder(vendor: TestVendor, boothIds: number[]): Promise<number> {
  const made = await as(organiser, "POST", "/api/admin/v1/orders", {
    vendorId: vendor.vendorId,
    boothIds,
  });
  expect(made.code, JSON.stringify(made.payload)).toBe(201);
  return made.payload.orderId as number;
}

/** A checkout of the booths paid in full at the provider: a PAID order. */
async function paidOrder(vendor: TestVendor, boothIds: number[]): Promise<number> {
  const res = await checkout(vendor, boothCart(boothIds));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  return res.payload.orderId as number;
}

const listingUrl = (orderId: number) => `/api/vendor/v1/orders/${orderId}/listing`;
const putListing = (vendor: SignedIn, orderId: number, body: unknown) =>
  as(vendor, "PUT", listingUrl(orderId), body);

async function directory(guid: string, query = "") {
  const res = await read(await api(getRequest(`/api/v1/events/${guid}/vendors${query}`)));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  expect(publicVendorsAnswer.safeParse(res.payload).success).toBe(true);
  return res.payload.vendors as {
    vendorId: number;
    name: string;
    lob: string;
    description: string | null;
    descriptionAr: string | null;
    tags: string[];
    logo: string | null;
    booths: { boothId: number; boothName: string; sectionName: string }[];
  }[];
}
/** An issue's ICU arguments, as the envelope carries them. */
const paramsOf = (issue: unknown) => (issue as { params?: Record<string, string | number> }).params;
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

/** A picture of one random colour, as PNG bytes. */
const png = () =>
  sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();

async function uploadLogo(vendor: SignedIn, orderId: number, bytes: Buffer | string, type: string) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    "logo",
  );
  return read(
    await api(
      new Request(`http://localhost${listingUrl(orderId)}/logo`, {
        method: "POST",
        headers: { cookie: vendor.cookie, "x-xsrf-token": vendor.csrf },
        body: form,
      }),
    ),
  );
}

describe("the vendor's listing", () => {
  it("is written by the order's own vendor once the order is booked, and read back", async () => {
    const { eventId, boothIds } = await festival(2);
    const vendor = await createVendor("Falafel");
    const orderId = await officeOrder(vendor, [boothIds[0]!]);

    // never saved: listed, saying nothing, with the event's tags to choose from
    const fresh = await getAs(vendor, listingUrl(orderId));
    expect(fresh.code).toBe(200);
    expect(vendorListingAnswer.safeParse(fresh.payload).success).toBe(true);
    expect(fresh.payload).toMatchObject({
      orderId,
      description: null,
      descriptionAr: null,
      logo: null,
      tags: [],
      listed: true,
      updatedAt: null,
    });
    expect(fresh.payload.tagOptions.map((t: { key: string }) => t.key)).toEqual(
      TAGS_LIST.map((t) => t.key),
    );

    const saved = await putListing(vendor, orderId, {
      description: "  Falafel fried to order, with tahini and pickles.  ",
      descriptionAr: "فلافل مقلية عند الطلب مع الطحينة والمخللات.",
      tags: ["halal", "vegetarian", "halal"],
    });
    expect(saved.code, JSON.stringify(saved.payload)).toBe(200);
    expect(saved.payload).toMatchObject({
      description: "Falafel fried to order, with tahini and pickles.",
      descriptionAr: "فلافل مقلية عند الطلب مع الطحينة والمخللات.",
      tags: ["halal", "vegetarian"],
      listed: true,
      logo: null,
    });
    expect(saved.payload.updatedAt).not.toBeNull();
    expect((await getAs(vendor, listingUrl(orderId))).payload).toEqual(saved.payload);

    // another vendor may neither read nor write it; an unknown order is not found
    const other = await createVendor("Other");
    for (const res of [
      await getAs(other, listingUrl(orderId)),
      await putListing(other, orderId, { description: "Mine now" }),
    ]) {
      expect(res.code).toBe(403);
      expect(res.errorCode).toBe("errors.orders.notYours");
    }
    expect((await getAs(vendor, listingUrl(2147483647))).code).toBe(404);

    // a pending order (a checkout not paid) has no listing yet
    const [pending] = await (
      await getDb()
    )
      .insert(orders)
      .values({
        vendorId: vendor.vendorId,
        eventId,
        checkoutType: "BOOTH_CART",
        status: "PENDING",
        subtotalCents: 30000,
        feesCents: 0,
        taxCents: 0,
        totalCents: 30000,
        balanceCents: 30000,
      })
      .returning({ id: orders.id });
    for (const res of [
      await getAs(vendor, listingUrl(pending!.id)),
      await putListing(vendor, pending!.id, { description: "Soon" }),
    ]) {
      expect(res.code).toBe(409);
      expect(res.errorCode).toBe("errors.listings.notBooked");
    }
  });

  it("refuses an unknown tag, markup and a description over 300 characters, by code in both languages", async () => {
    const { boothIds } = await festival(1);
    const vendor = await createVendor("Refusals");
    const orderId = await officeOrder(vendor, boothIds);

    const unknownTag = await putListing(vendor, orderId, { tags: ["halal", "karaoke"] });
    expect(unknownTag.code).toBe(400);
    expect(unknownTag.errorCode).toBe("errors.listings.unknownTags");
    expect(unknownTag.issues).toEqual([
      expect.objectContaining({ path: ["tags"], code: "errors.listings.unknownTags" }),
    ]);
    expect(unknownTag.payload).toBe("Not on this festival's tag list: karaoke.");
    expect(formatMessage("ar", "errors.listings.unknownTags", { tags: "karaoke" })).toBe(
      "ليست في قائمة وسوم هذا المهرجان: karaoke.",
    );

    const malformedTag = await putListing(vendor, orderId, { tags: ["Gluten Free"] });
    expect(malformedTag.code).toBe(400);
    expect(malformedTag.issues![0]).toMatchObject({
      path: ["tags", 0],
      code: "validation.listings.tagInvalid",
    });

    const markup = await putListing(vendor, orderId, {
      description: "Best <b>shawarma</b> in town",
      descriptionAr: "<script>alert(1)</script>",
    });
    expect(markup.code).toBe(400);
    expect(markup.issues).toEqual([
      expect.objectContaining({ path: ["description"], code: "validation.listings.markup" }),
      expect.objectContaining({ path: ["descriptionAr"], code: "validation.listings.markup" }),
    ]);
    expect(markup.payload).toBe("description is plain text: leave out < and >.");
    const markupAr = formatMessage("ar", markup.issues![0]!.code, paramsOf(markup.issues![0]))!;
    expect(markupAr).toMatch(/[\u0600-\u06ff]/);
    expect(markupAr).toContain("description");

    const long = await putListing(vendor, orderId, { descriptionAr: "ش".repeat(301) });
    expect(long.code).toBe(400);
    expect(long.issues![0]).toMatchObject({
      path: ["descriptionAr"],
      code: "validation.field.tooLong",
      params: { field: "descriptionAr", max: 300 },
    });
    expect(formatMessage("ar", "validation.field.tooLong", paramsOf(long.issues![0]))).toMatch(
      /300/,
    );
    // exactly 300 is fine
    expect((await putListing(vendor, orderId, { descriptionAr: "ش".repeat(300) })).code).toBe(200);

    const notAFlag = await putListing(vendor, orderId, { listed: "yes" });
    expect(notAFlag.code).toBe(400);
    const strange = await putListing(vendor, orderId, { price: 1 });
    expect(strange.code).toBe(400);

    // a logo that is not the one uploaded for this listing
    const logo = await putListing(vendor, orderId, { logo: "/media/1-00000000.webp" });
    expect(logo.code).toBe(400);
    expect(logo.errorCode).toBe("errors.listings.logoNotUploaded");

    // nothing refused was stored
    const kept = await getAs(vendor, listingUrl(orderId));
    expect(kept.payload).toMatchObject({ descriptionAr: "ش".repeat(300), tags: [], logo: null });
  });

  it("takes a logo by the image upload's rules, keeps it on saving and drops it when asked", async () => {
    const { boothIds } = await festival(1);
    const vendor = await createVendor("Logo");
    const orderId = await officeOrder(vendor, boothIds);
    await putListing(vendor, orderId, { description: "Olive wood", tags: ["crafts"] });

    const uploaded = await uploadLogo(vendor, orderId, await png(), "image/png");
    expect(uploaded.code, JSON.stringify(uploaded.payload)).toBe(201);
    expect(vendorListingAnswer.safeParse(uploaded.payload).success).toBe(true);
    expect(uploaded.payload.logo).toMatch(/^\/media\/\d+-[0-9a-f]{8}\.webp$/);
    // the rest of the listing stays as it was
    expect(uploaded.payload).toMatchObject({ description: "Olive wood", tags: ["crafts"] });
    const logo = uploaded.payload.logo as string;

    const svg = await uploadLogo(
      vendor,
      orderId,
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "image/svg+xml",
    );
    expect(svg.code).toBe(400);
    expect(svg.errorCode).toBe("errors.images.kindRefused");
    const stranger = await createVendor("Stranger");
    const theirs = await uploadLogo(stranger, orderId, await png(), "image/png");
    expect(theirs.code).toBe(403);

    const kept = await putListing(vendor, orderId, { description: "Olive wood", logo });
    expect(kept.payload.logo).toBe(logo);
    expect((await directory(kept.payload.eventGuid))[0]!.logo).toBe(logo);
    const dropped = await putListing(vendor, orderId, { description: "Olive wood", logo: null });
    expect(dropped.payload.logo).toBeNull();
  });
});

describe("GET /api/v1/events/{eventGuid}/vendors", () => {
  it("lists every vendor with a booked booth whose listing is listed, with its booths", async () => {
    const { eventId, guid, boothIds, boothNames } = await festival(5);
    const shawarma = await createVendor("Shawarma");
    const henna = await createVendor("Henna");
    const quiet = await createVendor("Quiet");
    const silent = await createVendor("Silent");
    const shawarmaOrder = await officeOrder(shawarma, [boothIds[0]!, boothIds[1]!]);
    await officeOrder(henna, [boothIds[2]!]);
    const quietOrder = await officeOrder(quiet, [boothIds[3]!]);
    // a booth on hold for a checkout is not booked: its vendor is not listed
    const pending = await checkout(silent, boothCart([boothIds[4]!]));
    expect(pending.code).toBe(200);

    await putListing(shawarma, shawarmaOrder, {
      description: "Chicken and beef shawarma over charcoal.",
      descriptionAr: "شاورما دجاج ولحم على الفحم",
      tags: ["halal"],
    });
    await putListing(quiet, quietOrder, { description: "Not this year", listed: false });

    const vendors = await directory(guid);
    expect(vendors.map((v) => v.vendorId).sort()).toEqual(
      [shawarma.vendorId, henna.vendorId].sort(),
    );
    const listed = vendors.find((v) => v.vendorId === shawarma.vendorId)!;
    expect(listed).toEqual({
      vendorId: shawarma.vendorId,
      name: shawarma.vendorName,
      lob: shawarma.lob,
      description: "Chicken and beef shawarma over charcoal.",
      descriptionAr: "شاورما دجاج ولحم على الفحم",
      tags: ["halal"],
      logo: null,
      booths: [
        { boothId: boothIds[0], boothName: boothNames[0], sectionName: "Test section" },
        { boothId: boothIds[1], boothName: boothNames[1], sectionName: "Test section" },
      ],
    });
    // no listing saved yet: listed, saying nothing
    expect(vendors.find((v) => v.vendorId === henna.vendorId)).toMatchObject({
      description: null,
      descriptionAr: null,
      tags: [],
      booths: [{ boothId: boothIds[2] }],
    });

    // listed again: back in the directory
    await putListing(quiet, quietOrder, { description: "Back after all", listed: true });
    expect((await directory(guid)).map((v) => v.vendorId)).toContain(quiet.vendorId);

    // a tag the organiser removes from the list is no longer shown
    await as(organiser, "PUT", `/api/admin/v1/events/${eventId}/vendor-tags`, {
      tags: TAGS_LIST.filter((t) => t.key !== "halal"),
    });
    expect((await directory(guid)).find((v) => v.vendorId === shawarma.vendorId)!.tags).toEqual([]);
  });

  it("refuses a malformed guid or tag, and answers 404 for an unknown or draft event", async () => {
    expect((await read(await api(getRequest("/api/v1/events/not-a-guid/vendors")))).code).toBe(400);
    const unknown = await read(
      await api(getRequest("/api/v1/events/00000000-0000-4000-8000-000000000000/vendors")),
    );
    expect(unknown.code).toBe(404);
    const { guid, eventId } = await festival(1);
    expect(
      (await read(await api(getRequest(`/api/v1/events/${guid}/vendors?tag=Not%20a%20tag`)))).code,
    ).toBe(400);
    expect(
      (await read(await api(getRequest(`/api/v1/events/${guid}/vendors?q=${"x".repeat(201)}`))))
        .code,
    ).toBe(400);
    await (await getDb()).update(events).set({ status: "DRAFT" }).where(eq(events.id, eventId));
    expect((await read(await api(getRequest(`/api/v1/events/${guid}/vendors`)))).code).toBe(404);
  });
});

describe("searching the directory", () => {
  let guid: string;
  const found = async (query: string) => (await directory(guid, query)).map((v) => v.lob);
  let names: Record<"shawarma" | "cafe" | "kunafa" | "crafts", string>;

  beforeAll(async () => {
    const event = await festival(4);
    guid = event.guid;
    // a booth name no vendor's random name can hold (they are hexadecimal)
    await (
      await getDb()
    )
      .update(booths)
      .set({ name: "Cedar Lane 7" })
      .where(eq(booths.id, event.boothIds[3]!));
    const shawarma = await createVendor("Royale Grill");
    const cafe = await createVendor("Café Beirut");
    const kunafa = await createVendor("Sweet Corner");
    const crafts = await createVendor("Olive Wood");
    names = { shawarma: shawarma.lob, cafe: cafe.lob, kunafa: kunafa.lob, crafts: crafts.lob };
    const orders = await Promise.all(
      [shawarma, cafe, kunafa, crafts].map((v, i) => officeOrder(v, [event.boothIds[i]!])),
    );
    await putListing(shawarma, orders[0]!, {
      descriptionAr: "شاورما دجاج ولحم على الفحم",
      tags: ["halal"],
    });
    await putListing(cafe, orders[1]!, {
      description: "Crème brûlée, Turkish coffee and mint tea.",
      tags: ["sweets", "vegetarian"],
    });
    await putListing(kunafa, orders[2]!, {
      descriptionAr: "كنافة نابلسية وحلويات أم علي",
      tags: ["sweets", "halal"],
    });
    await putListing(crafts, orders[3]!, {
      description: "Hand-carved olive wood from Bethlehem.",
      tags: ["crafts"],
    });
  });

  it("finds شاورما with or without diacritics and tatweel, and the other spellings", async () => {
    for (const query of ["شاورما", "شَاوَرْمَا", "شـاورمـا", "الفحم علي"])
      expect(await found(q(query)), query).toEqual([names.shawarma]);
    // taa marbuta and haa, alef with hamza and without
    expect(await found(q("كنافه"))).toEqual([names.kunafa]);
    expect(await found(q("ام علي"))).toEqual([names.kunafa]);
    // alef maqsura as yaa: "حلوى" finds the sweets (حلويات, the tag's Arabic label)
    expect((await found(q("حلوى"))).sort()).toEqual([names.cafe, names.kunafa].sort());
  });

  it("finds English in any case and with or without accents, by name, description, tag or booth", async () => {
    expect(await found(q("creme brulee"))).toEqual([names.cafe]);
    expect(await found(q("CAFE beirut"))).toEqual([names.cafe]);
    expect(await found(q("olive wood"))).toEqual([names.crafts]);
    // a tag's label, in either language
    expect((await found(q("crafts"))).sort()).toEqual([names.crafts].sort());
    expect(await found(q("حرف يدوية"))).toEqual([names.crafts]);
    expect((await found(q("حلال"))).sort()).toEqual([names.kunafa, names.shawarma].sort());
    // a booth's name
    expect(await found(q("cedar lane"))).toEqual([names.crafts]);
    expect(await found(q("karaoke"))).toEqual([]);
  });

  it("filters by tag, alone or with words", async () => {
    expect((await found("?tag=sweets")).sort()).toEqual([names.cafe, names.kunafa].sort());
    expect(await found(`?tag=sweets${q("coffee").replace("?", "&")}`)).toEqual([names.cafe]);
    expect(await found("?tag=vegan")).toEqual([]);
    expect((await found("")).length).toBe(4);
  });
});

describe("a vendor whose booth is no longer booked leaves the directory at once", () => {
  it("cancelled by the office, refunded in full, or a booth given back", async () => {
    const { guid, boothIds } = await festival(4);
    const cancelled = await createVendor("Cancelled");
    const refunded = await createVendor("Refunded");
    const twoBooths = await createVendor("Two booths");
    const cancelledOrder = await officeOrder(cancelled, [boothIds[0]!]);
    const refundedOrder = await paidOrder(refunded, [boothIds[1]!]);
    const twoOrder = await paidOrder(twoBooths, [boothIds[2]!, boothIds[3]!]);
    expect((await directory(guid)).map((v) => v.vendorId).sort()).toEqual(
      [cancelled.vendorId, refunded.vendorId, twoBooths.vendorId].sort(),
    );

    expired.length = 0;
    const cancel = await as(organiser, "POST", `/api/admin/v1/orders/${cancelledOrder}/cancel`, {
      refund: false,
      reason: "Booked in error",
    });
    expect(cancel.code, JSON.stringify(cancel.payload)).toBe(200);
    // the booths' tag expires the cached directory (it carries it) on every instance
    expect(expired).toContain(TAGS.booths);
    expect((await directory(guid)).map((v) => v.vendorId)).not.toContain(cancelled.vendorId);

    expired.length = 0;
    const refund = await as(organiser, "POST", `/api/admin/v1/orders/${refundedOrder}/refunds`, {
      amountCents: boothCartTotals([30000]).totalCents,
      reason: "Cannot attend",
      releaseItems: await itemIds(refundedOrder),
    });
    expect(refund.code, JSON.stringify(refund.payload)).toBe(201);
    expect(expired).toContain(TAGS.booths);
    expect((await directory(guid)).map((v) => v.vendorId)).toEqual([twoBooths.vendorId]);

    // one of two booths given back: the vendor stays, with the other booth
    const [first] = await itemIds(twoOrder);
    const giveBack = await as(organiser, "POST", `/api/admin/v1/orders/${twoOrder}/refunds`, {
      amountCents: boothCartTotals([30000, 30000]).totalCents - boothCartTotals([30000]).totalCents,
      reason: "One booth is enough",
      releaseItems: [first],
    });
    expect(giveBack.code, JSON.stringify(giveBack.payload)).toBe(201);
    expect((await directory(guid)).map((v) => v.booths.map((b) => b.boothId))).toEqual([
      [boothIds[3]],
    ]);
  });
});

async function itemIds(orderId: number): Promise<number[]> {
  const rows = await (
    await getDb()
  )
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((r) => r.id);
}

describe("the cached directory", () => {
  it("carries the booths', listings' and events' tags, and saving a listing or the tag list expires it", async () => {
    forgetCacheRecord();
    const seeded = await getVendorDirectory(SUMMER_2025_GUID);
    expect(seeded).not.toBeNull();
    expect(cacheRecord().tags.sort()).toEqual([TAGS.booths, TAGS.events, TAGS.listings].sort());
    expect(cacheRecord().lives).toEqual(["liveState"]);

    const { eventId, boothIds } = await festival(1);
    const vendor = await createVendor("Cache");
    const orderId = await officeOrder(vendor, boothIds);
    expired.length = 0;
    await putListing(vendor, orderId, { description: "Fresh" });
    expect(expired).toEqual([TAGS.listings]);
    expired.length = 0;
    const tags = await as(organiser, "PUT", `/api/admin/v1/events/${eventId}/vendor-tags`, {
      tags: TAGS_LIST.slice(0, 2),
    });
    expect(vendorTagsAnswer.safeParse(tags.payload).success).toBe(true);
    expect(expired).toEqual([TAGS.listings]);
  });
});

describe("the organisers' tag list", () => {
  it("keeps the order given, renames under the same key, and refuses bad keys and repeats", async () => {
    const { eventId } = await festival(1);
    const url = `/api/admin/v1/events/${eventId}/vendor-tags`;
    const renamed = await as(organiser, "PUT", url, {
      tags: [
        { key: "sweets", label: "Desserts", labelAr: "حلويات" },
        { key: "halal", label: "Halal", labelAr: null },
      ],
    });
    expect(renamed.code).toBe(200);
    expect(renamed.payload).toEqual({
      eventId,
      tags: [
        { key: "sweets", label: "Desserts", labelAr: "حلويات" },
        { key: "halal", label: "Halal", labelAr: null },
      ],
    });
    expect((await getAs(organiser, url)).payload).toEqual(renamed.payload);

    const twice = await as(organiser, "PUT", url, {
      tags: [
        { key: "halal", label: "Halal" },
        { key: "halal", label: "Also halal" },
      ],
    });
    expect(twice.code).toBe(400);
    expect(twice.issues![0]!.code).toBe("validation.vendorTags.keyTwice");
    const badKey = await as(organiser, "PUT", url, { tags: [{ key: "Gluten Free", label: "GF" }] });
    expect(badKey.code).toBe(400);
    expect(badKey.issues![0]!.code).toBe("validation.listings.tagInvalid");
    const noLabel = await as(organiser, "PUT", url, { tags: [{ key: "vegan", label: " " }] });
    expect(noLabel.code).toBe(400);
    expect(
      (await as(organiser, "PUT", "/api/admin/v1/events/2147483647/vendor-tags", { tags: [] }))
        .code,
    ).toBe(404);
  });
});

describe("the seeded festival's directory", () => {
  it("lists the demo vendors, the shawarma stand found in Arabic with or without diacritics", async () => {
    for (const query of ["شاورما", "شَاوَرْمَا"]) {
      const vendors = await directory(SUMMER_2025_GUID, q(query));
      expect(
        vendors.map((v) => v.lob),
        query,
      ).toContain("Shawarma Royale");
    }
    const all = await directory(SUMMER_2025_GUID);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.some((v) => v.descriptionAr && !v.description)).toBe(true);
    expect((await directory(SUMMER_2025_GUID, "?tag=halal")).length).toBeGreaterThan(0);
  });
});
