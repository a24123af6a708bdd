// `npm run fault:kill`: an app process killed (SIGKILL) in the middle of checkouts and payments.
// Checks that no booth stays held past its expiry, no order is paid without its booth, and that a
// restarted process serves again. Prints PASS or FAIL lines; exits 1 on any failure.
import Stripe from "stripe";
import { sql } from "drizzle-orm";
import { openPostgres } from "../db/connect";
import { seedDemoData } from "../db/seed";
import { resetEnvForTests } from "../lib/env";
import { faultFixture, faultReport } from "./lib/fault-fixture";
import { createStripeLocal } from "../tools/stripe-local/server";
import { startAppProcess, type AppProcess } from "../tests/support/app-processes";
import { createDatabase } from "../tests/support/databases";

const SECRET = "fault-secret-0123456789abcdefghij";
const WEBHOOK_SECRET = "whsec_fault_kill";
process.env.NEXTAUTH_SECRET = SECRET;
process.env.SITE_URL = "http://127.0.0.1:3997";
resetEnvForTests();

const { check, finish } = faultReport("fault:kill");
const rows = async <T>(promise: Promise<unknown>) => (await promise) as unknown as T[];

async function main() {
  const database = await createDatabase("festival_fault");
  const connection = await openPostgres(database.url, 2, { migrate: true });
  const db = connection.db;
  const provider = await createStripeLocal({ webhookSecret: WEBHOOK_SECRET, log: () => {} });
  const env = {
    DATABASE_URL: database.url,
    DEMO_MODE: "1",
    NEXTAUTH_SECRET: SECRET,
    SITE_URL: process.env.SITE_URL!,
    STRIPE_SECRET_KEY: "sk_test_fault",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: provider.url,
  };
  let victim: AppProcess | undefined;
  let restarted: AppProcess | undefined;
  try {
    await seedDemoData(db, { demoAccounts: true });
    const { boothIds, browsers, spare } = await faultFixture(db, "Kill", 300);

    victim = await startAppProcess(env);
    const app = victim;
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < boothIds.length) {
        const index = next++;
        const boothId = boothIds[index]!;
        const { cookie, csrf } = browsers[index]!;
        try {
          const response = await fetch(`${app.url}/api/v1/payment`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie, "x-xsrf-token": csrf },
            body: JSON.stringify({
              termsAccepted: true,
              cartItemModelList: [{ eventId: boothId }],
            }),
          });
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
            if (event) {
              await fetch(`${app.url}/api/stripe/webhook`, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  "stripe-signature": Stripe.webhooks.generateTestHeaderString({
                    payload: event.payload,
                    secret: WEBHOOK_SECRET,
                  }),
                },
                body: event.payload,
              });
            }
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

    const [overlong] = await rows<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from booths where status = 'HELD' and held_until > now() + interval '35 minutes 5 seconds'`,
      ),
    );
    const [orphan] = await rows<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from booths b where b.status = 'HELD' and not exists (select 1 from orders o where o.id = b.held_by_order_id)`,
      ),
    );
    check(
      overlong!.n === 0 && orphan!.n === 0,
      `no hold outlives its expiry (holds past now + 35 min: ${overlong!.n}; holds without an order: ${orphan!.n})`,
    );
    const [paidWithout] = await rows<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from orders o join order_items i on i.order_id = o.id left join booths b on b.id = i.booth_id where o.status in ('PAID', 'PARTIALLY_PAID') and (b.status <> 'BOOKED' or b.vendor_id is distinct from o.vendor_id or not i.fulfilled)`,
      ),
    );
    const [paidCount] = await rows<{ n: number }>(
      db.execute(sql`select count(*)::int as n from orders where status = 'PAID'`),
    );
    check(
      paidWithout!.n === 0,
      `no order is paid without its booth (${paidCount!.n} paid orders checked; mismatches ${paidWithout!.n})`,
    );

    // Lapse every hold (as 35 minutes would): the booths count as available again everywhere.
    await db.execute(
      sql`update booths set held_until = now() - interval '1 second' where status = 'HELD'`,
    );
    restarted = await startAppProcess(env);
    const lapsed = await rows<{ id: number }>(
      db.execute(sql`select id from booths where status = 'HELD' limit 1`),
    );
    let recovered = (await fetch(`${restarted.url}/api/health`)).status === 200;
    if (lapsed[0]) {
      const again = await fetch(`${restarted.url}/api/v1/payment`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: spare.cookie,
          "x-xsrf-token": spare.csrf,
        },
        body: JSON.stringify({
          termsAccepted: true,
          cartItemModelList: [{ eventId: lapsed[0].id }],
        }),
      });
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
    await connection.close();
    await database.drop();
  }
  finish();
}

await main();
