import { env } from "./env";

/**
 * DESIGN.md "Demo mode": demo mode is never implied in production. With DATABASE_URL set, a
 * missing Stripe or Resend key stops the start with a clear message unless DEMO_MODE=1.
 */
export function startupProblems(): string[] {
  const e = env();
  if (!e.DATABASE_URL || e.DEMO_MODE) return [];
  const missing = (
    [
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "RESEND_API_KEY",
      "NEXTAUTH_SECRET",
      "SITE_URL",
    ] as const
  ).filter((name) => !e[name]);
  return missing.map(
    (name) => `${name} is required when DATABASE_URL is set (or set DEMO_MODE=1 for a demo).`,
  );
}

export function assertStartupConfig(): void {
  const problems = startupProblems();
  if (problems.length) {
    console.error(`The site cannot start:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
}
