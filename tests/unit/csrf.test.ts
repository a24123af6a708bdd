import { describe, expect, it } from "vitest";
import { AppError, errorResponse } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { CSRF_COOKIE, CSRF_HEADER } from "@/lib/csrf-names";

const TOKEN = "test-csrf-token-0123456789abcdef";

function request({ cookie, header }: { cookie?: string; header?: string }): Request {
  const headers = new Headers();
  if (cookie !== undefined) headers.set("cookie", cookie);
  if (header !== undefined) headers.set(CSRF_HEADER, header);
  return new Request("http://localhost/api/contact", { method: "POST", headers });
}

/** The error assertCsrf throws, or undefined when it passes. */
function failure(req: Request): unknown {
  try {
    assertCsrf(req);
    return undefined;
  } catch (error) {
    return error;
  }
}

function expectForbidden(req: Request) {
  const error = failure(req);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe("FORBIDDEN");
  expect((error as AppError).message).toBe(
    "Your session security token is missing or out of date. Please reload the page and try again.",
  );
}

describe("assertCsrf", () => {
  it("uses the XSRF-TOKEN cookie and the x-xsrf-token header", () => {
    expect(CSRF_COOKIE).toBe("XSRF-TOKEN");
    expect(CSRF_HEADER).toBe("x-xsrf-token");
  });

  describe("passes", () => {
    it("when the cookie equals the header", () => {
      expect(failure(request({ cookie: `XSRF-TOKEN=${TOKEN}`, header: TOKEN }))).toBeUndefined();
    });

    it("when the token cookie is among other cookies", () => {
      const cookie = `theme=dark; next-auth.session-token=abc; XSRF-TOKEN=${TOKEN}; lang=en`;
      expect(failure(request({ cookie, header: TOKEN }))).toBeUndefined();
    });

    it("with a token of exactly 16 characters", () => {
      const token = "0123456789abcdef";
      expect(failure(request({ cookie: `XSRF-TOKEN=${token}`, header: token }))).toBeUndefined();
    });

    it("when the cookie value is URL-encoded", () => {
      const token = "abc/def+ghi=jkl==";
      expect(
        failure(request({ cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, header: token })),
      ).toBeUndefined();
    });

    it("when the cookie value contains '='", () => {
      const token = "base64token0123==";
      expect(failure(request({ cookie: `XSRF-TOKEN=${token}`, header: token }))).toBeUndefined();
    });

    it("with the header name in any letter case", () => {
      const headers = new Headers({ cookie: `XSRF-TOKEN=${TOKEN}`, "X-XSRF-TOKEN": TOKEN });
      expect(
        failure(new Request("http://localhost/", { method: "POST", headers })),
      ).toBeUndefined();
    });
  });

  describe("throws FORBIDDEN", () => {
    it("when there are no cookies and no header", () => {
      expectForbidden(request({}));
    });

    it("when the header is missing", () => {
      expectForbidden(request({ cookie: `XSRF-TOKEN=${TOKEN}` }));
    });

    it("when the cookie is missing", () => {
      expectForbidden(request({ header: TOKEN }));
    });

    it("when only other cookies are sent", () => {
      expectForbidden(request({ cookie: `theme=dark; session=${TOKEN}`, header: TOKEN }));
    });

    it("when a cookie merely starts with the token name", () => {
      expectForbidden(request({ cookie: `XSRF-TOKEN-OLD=${TOKEN}`, header: TOKEN }));
      expectForbidden(request({ cookie: `X-XSRF-TOKEN=${TOKEN}`, header: TOKEN }));
    });

    it("when the cookie name differs in letter case", () => {
      expectForbidden(request({ cookie: `xsrf-token=${TOKEN}`, header: TOKEN }));
    });

    it("when cookie and header differ but have the same length", () => {
      const forged = `${TOKEN.slice(0, -1)}X`;
      expect(forged).toHaveLength(TOKEN.length);
      expectForbidden(request({ cookie: `XSRF-TOKEN=${TOKEN}`, header: forged }));
    });

    it("when cookie and header differ in length", () => {
      expectForbidden(request({ cookie: `XSRF-TOKEN=${TOKEN}`, header: `${TOKEN}-forged` }));
      expectForbidden(request({ cookie: `XSRF-TOKEN=${TOKEN}-forged`, header: TOKEN }));
    });

    it("when the token is shorter than 16 characters, even if both match", () => {
      const short = "0123456789abcde"; // 15
      expectForbidden(request({ cookie: `XSRF-TOKEN=${short}`, header: short }));
    });

    it("when both are empty", () => {
      expectForbidden(request({ cookie: "XSRF-TOKEN=", header: "" }));
    });

    it("and the error becomes a 403 envelope", async () => {
      const error = failure(request({ header: TOKEN }));
      const response = errorResponse(error);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        status: "FORBIDDEN",
        payload:
          "Your session security token is missing or out of date. Please reload the page and try again.",
      });
    });

    // A forged or corrupted cookie is a client problem: it must be refused with 403, never crash into a 500.
    it("when the cookie is not valid percent-encoding", () => {
      expectForbidden(
        request({
          cookie: "XSRF-TOKEN=%E0%A4%A-abcdefghijklmn",
          header: "%E0%A4%A-abcdefghijklmn",
        }),
      );
    });

    it("when cookie and header have the same character length but a different byte length", () => {
      // cookie decodes to 15 'a' + 'é' (16 characters, 17 UTF-8 bytes); header is 16 ASCII characters
      expectForbidden(
        request({ cookie: "XSRF-TOKEN=aaaaaaaaaaaaaaa%C3%A9", header: "aaaaaaaaaaaaaaab" }),
      );
    });
  });
});
