/*
 * The site's own script-readable cookies (the signed-in flag, the account's role, the
 * anti-forgery token), read and cleared in the browser through the Cookie Store API: it answers
 * without holding the page's main thread, where `document.cookie` makes the page wait for the
 * browser's cookie store on every read. A browser without it falls back to `document.cookie`.
 */

/** The Cookie Store, where the browser has one. */
function cookieStoreOf(): CookieStore | undefined {
  return typeof window !== "undefined" && "cookieStore" in window ? window.cookieStore : undefined;
}

/** The page's cookies by name, values as sent (still URI-encoded). */
export async function readCookies(): Promise<Map<string, string>> {
  const store = cookieStoreOf();
  if (store) {
    const all = await store.getAll();
    return new Map(all.map((c) => [c.name ?? "", c.value ?? ""]));
  }
  return new Map(
    document.cookie
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

/** A cookie's value, decoded; undefined when the page has none of that name. */
export async function readCookie(name: string): Promise<string | undefined> {
  const value = (await readCookies()).get(name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Clears the named cookies (set on the whole site, path "/"). */
export async function clearCookies(names: string[]): Promise<void> {
  const store = cookieStoreOf();
  if (store) {
    await Promise.all(names.map((name) => store.delete({ name, path: "/" })));
    return;
  }
  for (const name of names) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/**
 * Calls `listener` when one of the page's cookies changes (set by a response, cleared, expired);
 * nothing where the browser has no Cookie Store (the caller listens to its own events too).
 */
export function onCookieChange(listener: () => void): () => void {
  const store = cookieStoreOf();
  if (!store) return () => {};
  store.addEventListener("change", listener);
  return () => store.removeEventListener("change", listener);
}
