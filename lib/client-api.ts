import type { Envelope } from "./api";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_INVALID_MESSAGE, CSRF_TOKEN_PATH } from "./csrf-names";
import { isLocale, type Locale } from "./i18n";
import { fromEnglish, translator } from "./messages";

/** The language of the page this script runs on (its `<html lang>`). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang.split("-")[0];
  return isLocale(lang) ? lang : "en";
}

const t = (key: "api.networkError" | "api.unexpectedAnswer") => translator(pageLocale())(key);

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
    // The page's language, so what the server records for later (e-mails) is in the reader's.
    headers: {
      "Content-Type": "application/json",
      "Accept-Language": pageLocale(),
      [CSRF_HEADER]: token,
    },
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

/**
 * The message of an answer's payload in the page's language (the API writes English), or
 * `fallback` when the payload carries none.
 */
export function payloadMessage(payload: unknown, fallback: string): string {
  if (typeof payload === "string") return fromEnglish(payload, pageLocale());
  if (
    payload &&
    typeof payload === "object" &&
    "message" in payload &&
    typeof payload.message === "string"
  ) {
    return fromEnglish(payload.message, pageLocale());
  }
  return fallback;
}
