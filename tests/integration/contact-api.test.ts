import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { contactMessages, newsletterSubscribers } from "@/db/schema";
import { jsonRequest, read, api } from "../support/requests";

const unique = () => Math.random().toString(36).slice(2, 10);

async function contactCount() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return row!.n;
}

describe("POST /api/v1/contact", () => {
  it("stores a valid message and acknowledges it", async () => {
    const subject = `Booth question ${unique()}`;
    const res = await read(
      await api(
        jsonRequest("/api/v1/contact", {
          name: "Omar",
          email: "Omar@Example.com",
          subject,
          message: "<b>Hi</b> & 'hello'",
        }),
      ),
    );
    expect(res).toMatchObject({
      code: 201,
      status: "CREATED",
      payload: { message: expect.stringContaining("Thank you") },
    });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(row).toMatchObject({
      name: "Omar",
      email: "omar@example.com",
      message: "<b>Hi</b> & 'hello'",
    });
  });

  it("refuses requests without the anti-forgery pair and changes nothing", async () => {
    const before = await contactCount();
    const body = { name: "A", email: "a@b.ca", subject: "s", message: "m" };
    for (const csrf of [false, "mismatch"] as const) {
      const res = await read(await api(jsonRequest("/api/v1/contact", body, { csrf })));
      expect(res).toMatchObject({ code: 403, status: "FORBIDDEN" });
    }
    expect(await contactCount()).toBe(before);
  });

  it("answers bad input with 400 and the form's messages", async () => {
    const before = await contactCount();
    const empty = await read(await api(jsonRequest("/api/v1/contact", {})));
    expect(empty).toMatchObject({ code: 400, status: "BAD_REQUEST", payload: "Name is required" });
    expect(empty.errors).toEqual([
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]);

    const badEmail = await read(
      await api(
        jsonRequest("/api/v1/contact", { name: "A", email: "nope", subject: "s", message: "m" }),
      ),
    );
    expect(badEmail.payload).toBe("Invalid email address.");

    const wrongTypes = await read(
      await api(jsonRequest("/api/v1/contact", { name: 5, email: [], subject: {}, message: null })),
    );
    expect(wrongTypes.code).toBe(400);

    for (const raw of ["{not json", "", "null", "[]", '"text"']) {
      const res = await read(await api(jsonRequest("/api/v1/contact", null, { raw })));
      expect(res.code, raw).toBe(400);
    }

    const huge = await read(
      await api(
        jsonRequest("/api/v1/contact", {
          name: "A",
          email: "a@b.ca",
          subject: "s",
          message: "x".repeat(200_000),
        }),
      ),
    );
    expect(huge).toMatchObject({
      code: 413,
      status: "PAYLOAD_TOO_LARGE",
      payload: "The request body is too large.",
    });
    expect(await contactCount()).toBe(before);
  });
});

describe("POST /api/v1/newsletter", () => {
  it("subscribes an e-mail once; a repeat in another letter case is not a second row", async () => {
    const email = `fan.${unique()}@example.com`;
    const first = await read(await api(jsonRequest("/api/v1/newsletter", { email })));
    expect(first).toMatchObject({
      code: 201,
      status: "CREATED",
      payload: { message: "Thank you for subscribing to our newsletter!" },
    });
    const again = await read(
      await api(jsonRequest("/api/v1/newsletter", { email: email.toUpperCase() })),
    );
    expect(again).toMatchObject({
      code: 200,
      status: "OK",
      payload: { message: "You are already subscribed to our newsletter." },
    });
    const db = await getDb();
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it("rejects a missing or malformed e-mail", async () => {
    const missing = await read(await api(jsonRequest("/api/v1/newsletter", {})));
    expect(missing).toMatchObject({ code: 400, payload: "Email is required" });
    const bad = await read(await api(jsonRequest("/api/v1/newsletter", { email: "a@b.c" })));
    expect(bad).toMatchObject({ code: 400, payload: "Invalid email address." });
  });
});
