import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { coupons } from "@/db/schema";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import { createVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The organiser console's coupons: create, list (with `used`), edit; codes are unique in any
// letter case (409); times are Toronto's; every change leaves its audit row.

/** The organiser API as a browser calls it: reads with the cookie, writes with JSON and the token. */
function call(
  as: SignedIn | undefined,
  method: "GET" | "POST" | "PUT",
  url: string,
  body?: unknown,
) {
  const request =
    method === "GET"
      ? new Request(`http://localhost${url}`, { headers: as ? { cookie: as.cookie } : {} })
      : jsonRequest(url, body, { method, session: as });
  return api(request).then(read);
}
const get = (url: string, as?: SignedIn) => call(as, "GET", url);
const send = (method: "POST" | "PUT", url: string, body: unknown, as: SignedIn) =>
  call(as, method, url, body);

/** A fresh code, unique per call (at most 10 characters). */
const freshCode = () => `T${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

let organiser: Organiser;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
});

describe("POST /api/admin/v1/coupons", () => {
  it("creates a coupon (code in capitals, active by default, Toronto times) that checkout can use", async () => {
    const code = freshCode();
    const created = await send(
      "POST",
      "/api/admin/v1/coupons",
      {
        code: code.toLowerCase(),
        percent: 15,
        validFrom: "2020-01-01",
        validUntil: "2099-12-31",
        maxRedemptions: 50,
      },
      organiser,
    );
    expect(created.code).toBe(201);
    expect(created.payload).toEqual({
      couponId: expect.any(Number),
      code,
      percent: 15,
      validFrom: "2020-01-01T00:00:00-05:00",
      validUntil: "2099-12-31T23:59:59-05:00",
      maxRedemptions: 50,
      active: true,
      used: 0,
    });
    const applied = await get(`/api/v1/applyCouponCode?code=${code}`);
    expect(applied.payload).toMatchObject({ code, discount: 15 });

    const list = await get("/api/admin/v1/coupons", organiser);
    expect(list.code).toBe(200);
    expect(list.payload).toContainEqual(created.payload);
    // the seeded coupons are there too, each with an id
    expect(list.payload.every((c: { couponId: number }) => Number.isInteger(c.couponId))).toBe(
      true,
    );

    const trail = await get(
      `/api/admin/v1/audit?entity=coupon&id=${created.payload.couponId}`,
      organiser,
    );
    expect(trail.payload).toHaveLength(1);
    expect(trail.payload[0]).toMatchObject({
      action: "create",
      actorEmail: organiser.email,
      actorName: organiser.name,
      before: null,
      after: { code, percentOff: 15, maxRedemptions: 50 },
    });
  });

  it("refuses a code that exists, in any letter case, with 409", async () => {
    const code = freshCode();
    expect(
      (await send("POST", "/api/admin/v1/coupons", { code, percent: 10 }, organiser)).code,
    ).toBe(201);
    const again = await send(
      "POST",
      "/api/admin/v1/coupons",
      { code: code.toLowerCase(), percent: 20 },
      organiser,
    );
    expect(again).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(again.payload).toContain(code);
    const rows = await (await getDb()).select().from(coupons).where(eq(coupons.code, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.percentOff).toBe(10);
  });

  it("refuses invalid coupons with 400", async () => {
    const db = await getDb();
    const before = (await db.select().from(coupons)).length;
    for (const body of [
      { percent: 10 },
      { code: "", percent: 10 },
      { code: "ELEVENCHARS", percent: 10 },
      { code: "NO SPACE", percent: 10 },
      { code: freshCode(), percent: 0 },
      { code: freshCode(), percent: 101 },
      { code: freshCode(), percent: 12.5 },
      { code: freshCode(), percent: "10" },
      { code: freshCode(), percent: 10, maxRedemptions: 0 },
      { code: freshCode(), percent: 10, validFrom: "soon" },
      { code: freshCode(), percent: 10, validFrom: "2030-02-01", validUntil: "2030-01-01" },
      { code: freshCode(), percent: 10, active: "yes" },
      { code: freshCode(), percent: 10, redemptions: 5 },
    ]) {
      const answer = await send("POST", "/api/admin/v1/coupons", body, organiser);
      expect(answer.code, JSON.stringify(body)).toBe(400);
    }
    expect((await db.select().from(coupons)).length).toBe(before);
  });
});

describe("PUT /api/admin/v1/coupons/{couponId}", () => {
  it("changes the fields given; a deactivated coupon no longer applies; used shows redemptions", async () => {
    const code = freshCode();
    const created = await send("POST", "/api/admin/v1/coupons", { code, percent: 10 }, organiser);
    const { couponId } = created.payload;
    const edited = await send(
      "PUT",
      `/api/admin/v1/coupons/${couponId}`,
      { active: false, validUntil: "2030-07-01T18:00" },
      organiser,
    );
    expect(edited.code).toBe(200);
    expect(edited.payload).toMatchObject({
      couponId,
      code,
      percent: 10,
      active: false,
      validUntil: "2030-07-01T18:00:00-04:00",
    });
    expect((await get(`/api/v1/applyCouponCode?code=${code}`)).payload.discount).toBe(0);

    const db = await getDb();
    await db.update(coupons).set({ redemptions: 3 }).where(eq(coupons.id, couponId));
    const renamed = await send(
      "PUT",
      `/api/admin/v1/coupons/${couponId}`,
      { code: `${code.slice(0, 8)}Z`, active: true, validUntil: null, maxRedemptions: 3 },
      organiser,
    );
    expect(renamed.payload).toMatchObject({
      code: `${code.slice(0, 8)}Z`,
      active: true,
      validUntil: null,
      maxRedemptions: 3,
      used: 3,
    });
    // used up: 3 of 3
    expect((await get(`/api/v1/applyCouponCode?code=${code.slice(0, 8)}Z`)).payload.discount).toBe(
      0,
    );

    const trail = await get(`/api/admin/v1/audit?entity=coupon&id=${couponId}`, organiser);
    expect(trail.payload.map((r: { action: string }) => r.action)).toEqual([
      "update",
      "update",
      "create",
    ]);
    expect(trail.payload[0]).toMatchObject({
      before: { code, active: false, maxRedemptions: null },
      after: { code: `${code.slice(0, 8)}Z`, active: true, maxRedemptions: 3, validUntil: null },
    });

    // the same values again change nothing and write no audit row
    await send("PUT", `/api/admin/v1/coupons/${couponId}`, { active: true }, organiser);
    expect(
      (await get(`/api/admin/v1/audit?entity=coupon&id=${couponId}`, organiser)).payload,
    ).toHaveLength(3);
  });

  it("409 for another coupon's code, 404 for an unknown id, 400 for bad values", async () => {
    const taken = freshCode();
    await send("POST", "/api/admin/v1/coupons", { code: taken, percent: 5 }, organiser);
    const mine = await send(
      "POST",
      "/api/admin/v1/coupons",
      { code: freshCode(), percent: 5 },
      organiser,
    );
    const url = `/api/admin/v1/coupons/${mine.payload.couponId}`;
    expect(await send("PUT", url, { code: taken.toLowerCase() }, organiser)).toMatchObject({
      code: 409,
      status: "CONFLICT",
    });
    expect(
      (await send("PUT", "/api/admin/v1/coupons/2147483647", { percent: 5 }, organiser)).code,
    ).toBe(404);
    expect((await send("PUT", "/api/admin/v1/coupons/abc", { percent: 5 }, organiser)).code).toBe(
      400,
    );
    for (const body of [
      { percent: 0 },
      { code: null },
      { percent: null },
      { validFrom: "2031-01-01", validUntil: "2030-01-01" },
      { used: 4 },
    ])
      expect((await send("PUT", url, body, organiser)).code, JSON.stringify(body)).toBe(400);
    // a window that ends before a validFrom already stored is refused too
    await send("PUT", url, { validFrom: "2031-01-01" }, organiser);
    expect((await send("PUT", url, { validUntil: "2030-12-31" }, organiser)).code).toBe(400);
  });
});

describe("who may call the coupon endpoints", () => {
  it("401 without a session, 403 for a vendor", async () => {
    const vendor = await createVendor("Coupon vendor");
    expect((await get("/api/admin/v1/coupons")).code).toBe(401);
    expect((await get("/api/admin/v1/coupons", vendor)).code).toBe(403);
    expect(
      (await send("POST", "/api/admin/v1/coupons", { code: freshCode(), percent: 5 }, vendor)).code,
    ).toBe(403);
    expect((await send("PUT", "/api/admin/v1/coupons/1", { percent: 5 }, vendor)).code).toBe(403);
  });
});
