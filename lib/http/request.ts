import { env } from "../../config/env";
import { preferredLocale, type Locale } from "../i18n/locales";

/**
 * The header the site's own HTTP server (scripts/serve.mjs) writes with the connection's address,
 * overwriting anything a client sent under that name. Trusted only when that server runs the app
 * (it sets the flag below); under any other server a client could write it.
 */
export const SOCKET_ADDRESS_HEADER = "x-festival-socket-address";
const SERVER_FLAG = Symbol.for("festival.socket-address-header");

/** Called by the site's HTTP server (and tests standing in for it). */
export function trustSocketAddressHeader(on = true): void {
  (globalThis as Record<symbol, unknown>)[SERVER_FLAG] = on;
}

const socketHeaderTrusted = () => (globalThis as Record<symbol, unknown>)[SERVER_FLAG] === true;

/**
 * Whether clientAddress comes from a source no client can write: the connection as the site's
 * own server saw it, or the host edge's CLIENT_ADDRESS_HEADER. Under any other server it is the
 * last X-Forwarded-For entry, which the client may have written itself.
 */
export function clientAddressVouched(): boolean {
  return Boolean(env().CLIENT_ADDRESS_HEADER) || socketHeaderTrusted();
}

function normalise(address: string | undefined | null): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed) return undefined;
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/**
 * The caller's address for per-address limits, one a client cannot choose. X-Forwarded-For is
 * written by whoever sends the request, so only its last TRUSTED_PROXY_HOPS entries (appended by
 * proxies we run) are believed: with no proxy the connection's own address is used; on a
 * serverless host CLIENT_ADDRESS_HEADER names the header its edge sets and overwrites.
 */
export function clientAddress(source: Request | Headers): string {
  const headers = source instanceof Headers ? source : source.headers;
  const e = env();
  if (e.CLIENT_ADDRESS_HEADER)
    return normalise(headers.get(e.CLIENT_ADDRESS_HEADER)?.split(",")[0]) ?? "unknown";
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normalise)
    .filter((a): a is string => a !== undefined);
  if (socketHeaderTrusted()) {
    const socket = normalise(headers.get(SOCKET_ADDRESS_HEADER));
    if (socket) chain.push(socket);
    return chain[Math.max(0, chain.length - 1 - e.TRUSTED_PROXY_HOPS)] ?? "unknown";
  }
  // Another server (next dev, a test calling handlers directly): Next writes the connection's
  // address into X-Forwarded-For when the client sent none, so the last entry is the nearest hop.
  return chain[Math.max(0, chain.length - 1 - e.TRUSTED_PROXY_HOPS)] ?? "unknown";
}

/** The raw value of one cookie from a Cookie header (the first match), or undefined. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** C0 controls (NUL included), DEL and C1 controls: no address the site makes carries one. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** The English text of the refusal `errors.http.controlCharacters`. */
export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** Whether a decoded name or value of the address's query holds a control character. */
export function queryHasControlCharacters(url: URL): boolean {
  if (!url.search) return false;
  for (const [name, value] of url.searchParams)
    if (hasControlCharacters(name) || hasControlCharacters(value)) return true;
  return false;
}

/**
 * The language of the page a write came from: the browser sends `Accept-Language: <page
 * language>` on every API write (lib/http/client.ts); anything else is English. Accounts and
 * orders keep it for their e-mails.
 */
export const requestLocale = (request: Request): Locale =>
  preferredLocale(request.headers.get("accept-language")) ?? "en";
