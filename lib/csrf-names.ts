/** Double-submit anti-forgery token names, shared by the browser helper and the server check. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
