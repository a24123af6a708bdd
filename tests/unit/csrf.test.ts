import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/http/envelope";
import { assertCsrf, CSRF_INVALID_MESSAGE, issueCsrfToken } from "@/lib/http/csrf";
import { CSRF_HEADER } from "@/lib/http/csrf-names";
import { resetEnvForTests } from "@/config/env";

const SESSION = "session-id-of-the-caller";

beforeEach(() => {
  vi.stubEnv("NEXTAUTH_SECRET", "unit-test-secret-0123456789abcdefghij");
  vi.stubEnv("SITE_URL", "https://festival.example");
  resetEnvForTests();
});

function request({
  cookie,
  header,
  headers = {},
  url = "https://festival.example/api/v1/contact",
}: {
  cookie?: string;
  header?: string;
  headers?: Record<string, string>;
  url?: string;
}): Request {
  const h = new Headers(headers);
  if (cookie !== undefined) h.set("cookie", cookie);
  if (header !== undefined) h.set(CSRF_HEADER, header);
  return new Request(url, { method: "POST", headers: h });
}

const pair = (token: string, headers: Record<string, string> = {}) =>
  request({ cookie: `theme=dark; XSRF-TOKEN=${token}; lang=en`, header: token, headers });

/** The message assertCsrf refuses with, or "passes". */
function outcome(req: Request, sessionId: string | null): string {
  try {
    assertCsrf(req, sessionId);
    return "passes";
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe("FORBIDDEN");
    return (error as AppError).message;
  }
}

describe("the anti-forgery check", () => {
  it("passes a token the server signed for the caller's session, in cookie and header", () => {
    expect(outcome(pair(issueCsrfToken(SESSION)), SESSION)).toBe("passes");
    expect(outcome(pair(issueCsrfToken(null)), null)).toBe("passes");
  });

  it("passes a URL-encoded cookie and a header name in any letter case", () => {
    const token = issueCsrfToken(SESSION);
    const req = request({
      cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
      headers: { "X-XSRF-TOKEN": token },
    });
    expect(outcome(req, SESSION)).toBe("passes");
  });

  it("refuses a token signed for another session, or for no session", () => {
    expect(outcome(pair(issueCsrfToken("someone-else")), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(pair(issueCsrfToken(null)), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(pair(issueCsrfToken(SESSION)), null)).toBe(CSRF_INVALID_MESSAGE);
  });

  it("refuses a cookie and header the client made up, even when they match", () => {
    expect(outcome(pair("test-csrf-token-0123456789abcdef"), null)).toBe(CSRF_INVALID_MESSAGE);
    const [random] = issueCsrfToken(null).split(".");
    expect(outcome(pair(`${random}.forged-signature`), null)).toBe(CSRF_INVALID_MESSAGE);
  });

  it("refuses a missing cookie, a missing header, or a header that differs", () => {
    const token = issueCsrfToken(SESSION);
    expect(outcome(request({ header: token }), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(request({ cookie: `XSRF-TOKEN=${token}` }), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    const other = issueCsrfToken(SESSION);
    expect(outcome(request({ cookie: `XSRF-TOKEN=${token}`, header: other }), SESSION)).toBe(
      CSRF_INVALID_MESSAGE,
    );
    expect(outcome(request({ cookie: `xsrf-token=${token}`, header: token }), SESSION)).toBe(
      CSRF_INVALID_MESSAGE,
    );
  });

  it("refuses a write whose Origin is another site, even with a valid token", () => {
    const token = issueCsrfToken(SESSION);
    expect(outcome(pair(token, { origin: "https://evil.example" }), SESSION)).toBe(
      CSRF_INVALID_MESSAGE,
    );
    expect(outcome(pair(token, { origin: "null" }), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(pair(token, { origin: "https://festival.example" }), SESSION)).toBe("passes");
  });

  it("passes a write whose Origin is the scheme and Host it was sent to (a demo at 127.0.0.1)", () => {
    // Next builds request.url from the server's own hostname (localhost), whatever Host the
    // browser used; SITE_URL names localhost too.
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    resetEnvForTests();
    const token = issueCsrfToken(null);
    const sent = (headers: Record<string, string>) =>
      request({
        cookie: `XSRF-TOKEN=${token}`,
        header: token,
        headers,
        url: "http://localhost:3000/api/v1/contact",
      });
    const loopback = { host: "127.0.0.1:3000", "sec-fetch-site": "same-origin" };
    expect(outcome(sent({ ...loopback, origin: "http://127.0.0.1:3000" }), null)).toBe("passes");
    expect(outcome(sent({ host: "[::1]:3000", origin: "http://[::1]:3000" }), null)).toBe("passes");
    expect(outcome(sent({ host: "127.0.0.1:3000", origin: "http://localhost:3000" }), null)).toBe(
      "passes",
    );
    // Another origin is still refused, whatever the Host; the Host must match scheme and port too.
    for (const origin of ["http://evil.example", "https://127.0.0.1:3000", "http://127.0.0.1:4000"])
      expect(outcome(sent({ ...loopback, origin }), null), origin).toBe(CSRF_INVALID_MESSAGE);
    // A Host header that is more than a host and port names no origin.
    for (const host of ["evil.example@127.0.0.1:3000", "127.0.0.1:3000/x", "127.0.0.1:3000 x"])
      expect(outcome(sent({ host, origin: "http://127.0.0.1:3000" }), null), host).toBe(
        CSRF_INVALID_MESSAGE,
      );
  });

  it("refuses a write whose Sec-Fetch-Site says another site", () => {
    const token = issueCsrfToken(SESSION);
    for (const site of ["cross-site", "same-site"])
      expect(outcome(pair(token, { "sec-fetch-site": site }), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(pair(token, { "sec-fetch-site": "same-origin" }), SESSION)).toBe("passes");
  });
});
