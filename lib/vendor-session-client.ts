import { SESSION_EVENT, SIGNED_IN_COOKIE } from "./browser-state";

/** spec §3: session storage keys username (the e-mail) and vendorData (JSON). */
export const USERNAME_KEY = "username";
export const VENDOR_DATA_KEY = "vendorData";

export type VendorData = { vendorId: number; vendorName: string; email: string; message?: string };

export function rememberVendor(vendor: VendorData): void {
  sessionStorage.setItem(USERNAME_KEY, vendor.email);
  sessionStorage.setItem(VENDOR_DATA_KEY, JSON.stringify(vendor));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function forgetVendor(): void {
  sessionStorage.removeItem(USERNAME_KEY);
  sessionStorage.removeItem(VENDOR_DATA_KEY);
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeCallback(value: string | null, fallback = "/events"): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")
    ? value
    : fallback;
}
