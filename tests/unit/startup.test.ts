import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { assertStartupConfig, startupProblems } from "@/lib/platform/startup";

const KEYS = [
  "DATABASE_URL",
  "DEMO_MODE",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "RESEND_API_KEY",
  "NEXTAUTH_SECRET",
  "SITE_URL",
] as const;

const FULL_CONFIG = {
  DATABASE_URL: "postgres://festival:secret@db.internal:5432/festival",
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  RESEND_API_KEY: "re_123",
  NEXTAUTH_SECRET: "a-long-enough-nextauth-secret",
  SITE_URL: "https://mahrajan.events",
};

/** A problem line names the setting, says what to set it to, and offers demo mode instead. */
const problem = (name: string) =>
  expect.stringMatching(
    new RegExp(
      `^${name} is required when DATABASE_URL is set: set it to .+, or set DEMO_MODE=1 for a demo with simulated payments\\.$`,
    ),
  );

let saved: NodeJS.ProcessEnv;

function setEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, values);
  resetEnvForTests();
}

beforeEach(() => {
  saved = { ...process.env };
  setEnv({});
});

afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvForTests();
  vi.restoreAllMocks();
});

describe("startupProblems", () => {
  it("lists every missing key when DATABASE_URL is set without DEMO_MODE", () => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL });
    expect(startupProblems()).toEqual([
      problem("STRIPE_SECRET_KEY"),
      problem("STRIPE_WEBHOOK_SECRET"),
      problem("RESEND_API_KEY"),
      problem("NEXTAUTH_SECRET"),
      problem("SITE_URL"),
    ]);
  });

  it("is empty when everything is configured", () => {
    setEnv(FULL_CONFIG);
    expect(startupProblems()).toEqual([]);
  });

  it.each([
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "RESEND_API_KEY",
    "NEXTAUTH_SECRET",
    "SITE_URL",
  ] as const)("names only %s when it alone is missing", (key) => {
    const { [key]: _omitted, ...rest } = FULL_CONFIG;
    setEnv(rest);
    expect(startupProblems()).toEqual([problem(key)]);
  });

  it("counts a blank key (FOO= copied from .env.example) as missing", () => {
    setEnv({ ...FULL_CONFIG, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    expect(startupProblems()).toEqual([
      problem("STRIPE_SECRET_KEY"),
      problem("STRIPE_WEBHOOK_SECRET"),
    ]);
  });

  it("tells the operator what each Stripe setting is", () => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL });
    expect(startupProblems().slice(0, 2)).toEqual([
      "STRIPE_SECRET_KEY is required when DATABASE_URL is set: set it to the secret key from the Stripe dashboard (sk_live_... or sk_test_...), or set DEMO_MODE=1 for a demo with simulated payments.",
      "STRIPE_WEBHOOK_SECRET is required when DATABASE_URL is set: set it to the signing secret (whsec_...) of the Stripe webhook endpoint <SITE_URL>/api/stripe/webhook, or set DEMO_MODE=1 for a demo with simulated payments.",
    ]);
  });

  it.each(["1", "true"])("is empty with DEMO_MODE=%s even though keys are missing", (flag) => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL, DEMO_MODE: flag });
    expect(startupProblems()).toEqual([]);
  });

  it.each(["0", "false", ""])("DEMO_MODE=%j does not switch demo mode on", (flag) => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL, DEMO_MODE: flag });
    expect(startupProblems()).toHaveLength(5);
  });

  it("is empty without DATABASE_URL (the embedded demo database)", () => {
    setEnv({});
    expect(startupProblems()).toEqual([]);
  });

  it("reads the environment afresh after resetEnvForTests", () => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL });
    expect(startupProblems()).toHaveLength(5);
    setEnv(FULL_CONFIG);
    expect(startupProblems()).toEqual([]);
  });

  it("caches the parsed environment until reset", () => {
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL });
    expect(startupProblems()).toHaveLength(5);
    Object.assign(process.env, FULL_CONFIG); // no reset
    expect(startupProblems()).toHaveLength(5);
    resetEnvForTests();
    expect(startupProblems()).toEqual([]);
  });

  it("does not put secret values in the messages", () => {
    const { STRIPE_SECRET_KEY: _s, ...rest } = FULL_CONFIG;
    setEnv(rest);
    const text = startupProblems().join("\n");
    expect(text).not.toContain("whsec_123");
    expect(text).not.toContain("secret@db.internal");
  });
});

describe("assertStartupConfig", () => {
  it("exits with code 1 and lists the problems when configuration is missing", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setEnv({
      DATABASE_URL: FULL_CONFIG.DATABASE_URL,
      STRIPE_SECRET_KEY: "sk",
      STRIPE_WEBHOOK_SECRET: "wh",
      RESEND_API_KEY: "re",
      SITE_URL: "https://x.test",
    });

    assertStartupConfig();

    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(
      /^The site cannot start:\n- NEXTAUTH_SECRET is required when DATABASE_URL is set: set it to 32 or more random bytes, e\.g\. the output of `openssl rand -base64 32`, or set DEMO_MODE=1 for a demo with simulated payments\.$/,
    );
  });

  it("does nothing when the configuration is complete", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setEnv(FULL_CONFIG);

    assertStartupConfig();

    expect(exit).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("does nothing in demo mode", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    setEnv({ DATABASE_URL: FULL_CONFIG.DATABASE_URL, DEMO_MODE: "1" });
    assertStartupConfig();
    expect(exit).not.toHaveBeenCalled();
  });
});
