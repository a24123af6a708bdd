/** Anti-forgery token names and the refusal, shared by the browser helper and the server. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
/** The refusal's catalogue code (this module loads no catalogue: browser tests read it too). */
export const CSRF_INVALID_CODE = "errors.csrf.invalid";
/** Answers a fresh anti-forgery token for the caller's session (and sets its cookie). */
export const CSRF_TOKEN_PATH = "/api/csrf-token";
