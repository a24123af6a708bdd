import { t } from "../i18n/messages";

/** Anti-forgery token names and the refusal, shared by the browser helper and the server. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_INVALID_CODE = "errors.csrf.invalid";
/** The refusal's English text (its payload). */
export const CSRF_INVALID_MESSAGE = t(CSRF_INVALID_CODE);
/** Answers a fresh anti-forgery token for the caller's session (and sets its cookie). */
export const CSRF_TOKEN_PATH = "/api/csrf-token";
