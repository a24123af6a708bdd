import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { signTicket, signVendorPass, ticketPublicKey, verifyTicket } from "@/lib/tickets/signing";
import { canonicalBase64url, codeVerifier } from "@/lib/door/verify";

const GUID = "5f0c6a39-2d7e-4c57-9a55-0c1c1a1d2e3f";
const TICKET = "0b3f3f7e-6a0b-4f55-8f8e-3d9f1c2b4a5d";
let saved: string | undefined;

beforeAll(() => {
  saved = process.env.TICKET_SIGNING_KEY;
  process.env.TICKET_SIGNING_KEY = Buffer.alloc(32, 7).toString("base64url");
  resetEnvForTests();
});
afterAll(() => {
  if (saved === undefined) delete process.env.TICKET_SIGNING_KEY;
  else process.env.TICKET_SIGNING_KEY = saved;
  resetEnvForTests();
});

/** Another spelling of a base64url part's last character that decodes to the same bytes. */
function respell(part: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const last = alphabet.indexOf(part.at(-1)!);
  return part.slice(0, -1) + alphabet[last + 1];
}

describe.each(["webcrypto", "noble"] as const)("door codes verified with %s", (engine) => {
  it("reads a ticket and a vendor pass signed by the site's key", async () => {
    const { verify, engine: used } = await codeVerifier(ticketPublicKey(), { engine });
    expect(used).toBe(engine);
    const ticket = signTicket({ t: TICKET, e: GUID, s: "Row 3, Seat 5" });
    expect(await verify(ticket)).toEqual({ v: 1, t: TICKET, e: GUID, s: "Row 3, Seat 5" });
    const pass = signVendorPass({ orderId: 41, boothId: 7, eventGuid: GUID });
    expect(await verify(pass)).toEqual({ v: 1, k: "vendor", o: 41, b: 7, e: GUID });
  });

  it("refuses forged, altered and malformed codes", async () => {
    const { verify } = await codeVerifier(ticketPublicKey(), { engine });
    const ticket = signTicket({ t: TICKET, e: GUID, s: "Row 3, Seat 5" });
    const [prefix, body, signature] = ticket.split(".") as [string, string, string];
    // another seat with the same signature
    const altered = Buffer.from(
      JSON.stringify({ v: 1, t: TICKET, e: GUID, s: "Row 1, Seat 1" }),
    ).toString("base64url");
    expect(await verify(`${prefix}.${altered}.${signature}`)).toBeNull();
    // signed by another key
    const other = await codeVerifier(Buffer.alloc(32, 9).toString("base64url"), { engine }).catch(
      () => null,
    );
    if (other) expect(await other.verify(ticket)).toBeNull();
    const flipped =
      signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    expect(await verify(`${prefix}.${body}.${flipped}`)).toBeNull();
    expect(await verify(`MT2.${body}.${signature}`)).toBeNull();
    expect(await verify(`${prefix}.${body}`)).toBeNull();
    expect(await verify(`${prefix}.${body}.${signature}.x`)).toBeNull();
    expect(await verify(`${prefix}.${body}.${signature}==`)).toBeNull();
    expect(await verify("")).toBeNull();
    expect(await verify("hello")).toBeNull();
  });

  it("refuses another spelling of the same bytes (the signature's and the payload's)", async () => {
    const { verify } = await codeVerifier(ticketPublicKey(), { engine });
    const ticket = signTicket({ t: TICKET, e: GUID, s: "Row 3, Seat 5" });
    const [prefix, body, signature] = ticket.split(".") as [string, string, string];
    const lenient = respell(signature);
    expect(Buffer.from(lenient, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(await verify(`${prefix}.${body}.${lenient}`)).toBeNull();
    expect(verifyTicket(`${prefix}.${body}.${lenient}`)).toBeNull();
    if (body.length % 4 !== 0) {
      const respelled = respell(body);
      if (Buffer.from(respelled, "base64url").equals(Buffer.from(body, "base64url")))
        expect(await verify(`${prefix}.${respelled}.${signature}`)).toBeNull();
    }
  });
});

describe("canonical base64url", () => {
  it("reads the one spelling Node writes and no other", () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff));
      const text = bytes.toString("base64url");
      expect(Buffer.from(canonicalBase64url(text)!)).toEqual(bytes);
      if (n % 3 !== 0) expect(canonicalBase64url(respell(text))).toBeNull();
    }
    expect(canonicalBase64url("AAA=")).toBeNull();
    expect(canonicalBase64url("A+/A")).toBeNull();
    expect(canonicalBase64url("AAAAA")).toBeNull();
  });
});

describe("the ticket verifier and vendor passes", () => {
  it("does not take a vendor pass for a ticket", () => {
    expect(verifyTicket(signVendorPass({ orderId: 1, boothId: 2, eventGuid: GUID }))).toBeNull();
    expect(verifyTicket(signTicket({ t: TICKET, e: GUID, s: "Row 3, Seat 5" }))?.t).toBe(TICKET);
  });
});
