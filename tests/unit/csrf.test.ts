import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/api";
import { assertCsrf, issueCsrfToken } from "@/lib/csrf";
import { CSRF_HEADER, CSRF_INVALID_MESSAGE } from "@/lib/csrf-names";
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

  it("refuses a write whose Sec-Fetch-Site says another site", () => {
    const token = issueCsrfToken(SESSION);
    for (const site of ["cross-site", "same-site"])
      expect(outcome(pair(token, { "sec-fetch-site": site }), SESSION)).toBe(CSRF_INVALID_MESSAGE);
    expect(outcome(pair(token, { "sec-fetch-site": "same-origin" }), SESSION)).toBe("passes");
  });
});
