import type { Envelope } from "./envelope";
import { routeUrl, type ApiRoute, type RouteAnswer, type RouteInput } from "./route-contract";
import { readCookie } from "./browser-cookies";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_INVALID_CODE, CSRF_TOKEN_PATH } from "./csrf-names";
import { isLocale, type Locale } from "../i18n/locales";
import { formatMessage, translator } from "../i18n/messages";

/** The language of the page this script runs on (its `<html lang>`). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang.split("-")[0];
  return isLocale(lang) ? lang : "en";
}

const t = (key: "api.networkError" | "api.unexpectedAnswer" | "errors.http.bodyTooLarge") =>
  translator(pageLocale())(key);

/** The anti-forgery token the server issued for this browser's session, if any. */
function storedCsrfToken(): Promise<string | undefined> {
  return readCookie(CSRF_COOKIE);
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

/**
 * The anti-forgery double submit: `request` is made with the token stored for this browser (or a
 * fresh one), and once more with a fresh token when the server says that one is out of date
 * (the session changed in another tab). Throws NetworkError when the server cannot be reached.
 */
async function withCsrfToken(request: (token: string) => Promise<Response>): Promise<Response> {
  try {
    const response = await request((await storedCsrfToken()) ?? (await freshCsrfToken()));
    if (response.status === 403) {
      const refused = (await response.clone().json()) as Envelope;
      if (refused.code === CSRF_INVALID_CODE) return await request(await freshCsrfToken());
    }
    return response;
  } catch {
    throw new NetworkError();
  }
}

/** The answer's envelope; `unreadable` when its body is not one. */
async function envelopeOf<T>(response: Response, unreadable: () => Envelope<T>) {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return unreadable();
  }
}

const unexpectedAnswer = <T>(): Envelope<T> => ({
  status: "INTERNAL_SERVER_ERROR",
  payload: t("api.unexpectedAnswer") as T,
});

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
  const response = await withCsrfToken((token) =>
    fetch(url, {
      method,
      // The page's language, so what the server records for later (e-mails) is in the reader's.
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": pageLocale(),
        [CSRF_HEADER]: token,
      },
      body: JSON.stringify(body),
      credentials: "same-origin",
    }),
  );
  return envelopeOf(response, unexpectedAnswer<T>);
}

/**
 * Calls one of the site's routes as its declaration says (`lib/<feature>/api.ts`): the address
 * from its path and the given parameters and query, a read as a plain GET, a write with the
 * anti-forgery double submit; the answer typed by the route's answer schema. Throws NetworkError
 * when the server cannot be reached.
 */
export async function call<R extends ApiRoute>(
  route: R,
  input: RouteInput<R>,
): Promise<Envelope<RouteAnswer<R>>> {
  const url = routeUrl(
    route,
    input.params as Record<string, unknown> | undefined,
    input.query as Record<string, unknown> | undefined,
  );
  if (route.method !== "GET") return sendJson<RouteAnswer<R>>(url, input.body, route.method);
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  } catch {
    throw new NetworkError();
  }
  return envelopeOf(response, unexpectedAnswer<RouteAnswer<R>>);
}

/**
 * A multipart/form-data POST (an upload) with the same anti-forgery double submit as `sendJson`.
 * Throws NetworkError when the server cannot be reached. A body too large for something on the
 * way (413 without an envelope) answers BAD_REQUEST.
 */
export async function sendForm<T = unknown>(url: string, data: FormData): Promise<Envelope<T>> {
  const response = await withCsrfToken((token) =>
    fetch(url, {
      method: "POST",
      body: data,
      headers: { [CSRF_HEADER]: token, "Accept-Language": pageLocale() },
      credentials: "same-origin",
    }),
  );
  return envelopeOf(response, () =>
    response.status === 413
      ? {
          status: "BAD_REQUEST",
          payload: t("errors.http.bodyTooLarge") as T,
          code: "errors.http.bodyTooLarge",
        }
      : unexpectedAnswer<T>(),
  );
}

/**
 * What an answer says, in the page's language: the page's catalogue entry for the answer's `code`
 * and `params` (a refusal's, or the message of a success that has one), or for a validation
 * failure its first issue's. An answer without a code the page knows says `fallback`, except on
 * an English page, which shows a refusal's English text as it came.
 */
export function answerMessage(answer: Envelope<unknown>, fallback: string): string {
  const locale = pageLocale();
  const coded = answer.code ? answer : answer.issues?.[0];
  if (coded?.code) {
    const text = formatMessage(locale, coded.code, coded.params);
    if (text !== undefined) return text;
  }
  const refused =
    answer.status !== "OK" && answer.status !== "CREATED" && answer.status !== "ACCEPTED";
  if (refused && locale === "en" && typeof answer.payload === "string") return answer.payload;
  return fallback;
}
