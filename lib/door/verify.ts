import * as ed from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";
import type { DoorPayload } from "./decide";

// A door code's check on the device (and anywhere else without the server's key module): the
// text `MT1.<payload>.<signature>` is read only in its one canonical base64url spelling, and its
// Ed25519 signature over `MT1.<payload>` is verified with the public key (raw 32 bytes,
// base64url). WebCrypto verifies where the browser offers Ed25519 (a secure page); elsewhere
// (an older browser, a page served over plain http on the venue's network) @noble/ed25519 does.

const PREFIX = "MT1";
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

ed.hashes.sha512 = sha512;

/**
 * The bytes of base64url text when it is their one canonical spelling: only the alphabet, no
 * padding, a length a byte string can have, and the unused low bits of the last character zero.
 */
export function canonicalBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let n = 0;
  for (const char of text) {
    const value = VALUE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (buffer >> bits) & 0xff;
    }
  }
  // What is left over must be zero bits: another spelling of the same bytes is refused.
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

type Verifier = (signature: Uint8Array, message: Uint8Array) => Promise<boolean>;

const asBuffer = (bytes: Uint8Array) => bytes.slice().buffer;

async function webCryptoVerifier(publicKey: Uint8Array): Promise<Verifier | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const key = await subtle.importKey("raw", asBuffer(publicKey), { name: "Ed25519" }, false, [
      "verify",
    ]);
    return async (signature, message) =>
      subtle.verify({ name: "Ed25519" }, key, asBuffer(signature), asBuffer(message));
  } catch {
    return null;
  }
}

const nobleVerifier =
  (publicKey: Uint8Array): Verifier =>
  async (signature, message) => {
    try {
      return ed.verify(signature, message, publicKey, { zip215: false });
    } catch {
      return false;
    }
  };

export type CodeVerifier = {
  /** The payload of a genuine code, or null for anything forged, altered or malformed. */
  verify: (code: string) => Promise<DoorPayload | null>;
  /** Which implementation checks signatures here. */
  engine: "webcrypto" | "noble";
};

/** Whether a decoded payload has a ticket's or a vendor pass's shape. */
function payloadOf(bytes: Uint8Array): DoorPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const p = parsed as Record<string, unknown>;
  if (p.v !== 1 || typeof p.e !== "string") return null;
  if (p.k === "vendor")
    return Number.isSafeInteger(p.o) && Number.isSafeInteger(p.b)
      ? ({ v: 1, k: "vendor", o: p.o, b: p.b, e: p.e } as DoorPayload)
      : null;
  if (p.k !== undefined) return null;
  return typeof p.t === "string" && typeof p.s === "string"
    ? { v: 1, t: p.t, e: p.e, s: p.s }
    : null;
}

/**
 * A verifier for codes signed by the key whose raw 32 bytes `publicKeyBase64url` spells, using
 * WebCrypto when it offers Ed25519 (`engine` forces one, for tests and the bench).
 */
export async function codeVerifier(
  publicKeyBase64url: string,
  { engine }: { engine?: "webcrypto" | "noble" } = {},
): Promise<CodeVerifier> {
  const publicKey = canonicalBase64url(publicKeyBase64url);
  if (publicKey?.length !== 32) throw new Error("The public key is not 32 bytes of base64url");
  const web = engine === "noble" ? null : await webCryptoVerifier(publicKey);
  if (engine === "webcrypto" && !web) throw new Error("WebCrypto has no Ed25519 here");
  const check = web ?? nobleVerifier(publicKey);
  const encoder = new TextEncoder();
  return {
    engine: web ? "webcrypto" : "noble",
    verify: async (code) => {
      const parts = code.trim().split(".");
      if (parts.length !== 3) return null;
      const [prefix, body, signature] = parts as [string, string, string];
      if (prefix !== PREFIX || !body || !signature) return null;
      const payload = canonicalBase64url(body);
      const signatureBytes = canonicalBase64url(signature);
      if (!payload || signatureBytes?.length !== 64) return null;
      const ok = await check(signatureBytes, encoder.encode(`${PREFIX}.${body}`));
      return ok ? payloadOf(payload) : null;
    },
  };
}
