/**
 * Per-visitor state read in the browser, so public pages stay cached and identical for everyone.
 */
export const CART_KEY = "cart"; // the local storage keys the site's pages share
export const CART_EVENT = "festival:cart";
/** A non-secret flag cookie set beside next-auth's httpOnly session cookie. */
export const SIGNED_IN_COOKIE = "signed_in";
export const SESSION_EVENT = "festival:session";
/** Beside it, the signed-in account's role (visitor, vendor...), so the menu offers its links. */
export const ACCOUNT_ROLE_COOKIE = "account_role";

export function readJsonStorage<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function readCartCount(): number {
  const cart = readJsonStorage<unknown>(CART_KEY, []);
  return Array.isArray(cart) ? cart.length : 0;
}

export function subscribeCart(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_KEY) listener();
  };
  window.addEventListener(CART_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function isSignedIn(): boolean {
  return document.cookie.split(";").some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** The signed-in account's role as its cookie names it; null when signed out or not named. */
export function readAccountRole(): string | null {
  if (!isSignedIn()) return null;
  const pair = document.cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ACCOUNT_ROLE_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(ACCOUNT_ROLE_COOKIE.length + 1)) || null : null;
}

export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener("focus", listener);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener("focus", listener);
  };
}
