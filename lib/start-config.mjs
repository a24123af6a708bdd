// What a start decides from its environment, shared by `npm start` (scripts/start.mjs, plain
// Node before anything is built) and the server's own start check (lib/platform/startup.ts), so both
// refuse the same configurations with the same messages. Pure: it reads only the object given.

/** What each setting a production start needs is, so the message can say what to do. */
const REQUIRED_IN_PRODUCTION = {
  STRIPE_SECRET_KEY: "the secret key from the Stripe dashboard (sk_live_... or sk_test_...)",
  STRIPE_WEBHOOK_SECRET:
    "the signing secret (whsec_...) of the Stripe webhook endpoint <SITE_URL>/api/stripe/webhook",
  RESEND_API_KEY: "a Resend API key, so receipts and password resets are sent",
  NEXTAUTH_SECRET: "32 or more random bytes, e.g. the output of `openssl rand -base64 32`",
  SITE_URL: "the site's public https address, e.g. https://mahrajan.events",
};

export const REQUIRED_SETTINGS = Object.keys(REQUIRED_IN_PRODUCTION);

/** A blank value (`FOO=` copied from .env.example) counts as unset. */
const isSet = (value) => value !== undefined && value !== "";

/**
 * Demo mode is the embedded database (no DATABASE_URL) or an explicit DEMO_MODE=1; it is never
 * implied by a missing key. Only demo mode may run the local Stripe-compatible provider, so a
 * production start without Stripe keys is refused instead of taking free bookings.
 */
export function startPlan(env) {
  const demo = !isSet(env.DATABASE_URL) || env.DEMO_MODE === "1" || env.DEMO_MODE === "true";
  const problems = demo
    ? []
    : REQUIRED_SETTINGS.filter((name) => !isSet(env[name])).map(
        (name) =>
          `${name} is required when DATABASE_URL is set: set it to ${REQUIRED_IN_PRODUCTION[name]}, ` +
          "or set DEMO_MODE=1 for a demo with simulated payments.",
      );
  return { demo, localStripe: demo && !isSet(env.STRIPE_SECRET_KEY), problems };
}

/** The text a refused start prints. */
export function refusalMessage(problems) {
  return `The site cannot start:\n- ${problems.join("\n- ")}`;
}
