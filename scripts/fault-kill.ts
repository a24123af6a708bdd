// `npm run fault:kill`: an app process killed (SIGKILL) in the middle of checkouts and payments.
// Checks that no booth stays held past its expiry, no order is paid without its booth, and that a
// restarted process serves again. Prints PASS or FAIL lines; exits 1 on any failure.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resetEnvForTests } from "../config/env";
import { faultFixture, faultReport } from "./lib/fault-fixture";
import { createStripeLocal } from "../tools/stripe-local/server";
import { startAppProcess, type AppProcess } from "../tests/support/app-processes";
import { appEnv } from "./lib/bench/apps";
import { countOf, rowsOf, withDemoDatabase } from "./lib/bench/database";
import { boothCart, deliverWebhook, postCheckout } from "./lib/bench/requests";

const SECRET = "fault-secret-0123456789abcdefghij";
const WEBHOOK_SECRET = "whsec_fault_kill";
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = "http://127.0.0.1:3997";
resetEnvForTests();

const { check, finish } = faultReport("fault:kill");

async function main(db: Db, databaseUrl: string) {
  const provider = await createStripeLocal({ webhookSecret: WEBHOOK_SECRET, log: () => {} });
  const env = appEnv({
    databaseUrl,
    secret: SECRET,
    site: process.env.SITE_URL!,
    stripeKey: "sk_test_fault",
    webhookSecret: WEBHOOK_SECRET,
    providerUrl: provider.url,
  });
  let victim: AppProcess | undefined;
  let restarted: AppProcess | undefined;
  try {
    const { boothIds, browsers, spare } = await faultFixture(db, "Kill", 300);

    victim = await startAppProcess(env);
    const app = victim;
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < boothIds.length) {
        const index = next++;
        const boothId = boothIds[index]!;
        try {
          const response = await postCheckout(app.url, browsers[index]!, boothCart(boothId));
          const body = (await response.json()) as { payload: { sessionId?: string } };
          // pay half of them and deliver the webhook straight away, while the process may die
          if (body.payload.sessionId && boothId % 2 === 0) {
            await provider.control.pay(body.payload.sessionId);
            const [event] = provider.control
              .events()
              .filter(
                (e) =>
                  e.type === "checkout.session.completed" &&
                  (e.event.data.object as { id: string }).id === body.payload.sessionId,
              );
            if (event) await deliverWebhook(app.url, event.payload, WEBHOOK_SECRET);
          }
        } catch {
          // the process was killed under this request
        }
      }
    };
    const kill = (async () => {
      // kill once a good number of checkouts and payments are under way (or after 15 s)
      const deadline = Date.now() + 15_000;
      while (next < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      victim!.child.kill("SIGKILL");
      killed = true;
    })();
    await Promise.all([worker(), worker(), worker(), worker(), worker(), worker(), kill]);
    check(killed, `app process killed with SIGKILL after ${next} checkouts were started`);

    const overlong = await countOf(
      db,
      sql`select count(*)::int as n from booths where status = 'HELD' and held_until > now() + interval '35 minutes 5 seconds'`,
    );
    const orphan = await countOf(
      db,
      sql`select count(*)::int as n from booths b where b.status = 'HELD' and not exists (select 1 from orders o where o.id = b.held_by_order_id)`,
    );
    check(
      overlong === 0 && orphan === 0,
      `no hold outlives its expiry (holds past now + 35 min: ${overlong}; holds without an order: ${orphan})`,
    );
    const paidWithout = await countOf(
      db,
      sql`select count(*)::int as n from orders o join order_items i on i.order_id = o.id left join booths b on b.id = i.booth_id where o.status in ('PAID', 'PARTIALLY_PAID') and (b.status <> 'BOOKED' or b.vendor_id is distinct from o.vendor_id or not i.fulfilled)`,
    );
    const paidCount = await countOf(
      db,
      sql`select count(*)::int as n from orders where status = 'PAID'`,
    );
    check(
      paidWithout === 0,
      `no order is paid without its booth (${paidCount} paid orders checked; mismatches ${paidWithout})`,
    );

    // Lapse every hold (as 35 minutes would): the booths count as available again everywhere.
    await db.execute(
      sql`update booths set held_until = now() - interval '1 second' where status = 'HELD'`,
    );
    restarted = await startAppProcess(env);
    const lapsed = await rowsOf<{ id: number }>(
      db,
      sql`select id from booths where status = 'HELD' limit 1`,
    );
    let recovered = (await fetch(`${restarted.url}/api/health`)).status === 200;
    if (lapsed[0]) {
      const again = await postCheckout(restarted.url, spare, boothCart(lapsed[0].id));
      recovered = recovered && again.status === 200;
    }
    check(
      recovered,
      `a restarted process serves again and books a booth whose hold lapsed (${lapsed.length ? "re-booked a lapsed hold" : "no hold was left"})`,
    );
  } finally {
    await restarted?.stop();
    await victim?.stop();
    await provider.close();
  }
}

await withDemoDatabase("festival_fault", 2, main);
finish();
