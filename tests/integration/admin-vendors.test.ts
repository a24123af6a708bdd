import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import * as answers from "@/lib/accounts/api";
import { createOrganiser, type Organiser } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";
import type { StripeLocal } from "@/tools/stripe-local/server";

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const get = async (url: string) =>
  read(await api(new Request(`http://localhost${url}`, { headers: { cookie: organiser.cookie } })));
const put = async (url: string, body: unknown) =>
  read(await api(jsonRequest(url, body, { method: "PUT", session: organiser })));
/** The vendor's own profile, as its browser asks for it (401 once its session has ended). */
const profile = async (vendor: Awaited<ReturnType<typeof createVendor>>) =>
  read(
    await api(jsonRequest("/api/profile/info", { vendorId: vendor.vendorId }, { session: vendor })),
  );
const login = async (email: string) =>
  read(
    await api(
      jsonRequest("/api/vendor/v1/login", { email, password: "not-used-here" }, { csrf: true }),
    ),
  );

describe("/api/admin/v1/vendors", () => {
  it("finds a vendor, shows its orders, balance and contract accepted", async () => {
    const vendor = await createVendor("Lister");
    const { ids } = await createBooths([100000]);
    const res = await checkout(vendor, { ...boothCart(ids), paidAmount: 500 });
    await payAndDeliver(provider, res.payload.sessionId);

    const list = await get(`/api/admin/v1/vendors?q=${encodeURIComponent(vendor.lob)}`);
    expect(list.code).toBe(200);
    expect(answers.accountListAnswer.safeParse(list.payload).success).toBe(true);
    expect(list.payload.total).toBe(1);
    const [row] = list.payload.vendors;
    expect(row).toMatchObject({
      vendorId: vendor.vendorId,
      email: vendor.email,
      role: "vendor",
      disabled: false,
      orders: 1,
    });
    expect(row.balanceCents).toBeGreaterThan(0);

    const detail = await get(`/api/admin/v1/vendors/${vendor.vendorId}`);
    expect(answers.accountAnswer.safeParse(detail.payload).success).toBe(true);
    expect(detail.payload).toMatchObject({
      vendorId: vendor.vendorId,
      balanceCents: row.balanceCents,
      orders: [
        {
          orderId: res.payload.orderId,
          orderStatus: "PARTIALLY_PAID",
          paidCents: 50000,
          contractVersion: expect.any(String),
          contractAcceptedAt: expect.any(String),
        },
      ],
    });
    expect((await get("/api/admin/v1/vendors/2147483647")).code).toBe(404);
    expect((await get("/api/admin/v1/vendors?role=admin")).code).toBe(400);
  });

  it("a disabled account is logged out at once and cannot log in until opened again", async () => {
    const vendor = await createVendor("Disabled");
    expect((await profile(vendor)).code).toBe(200);

    const off = await put(`/api/admin/v1/vendors/${vendor.vendorId}`, { disabled: true });
    expect(off.code, JSON.stringify(off.payload)).toBe(200);
    expect(off.payload.disabled).toBe(true);
    expect((await profile(vendor)).code).toBe(401);
    const refused = await login(vendor.email);
    expect(refused.code).toBe(403);
    expect(refused.payload).toContain("disabled");

    const on = await put(`/api/admin/v1/vendors/${vendor.vendorId}`, { disabled: false });
    expect(on.payload.disabled).toBe(false);
    expect((await login(vendor.email)).code).toBe(200);

    const self = await put(`/api/admin/v1/vendors/${organiser.vendorId}`, { disabled: true });
    expect(self.code).toBe(409);
    expect((await put(`/api/admin/v1/vendors/${vendor.vendorId}`, { disabled: "yes" })).code).toBe(
      400,
    );
  });
});
