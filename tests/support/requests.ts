import { dispatcher } from "@/lib/http/endpoint";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { issueCsrfToken } from "@/lib/http/csrf";

/**
 * A request as the browser sends it: JSON body and, unless told otherwise, the anti-forgery pair
 * (for no session, or for `session` when given).
 */
export function jsonRequest(
  url: string,
  body: unknown,
  {
    csrf = true,
    method = "POST",
    raw,
    headers = {},
    session,
  }: {
    csrf?: boolean | "mismatch";
    method?: string;
    raw?: string;
    headers?: Record<string, string>;
    session?: { cookie: string; csrf: string };
  } = {},
): Request {
  const h = new Headers({ "content-type": "application/json", ...headers });
  if (session) h.set("cookie", session.cookie);
  if (csrf) {
    const token = session?.csrf ?? issueCsrfToken(null);
    if (!session) h.set("cookie", `XSRF-TOKEN=${token}`);
    h.set("x-xsrf-token", csrf === "mismatch" ? `${token}-forged` : token);
  }
  return new Request(`http://localhost${url}`, {
    method,
    headers: h,
    body: raw ?? JSON.stringify(body),
  });
}

export function getRequest(url: string): Request {
  return new Request(`http://localhost${url}`);
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}

/**
 * An answer as the tests read it: `code` is the HTTP status; the envelope's own `code` (a refusal's
 * message catalogue key) is `errorCode`.
 */
export async function read(response: Response): Promise<{
  code: number;
  status: string;
  payload: any;
  errors?: string[];
  errorCode?: string;
  params?: Record<string, string | number>;
  issues?: { path: (string | number)[]; code: string; message: string }[];
}> {
  const { code: errorCode, ...body } = (await response.json()) as {
    status: string;
    payload: unknown;
    code?: string;
  };
  return {
    ...body,
    ...(errorCode === undefined ? {} : { errorCode }),
    code: response.status,
  } as never;
}

const dispatch = dispatcher(ENDPOINTS);

/** Sends a request to the site's API as Next would: the endpoint is found by path and method. */
export function api(request: Request): Promise<Response> {
  return dispatch(request);
}
