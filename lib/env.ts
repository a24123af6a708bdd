import { z } from "zod";

/**
 * The one place that reads process.env (STYLE.md rule 11). Values are validated once, on first
 * use, so `next build` can import modules without a configured environment.
 */
const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PHASE: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  DEMO_MODE: flag,
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  // Per attempt, in ms: how long a visitor waits for Stripe before a clear 503 (checkout).
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  EMAIL_FROM: z.string().min(3).default("Mahrajan Events <hello@mahrajan.events>"),
  LOG_JSON: flag,
  DEPOSIT_MIN_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Demo mode: the embedded database (no DATABASE_URL) or an explicit DEMO_MODE=1. */
export function isDemoMode(): boolean {
  const e = env();
  return e.DEMO_MODE || !e.DATABASE_URL;
}

export function isBuildPhase(): boolean {
  return env().NEXT_PHASE === "phase-production-build";
}

export function siteUrl(): string {
  const e = env();
  return (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

/** Tests change the environment between cases; this drops the cached parse. */
export function resetEnvForTests(): void {
  cached = undefined;
}
