/** Anti-forgery token names and the refusal message, shared by the browser helper and the server. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_INVALID_MESSAGE =
  "Your session security token is missing or out of date. Please reload the page and try again.";
/** Answers a fresh anti-forgery token for the caller's session (and sets its cookie). */
export const CSRF_TOKEN_PATH = "/api/csrf-token";
