// The site's app processes as the benchmarks and fault scripts run them.
import { startAppProcess } from "../../../tests/support/app-processes";

/** What an app process serves with: its database, its secrets and the local payment provider. */
export type AppSetting = {
  databaseUrl: string;
  secret: string;
  site: string;
  stripeKey: string;
  webhookSecret: string;
  providerUrl: string;
};

/**
 * The environment of an app process in demo mode that takes payments through the local
 * provider; `extra` adds variables (a pool size, trusted proxy hops).
 */
export function appEnv(setting: AppSetting, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: setting.databaseUrl,
    DEMO_MODE: "1",
    NEXTAUTH_SECRET: setting.secret,
    SITE_URL: setting.site,
    STRIPE_SECRET_KEY: setting.stripeKey,
    STRIPE_WEBHOOK_SECRET: setting.webhookSecret,
    STRIPE_API_BASE: setting.providerUrl,
    ...extra,
  };
}

/** Starts `count` app processes on one database side by side, as a load balancer's pool. */
export function startApps(count: number, env: Record<string, string>) {
  return Promise.all(Array.from({ length: count }, () => startAppProcess(env)));
}
