import { onCookieChange, readCookies } from "../http/browser-cookies";

/**
 * Per-visitor state read in the browser, so public pages stay cached and identical for everyone.
 */
export const CART_KEY = "cart"; // the local storage keys the site's pages share
export const CART_EVENT = "festival:cart";
/** The checkout this browser last opened and has not finished (open-checkout.ts). */
export const OPEN_CHECKOUT_KEY = "openCheckout";
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

/** What the site's flag cookies say: signed in or not, and the account's role. */
export type SessionFlags = { signedIn: boolean; role: string | null };

const SIGNED_OUT: SessionFlags = { signedIn: false, role: null };

/** The flags as last read (signed out until the first read answers). */
let session: SessionFlags = SIGNED_OUT;
let firstRead: Promise<SessionFlags> | null = null;
let latestRead: Promise<SessionFlags> | null = null;
const sessionListeners = new Set<() => void>();

/**
 * Reads the flag cookies afresh (without holding the main thread) and tells the subscribers
 * when they changed. Of reads that overlap, the one started last decides.
 */
export function readSessionFlags(): Promise<SessionFlags> {
  const read: Promise<SessionFlags> = readFlagCookies()
    // a store that cannot be read leaves the flags as they were
    .catch(() => session)
    .then((flags) => (read === latestRead ? settle(flags) : latestRead!));
  latestRead = read;
  return read;
}

async function readFlagCookies(): Promise<SessionFlags> {
  const jar = await readCookies();
  const signedIn = jar.get(SIGNED_IN_COOKIE) === "1";
  const rawRole = signedIn ? jar.get(ACCOUNT_ROLE_COOKIE) : undefined;
  let role: string | null = null;
  try {
    role = rawRole ? decodeURIComponent(rawRole) || null : null;
  } catch {
    role = null;
  }
  return { signedIn, role };
}

/** Keeps the flags read, telling the subscribers when they changed. */
function settle(flags: SessionFlags): SessionFlags {
  if (flags.signedIn !== session.signedIn || flags.role !== session.role) {
    session = flags;
    for (const listener of sessionListeners) listener();
  }
  return session;
}

/** The flags as last read; the first call starts the first read. */
function sessionSnapshot(): SessionFlags {
  firstRead ??= readSessionFlags();
  return session;
}

/** Signed in, as the flag cookie said when last read (for a render; an action reads afresh). */
export function isSignedIn(): boolean {
  return sessionSnapshot().signedIn;
}

/** The signed-in account's role as its cookie names it; null when signed out or not named. */
export function readAccountRole(): string | null {
  return sessionSnapshot().role;
}

let stopWatching = () => {};

/**
 * Calls `listener` when the session's flags change: they are read again when a cookie changes,
 * when this page signs in or out (SESSION_EVENT) and when the window gets focus back.
 */
export function subscribeSession(listener: () => void): () => void {
  if (sessionListeners.size === 0) {
    const refresh = () => void readSessionFlags();
    window.addEventListener(SESSION_EVENT, refresh);
    window.addEventListener("focus", refresh);
    const stopCookies = onCookieChange(refresh);
    stopWatching = () => {
      window.removeEventListener(SESSION_EVENT, refresh);
      window.removeEventListener("focus", refresh);
      stopCookies();
    };
  }
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
    if (sessionListeners.size === 0) stopWatching();
  };
}
