import { startProviderProcess, type AppProcess } from "../../../tests/support/app-processes";
import { appEnv, startApps } from "./apps";
import { startWebhookRelay } from "./relay";

/** What a bench stops at its end, in order. */
export type Stops = (() => Promise<void>)[];

/**
 * The relay first (the provider posts to it), then the provider, then two app processes behind
 * the relay, the bench being the one proxy in front of them (its X-Forwarded-For entry is the
 * client); each pushes its stop onto `stops`. At the end the apps are killed outright: a graceful
 * stop would wait for requests still queued, which the buyers gave up on long ago.
 */
export async function startPayingApps(
  setting: {
    databaseUrl: string;
    secret: string;
    site: string;
    stripeKey: string;
    webhookSecret: string;
    /** More variables for the apps (CRON_SECRET, say). */
    extraEnv?: Record<string, string>;
  },
  stops: Stops,
) {
  const apps: AppProcess[] = [];
  const relay = await startWebhookRelay(apps);
  stops.push(relay.close);
  const provider = await startProviderProcess({
    webhookSecret: setting.webhookSecret,
    webhookUrl: relay.url,
  });
  stops.push(provider.stop);
  const env = appEnv(
    { ...setting, providerUrl: provider.url },
    { DATABASE_POOL_MAX: "10", TRUSTED_PROXY_HOPS: "1", ...setting.extraEnv },
  );
  apps.push(...(await startApps(2, env)));
  stops.push(
    ...apps.map((app) => async () => {
      app.child.kill("SIGKILL");
      await app.stop();
    }),
  );
  return { apps, relay, provider };
}
