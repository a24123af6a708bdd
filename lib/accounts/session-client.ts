import { ACCOUNT_ROLE_COOKIE, SESSION_EVENT, SIGNED_IN_COOKIE } from "../cart/browser-state";
import { clearCookies } from "../http/browser-cookies";
import { CSRF_COOKIE } from "../http/csrf-names";

/** Session storage keys: username (the e-mail) and vendorData (JSON). */
const USERNAME_KEY = "username";
const VENDOR_DATA_KEY = "vendorData";

export type VendorData = { vendorId: number; vendorName: string; email: string; message?: string };

export function rememberVendor(vendor: VendorData): void {
  sessionStorage.setItem(USERNAME_KEY, vendor.email);
  sessionStorage.setItem(VENDOR_DATA_KEY, JSON.stringify(vendor));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export async function forgetVendor(): Promise<void> {
  sessionStorage.removeItem(USERNAME_KEY);
  sessionStorage.removeItem(VENDOR_DATA_KEY);
  // The anti-forgery token was bound to the ended session; the next write fetches a new one.
  await clearCookies([SIGNED_IN_COOKIE, ACCOUNT_ROLE_COOKIE, CSRF_COOKIE]);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * Where to go after login: `value` only when it is a path on this site, otherwise `fallback`.
 * The value is read the way a browser would (tabs and newlines dropped, backslashes as slashes),
 * so "/\t/evil.example/" or "/\\evil.example" cannot lead to another origin.
 */
export function safeCallback(value: string | null, fallback = "/events"): string {
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || value.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
