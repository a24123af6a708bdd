/**
 * CLI: `tsx tools/stripe-local/main.ts`
 * Env: STRIPE_LOCAL_PORT (default 12111), STRIPE_LOCAL_HOST (default 127.0.0.1),
 * STRIPE_WEBHOOK_URL (optional), STRIPE_WEBHOOK_SECRET (required),
 * STRIPE_LOCAL_PUBLIC_URL (optional), STRIPE_LOCAL_MERCHANT (optional), STRIPE_LOCAL_QUIET=1.
 * Prints `stripe-local listening on http://host:port` on stdout when ready; logs go to stderr.
 */
import { createStripeLocal } from "./server";

async function main(): Promise<void> {
  const env = process.env;
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    process.stderr.write("stripe-local: STRIPE_WEBHOOK_SECRET is required\n");
    process.exit(1);
  }
  const port = Number(env.STRIPE_LOCAL_PORT || 12111);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`stripe-local: invalid STRIPE_LOCAL_PORT ${env.STRIPE_LOCAL_PORT}\n`);
    process.exit(1);
  }
  const quiet = env.STRIPE_LOCAL_QUIET === "1";
  const server = await createStripeLocal({
    port,
    host: env.STRIPE_LOCAL_HOST || "127.0.0.1",
    webhookUrl: env.STRIPE_WEBHOOK_URL || undefined,
    webhookSecret: secret,
    publicBaseUrl: env.STRIPE_LOCAL_PUBLIC_URL || undefined,
    merchantName: env.STRIPE_LOCAL_MERCHANT || undefined,
    log: quiet ? undefined : (line) => process.stderr.write(`[stripe-local] ${line}\n`),
  });
  process.stdout.write(`stripe-local listening on ${server.url}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!quiet) process.stderr.write(`[stripe-local] ${signal}, shutting down\n`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`stripe-local: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
