// The waitlist phase's requests: a visitor in line (joins, reads their list, declines, checks out
// the seats offered and pays), the festival office (refunds, cancels an order) and the host's
// scheduler (the scheduled work). Each to the next app process in turn; 5xx and unexpected
// answers are counted.
import { CSRF_HEADER } from "../../../lib/http/csrf-names";
import type { AppProcess } from "../../../tests/support/app-processes";
import type { Person } from "./onsale-fixture";

/** What the waitlist's requests met. */
export function openWaitlistTally() {
  return { fiveXX: 0, networkErrors: 0, otherErrors: {} as Record<string, number> };
}
export type WaitlistTally = ReturnType<typeof openWaitlistTally>;

type Reply = { status: number; body: unknown; code?: string };

/** `expected` statuses are not counted as errors (a 409 the phase reacts to, say). */
async function call(
  tally: WaitlistTally,
  kind: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  expected: number[] = [],
): Promise<Reply | null> {
  try {
    const response = await fetch(url, {
      method: init.method,
      redirect: "manual",
      headers: { "content-type": "application/json", ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    if (response.status >= 500) tally.fiveXX++;
    else if (response.status >= 400 && !expected.includes(response.status)) {
      const key = `${kind} ${response.status}`;
      tally.otherErrors[key] = (tally.otherErrors[key] ?? 0) + 1;
    }
    const json = text.startsWith("{")
      ? (JSON.parse(text) as { payload?: unknown; code?: string })
      : null;
    return { status: response.status, body: json?.payload, code: json?.code };
  } catch {
    tally.networkErrors++;
    return null;
  }
}

/** A signed-in person's requests (a visitor in line, or the office). */
export function personClient(person: Person, apps: AppProcess[], tally: WaitlistTally) {
  let turn = person.index;
  const app = () => apps[turn++ % apps.length]!.url;
  const headers = {
    cookie: person.browser.cookie,
    [CSRF_HEADER]: person.browser.csrf,
    "x-forwarded-for": person.address,
  };
  const send = (kind: string, method: string, path: string, body?: unknown, ok: number[] = []) =>
    call(tally, kind, `${app()}${path}`, { method, headers, body }, ok);
  return {
    status: (eventId: number) => send("status", "GET", `/api/v1/events/${eventId}/seat-status`),
    join: (eventId: number, partySize: number, priceBand: number | null) =>
      send(
        "join",
        "POST",
        `/api/v1/events/${eventId}/waitlist`,
        priceBand === null ? { partySize } : { partySize, priceBand },
        [409],
      ),
    mine: () => send("list", "GET", "/api/visitor/v1/waitlist"),
    leave: (entryId: number) => send("leave", "DELETE", `/api/visitor/v1/waitlist/${entryId}`),
    hold: (seatIds: number[]) =>
      send(
        "hold",
        "POST",
        "/api/v1/payment",
        { termsAccepted: true, checkoutType: "TICKETS", seatIds },
        [409],
      ),
    // the hosted page's Pay button: the provider delivers the webhook, then redirects (303)
    pay: (hostedUrl: string) =>
      call(tally, "pay", `${hostedUrl}/pay`, { method: "POST", headers, body: {} }),
    success: (sessionId: string) => send("success", "POST", "/api/v1/order/success", { sessionId }),
    refund: (orderId: number, amountCents: number, releaseItems: number[]) =>
      send("refund", "POST", `/api/admin/v1/orders/${orderId}/refunds`, {
        amountCents,
        reason: "The buyer cannot come",
        releaseItems,
      }),
    cancel: (orderId: number) =>
      send("cancel", "POST", `/api/admin/v1/orders/${orderId}/cancel`, {
        refund: true,
        reason: "The buyer asked",
      }),
  };
}

export type PersonClient = ReturnType<typeof personClient>;

/**
 * The scheduled work, as the host's scheduler calls it (POST /api/cron/daily with CRON_SECRET),
 * on the first app process: how many lapsed holds it ended.
 */
export async function scheduledWork(apps: AppProcess[], secret: string, tally: WaitlistTally) {
  const reply = await call(tally, "cron", `${apps[0]!.url}/api/cron/daily`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
  });
  return (reply?.body as { holdsExpired?: number } | undefined)?.holdsExpired ?? 0;
}
