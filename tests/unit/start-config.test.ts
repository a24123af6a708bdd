import { describe, expect, it } from "vitest";
import { startPlan } from "@/lib/start-config.mjs";

const DATABASE_URL = "postgres://festival@db.internal:5432/festival";
const PRODUCTION = {
  DATABASE_URL,
  STRIPE_SECRET_KEY: "sk_live_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  RESEND_API_KEY: "re_123",
  NEXTAUTH_SECRET: "a-long-enough-nextauth-secret",
  SITE_URL: "https://mahrajan.events",
};

const names = (problems: string[]) => problems.map((p) => p.split(" ")[0]);

describe("startPlan: what `npm start` and the server decide from the environment", () => {
  it("runs the local Stripe provider on the embedded demo database without a key", () => {
    expect(startPlan({})).toEqual({ demo: true, localStripe: true, problems: [] });
  });

  it("refuses a production database without Stripe keys instead of using the local provider", () => {
    const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, ...rest } = PRODUCTION;
    const plan = startPlan(rest);
    expect(plan.demo).toBe(false);
    expect(plan.localStripe).toBe(false);
    expect(names(plan.problems)).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
  });

  it("refuses DATABASE_URL alone, naming every missing setting", () => {
    expect(names(startPlan({ DATABASE_URL }).problems)).toEqual([
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "RESEND_API_KEY",
      "NEXTAUTH_SECRET",
      "SITE_URL",
    ]);
  });

  it("counts blank values copied from .env.example as unset", () => {
    const plan = startPlan({ ...PRODUCTION, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    expect(plan.localStripe).toBe(false);
    expect(names(plan.problems)).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
  });

  it("treats a blank DATABASE_URL as the embedded demo database", () => {
    expect(startPlan({ DATABASE_URL: "", STRIPE_SECRET_KEY: "" })).toEqual({
      demo: true,
      localStripe: true,
      problems: [],
    });
  });

  it("uses Stripe itself in production when every setting is there", () => {
    expect(startPlan(PRODUCTION)).toEqual({ demo: false, localStripe: false, problems: [] });
  });

  it.each(["1", "true"])("DEMO_MODE=%s with a real database runs the local provider", (flag) => {
    expect(startPlan({ DATABASE_URL, DEMO_MODE: flag })).toEqual({
      demo: true,
      localStripe: true,
      problems: [],
    });
  });

  it.each(["0", "false", "", "yes"])("DEMO_MODE=%j does not make a demo", (flag) => {
    expect(startPlan({ DATABASE_URL, DEMO_MODE: flag }).problems).toHaveLength(5);
  });

  it("keeps a real Stripe key in demo mode", () => {
    expect(startPlan({ STRIPE_SECRET_KEY: "sk_test_123" }).localStripe).toBe(false);
  });

  it("says what to set and never repeats a configured value", () => {
    const { STRIPE_SECRET_KEY: _k, ...rest } = PRODUCTION;
    const [line, ...others] = startPlan(rest).problems;
    expect(others).toEqual([]);
    expect(line).toBe(
      "STRIPE_SECRET_KEY is required when DATABASE_URL is set: set it to the secret key from the Stripe dashboard (sk_live_... or sk_test_...), or set DEMO_MODE=1 for a demo with simulated payments.",
    );
    expect(line).not.toContain("db.internal");
  });
});
