// Types for start-config.mjs, which plain Node runs before anything is built.
export type StartPlan = {
  /** No DATABASE_URL, or DEMO_MODE=1. */
  demo: boolean;
  /** Run the local Stripe-compatible provider (demo mode without STRIPE_SECRET_KEY). */
  localStripe: boolean;
  /** One message per missing setting, naming it and what to set; empty when the start may go on. */
  problems: string[];
};
export type RequiredSetting =
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "RESEND_API_KEY" | "NEXTAUTH_SECRET" | "SITE_URL";
export const REQUIRED_SETTINGS: readonly RequiredSetting[];
export function startPlan(env: Record<string, string | undefined>): StartPlan;
export function refusalMessage(problems: string[]): string;
