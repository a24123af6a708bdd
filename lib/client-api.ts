import type { Envelope } from "./api";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf-names";

/** Browser-side calls to the site's API with the anti-forgery double-submit header (spec §7). */
function csrfToken(): string {
  const existing = document.cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  if (existing) return decodeURIComponent(existing.slice(CSRF_COOKIE.length + 1));
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secure}`;
  return token;
}

export class NetworkError extends Error {
  constructor() {
    super("We could not reach the server. Check your connection and try again.");
  }
}

export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  method = "POST",
): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json", [CSRF_HEADER]: csrfToken() },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new NetworkError();
  }
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {
      status: "INTERNAL_SERVER_ERROR",
      payload: "The server sent an unexpected answer. Please try again." as T,
    };
  }
}

export function payloadMessage(payload: unknown, fallback: string): string {
  if (typeof payload === "string") return payload;
  if (
    payload &&
    typeof payload === "object" &&
    "message" in payload &&
    typeof payload.message === "string"
  ) {
    return payload.message;
  }
  return fallback;
}
