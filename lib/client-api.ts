import type { Envelope } from "./api";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_INVALID_MESSAGE, CSRF_TOKEN_PATH } from "./csrf-names";
import { t } from "./messages";

/** The anti-forgery token the server issued for this browser's session, if any. */
function storedCsrfToken(): string | undefined {
  const existing = document.cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return existing ? decodeURIComponent(existing.slice(CSRF_COOKIE.length + 1)) : undefined;
}

/** Asks the server for a token bound to this browser's session (it also sets the cookie). */
async function freshCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });
  const body = (await response.json()) as Envelope<{ token: string }>;
  return body.payload.token;
}

export class NetworkError extends Error {
  constructor() {
    super(t("api.networkError"));
  }
}

async function send(url: string, body: unknown, method: string, token: string) {
  return fetch(url, {
    method,
    headers: { "Content-Type": "application/json", [CSRF_HEADER]: token },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
}

/**
 * Browser-side writes to the site's API with the anti-forgery double submit. A token that is
 * missing, or out of date because the session changed in another tab, is fetched anew and the
 * call made once more.
 */
export async function sendJson<T = unknown>(
  url: string,
  body: unknown,
  method = "POST",
): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await send(url, body, method, storedCsrfToken() ?? (await freshCsrfToken()));
    if (response.status === 403) {
      const refused = (await response.clone().json()) as Envelope;
      if (refused.payload === CSRF_INVALID_MESSAGE)
        response = await send(url, body, method, await freshCsrfToken());
    }
  } catch {
    throw new NetworkError();
  }
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {
      status: "INTERNAL_SERVER_ERROR",
      payload: t("api.unexpectedAnswer") as T,
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
