import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { isLoopbackAddress, mailboxVisibleTo } from "@/lib/email/mailbox-access";
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "@/lib/http/request";

/** A request as the site's own server (scripts/serve.mjs) hands it on: the connection's address
 * in its header, then whatever the client wrote. */
function from(socket: string, headers: Record<string, string> = {}): Headers {
  return new Headers({ ...headers, [SOCKET_ADDRESS_HEADER]: socket });
}

function setEnv(values: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const key of ["DATABASE_URL", "DEMO_MODE", "DEMO_MAILBOX_PUBLIC", "CLIENT_ADDRESS_HEADER"])
    vi.stubEnv(key, "");
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  resetEnvForTests();
}

beforeEach(() => {
  trustSocketAddressHeader(true);
  setEnv({});
});
afterEach(() => {
  trustSocketAddressHeader(false);
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the demo mailbox is shown", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])(
    "to a browser on the demo's own computer (%s)",
    (socket) => {
      expect(mailboxVisibleTo(from(socket))).toBe(true);
    },
  );

  it("to every client with DEMO_MAILBOX_PUBLIC=1", () => {
    setEnv({ DEMO_MAILBOX_PUBLIC: "1" });
    expect(mailboxVisibleTo(from("192.168.1.20"))).toBe(true);
  });

  it("to a local browser in demo mode on a real database (DEMO_MODE=1)", () => {
    setEnv({ DATABASE_URL: "postgres://db.internal/festival", DEMO_MODE: "1" });
    expect(mailboxVisibleTo(from("127.0.0.1"))).toBe(true);
  });
});

describe("the demo mailbox is hidden", () => {
  it.each(["192.168.1.20", "10.0.0.7", "203.0.113.9", "2001:db8::1", "::ffff:192.168.1.20"])(
    "from another computer (%s)",
    (socket) => {
      expect(mailboxVisibleTo(from(socket))).toBe(false);
    },
  );

  it("from another computer that claims to be loopback in X-Forwarded-For", () => {
    expect(mailboxVisibleTo(from("192.168.1.20", { "x-forwarded-for": "127.0.0.1" }))).toBe(false);
  });

  it.each([
    ["x-forwarded-for", "203.0.113.9"],
    ["x-forwarded-for", "127.0.0.1, 203.0.113.9"],
    ["x-real-ip", "203.0.113.9"],
    ["cf-connecting-ip", "203.0.113.9"],
    ["forwarded", "for=203.0.113.9"],
  ])("from a visitor a tunnel on this computer forwards (%s: %s)", (name, value) => {
    expect(mailboxVisibleTo(from("127.0.0.1", { [name]: value }))).toBe(false);
  });

  it("under a server that cannot tell who connected (next dev), whatever the client writes", () => {
    trustSocketAddressHeader(false);
    expect(mailboxVisibleTo(new Headers({ "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(mailboxVisibleTo(new Headers())).toBe(false);
  });

  it("outside demo mode, even on the demo's own computer and with DEMO_MAILBOX_PUBLIC=1", () => {
    setEnv({ DATABASE_URL: "postgres://db.internal/festival", DEMO_MAILBOX_PUBLIC: "1" });
    expect(mailboxVisibleTo(from("127.0.0.1"))).toBe(false);
  });

  it("on a host whose edge header names a remote visitor", () => {
    trustSocketAddressHeader(false);
    setEnv({ CLIENT_ADDRESS_HEADER: "x-real-ip" });
    expect(mailboxVisibleTo(new Headers({ "x-real-ip": "203.0.113.9" }))).toBe(false);
  });
});

describe("isLoopbackAddress", () => {
  it("knows 127.0.0.0/8 and ::1 and nothing else", () => {
    expect(["127.0.0.1", "127.255.0.1", "::1"].map(isLoopbackAddress)).toEqual([true, true, true]);
    expect(
      ["unknown", "", "128.0.0.1", "1127.0.0.1", "127.0.0.1.example.com", "::2", "0.0.0.0"].map(
        isLoopbackAddress,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
