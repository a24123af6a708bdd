import { z } from "zod";

/**
 * The one place that reads process.env. Values are validated once, on first
 * use, so `next build` can import modules without a configured environment.
 */
const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** A blank value (`FOO=` copied from .env.example) counts as unset. */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

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
  // Ed25519 seed (32 bytes, base64url) that signs tickets' QR codes; derived from NEXTAUTH_SECRET
  // when unset.
  TICKET_SIGNING_KEY: z.string().min(43).optional(),
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
  // Hoarding limits: items one checkout may hold.
  MAX_BOOTHS_PER_ORDER: positiveInt(6, 100),
  MAX_SEATS_PER_ORDER: positiveInt(10, 200),
  // Seats of one show that open checkouts from one client address may hold at once, in percent
  // of the show's seats (never fewer than MAX_SEATS_PER_ORDER).
  SEAT_HOLDS_PER_ADDRESS_PERCENT: positiveInt(10, 100),
  // Registrations allowed from one client address per hour.
  REGISTER_PER_ADDRESS_PER_HOUR: positiveInt(30, 1_000_000),
  // Client address for per-address limits: a header only the host's edge can set (e.g.
  // x-real-ip on a serverless host), or the number of trusted proxies in front of `npm start`.
  CLIENT_ADDRESS_HEADER: z.string().min(1).toLowerCase().optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Demo mode: extra origins (comma-separated) that return URLs and e-mail links may follow.
  DEMO_ORIGINS: z.string().min(1).optional(),
  // Demo mode: serve /dev/mailbox to every client, not only loopback ones.
  DEMO_MAILBOX_PUBLIC: flag,
  // Uploaded images go to an S3-compatible bucket when S3_BUCKET is set (else to PostgreSQL).
  // S3_ENDPOINT: the service's base URL for one other than AWS (MinIO, R2, ...), addressed
  // path-style; unset: AWS, https://{bucket}.s3.{region}.amazonaws.com.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The shared secret the host's scheduler sends to /api/cron/daily (Authorization: Bearer ...);
  // unset: the route answers 401 to every call.
  CRON_SECRET: z.string().min(16).optional(),
  // Balance reminders: days before an event's balance due date (comma-separated, largest first).
  BALANCE_REMINDER_DAYS: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, "comma-separated whole days, e.g. 14,7,2")
    .default("14,7,2")
    .transform((v) => [...new Set(v.split(",").map(Number))].sort((a, b) => b - a)),
  // The foundation's HST registration number, printed on receipts and invoices.
  HST_NUMBER: z.string().min(1).max(40).optional(),
  // Several instances: Next's cache shared through Redis (lib/cache/shared-cache.mjs reads these
  // itself, in plain Node; they are checked here so a malformed value stops the start).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "letters, digits and : . _ - (up to 64)")
    .optional(),
});

export type Env = z.infer<typeof schema>;

const S3_NEEDS = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** The bucket is all or nothing: a half-configured one is refused, never silently unused. */
function s3Complete(e: Env, ctx: z.RefinementCtx): void {
  const given = [...S3_NEEDS, "S3_ENDPOINT" as const].filter((key) => e[key] !== undefined);
  if (given.length === 0) return;
  for (const key of S3_NEEDS)
    if (e[key] === undefined)
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `needed with ${given.join(", ")} (the S3-compatible image store)`,
      });
}

/** The S3-compatible bucket uploaded images are kept in, or null: they are kept in PostgreSQL. */
export function s3Config(): {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
} | null {
  const e = env();
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const values = Object.fromEntries(
    Object.entries(process.env).map(([key, value]) => [key, blankAsUnset(value)]),
  );
  const parsed = schema.superRefine(s3Complete).safeParse(values);
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
