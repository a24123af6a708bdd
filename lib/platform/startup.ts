import { env } from "../../config/env";
import { REQUIRED_SETTINGS, refusalMessage, startPlan } from "../start-config.mjs";

/**
 * Demo mode is never implied in production: with DATABASE_URL set, a missing Stripe, Resend or
 * next-auth setting stops the start with a clear message unless DEMO_MODE=1. `npm start` runs the
 * same rule before building, so this check matters when the server is started another way.
 */
export function startupProblems(): string[] {
  const e = env();
  return startPlan({
    DATABASE_URL: e.DATABASE_URL,
    DEMO_MODE: e.DEMO_MODE ? "1" : undefined,
    ...Object.fromEntries(REQUIRED_SETTINGS.map((name) => [name, e[name]])),
  }).problems;
}

export function assertStartupConfig(): void {
  const problems = startupProblems();
  if (problems.length) {
    console.error(refusalMessage(problems));
    process.exit(1);
  }
}
