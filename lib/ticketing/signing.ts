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

export function signTicket(payload: Omit<TicketPayload, "v">): string {
  const body = Buffer.from(JSON.stringify({ v: 1, ...payload })).toString("base64url");
  const signature = sign(null, Buffer.from(`${PREFIX}.${body}`), keys().privateKey);
  return `${PREFIX}.${body}.${signature.toString("base64url")}`;
}

/** The payload of a genuine ticket code, or null for anything forged, altered or malformed. */
export function verifyTicket(code: string): TicketPayload | null {
  const [prefix, body, signature] = code.split(".");
  if (prefix !== PREFIX || !body || !signature) return null;
  const ok = verify(
    null,
    Buffer.from(`${PREFIX}.${body}`),
    keys().publicKey,
    Buffer.from(signature, "base64url"),
  );
  if (!ok) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TicketPayload;
    return payload.v === 1 && typeof payload.t === "string" ? payload : null;
  } catch {
    return null;
  }
}
