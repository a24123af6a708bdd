import "server-only";
import {
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import { env } from "../../config/env";

/**
 * Tickets carry a payload signed with Ed25519, so a scanner at the door can check a QR code
 * offline with the public key alone. The QR text is `MT1.<payload>.<signature>` (base64url), the
 * payload being JSON: ticket id, event guid and seat. A ticket can be voided later (refund,
 * cancellation): scanners keep the list of voided ticket ids, which the ticket id is looked up in.
 *
 * The key is TICKET_SIGNING_KEY (32 random bytes, base64url), or else derived from
 * NEXTAUTH_SECRET, so a demo needs nothing more; set it in production so that rotating the session
 * secret does not invalidate every ticket sold.
 */
export type TicketPayload = { v: 1; t: string; e: string; s: string };
/**
 * A booked booth's pass, signed the same way with kind "vendor": the order, the booth and the
 * event's guid. A ticket's payload has no kind, so ticket codes read as they always did.
 */
export type VendorPassPayload = { v: 1; k: "vendor"; o: number; b: number; e: string };

const PREFIX = "MT1";
// PKCS#8 DER header of an Ed25519 private key, followed by its 32-byte seed.
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");

let cached: { source: string; privateKey: KeyObject; publicKey: KeyObject } | undefined;

/** The key pair, derived once per configuration (not once per ticket signed). */
function keys() {
  const e = env();
  const source = `${e.TICKET_SIGNING_KEY ?? ""}\n${e.NEXTAUTH_SECRET ?? ""}`;
  if (cached?.source !== source) {
    const raw = e.TICKET_SIGNING_KEY
      ? Buffer.from(e.TICKET_SIGNING_KEY, "base64url")
      : Buffer.from(
          hkdfSync("sha256", e.NEXTAUTH_SECRET ?? "", "mahrajan-tickets", "ticket-signing", 32),
        );
    if (raw.length !== 32) throw new Error("TICKET_SIGNING_KEY must be 32 bytes, base64url");
    const privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519, raw]),
      format: "der",
      type: "pkcs8",
    });
    cached = { source, privateKey, publicKey: createPublicKey(privateKey) };
  }
  return cached;
}

/** The public key scanners verify with: the raw 32 bytes, base64url. */
export function ticketPublicKey(): string {
  const der = keys().publicKey.export({ format: "der", type: "spki" });
  return der.subarray(der.length - 32).toString("base64url");
}

function signPayload(payload: TicketPayload | VendorPassPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = sign(null, Buffer.from(`${PREFIX}.${body}`), keys().privateKey);
  return `${PREFIX}.${body}.${signature.toString("base64url")}`;
}

export function signTicket(payload: Omit<TicketPayload, "v">): string {
  return signPayload({ v: 1, ...payload });
}

/** A booked booth's pass for the door: `MT1.<payload>.<signature>` like a ticket. */
export function signVendorPass(pass: { orderId: number; boothId: number; eventGuid: string }) {
  return signPayload({ v: 1, k: "vendor", o: pass.orderId, b: pass.boothId, e: pass.eventGuid });
}

/**
 * The bytes of base64url text, only when the text is their one canonical spelling: no padding,
 * no character outside the alphabet, and the unused low bits of the last character zero. A
 * lenient decoder reads 16 spellings of a 64-byte signature as the same bytes; one code, one text.
 */
function canonicalBase64url(text: string): Buffer | null {
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/** The payload of a genuine ticket code, or null for anything forged, altered or malformed. */
export function verifyTicket(code: string): TicketPayload | null {
  const parts = code.split(".");
  if (parts.length !== 3) return null;
  const [prefix, body, signature] = parts as [string, string, string];
  if (prefix !== PREFIX || !body || !signature) return null;
  const payload = canonicalBase64url(body);
  const signatureBytes = canonicalBase64url(signature);
  if (!payload || signatureBytes?.length !== 64) return null;
  const ok = verify(null, Buffer.from(`${PREFIX}.${body}`), keys().publicKey, signatureBytes);
  if (!ok) return null;
  try {
    const parsed = JSON.parse(payload.toString("utf8")) as TicketPayload;
    // A vendor pass is not a ticket (it has a kind and no ticket id).
    return parsed.v === 1 && typeof parsed.t === "string" && !("k" in parsed) ? parsed : null;
  } catch {
    return null;
  }
}
