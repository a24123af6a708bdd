// The on-sale's people at work: buyers who look at which seats are taken, pick some in one row
// and check out (then pay, or go back without paying), and hoarders who hold all they can and
// never pay. Every request is timed by kind; the doors close at the deadline.
import { CSRF_HEADER } from "../../../lib/http/csrf-names";
import { idsOfRanges } from "../../../lib/seats/seat-ranges";
import type { AppProcess } from "../../../tests/support/app-processes";
import type { Doors } from "./doors";
import type { HallSeat, Person } from "./onsale-fixture";
import type { Sample } from "./stats";

const ONSALE_KINDS = ["status", "hold", "pay", "success", "cancel"] as const;
type OnsaleKind = (typeof ONSALE_KINDS)[number];

/** What the people saw, request by request. */
export function openOnsaleTally() {
  return {
    samples: Object.fromEntries(ONSALE_KINDS.map((k) => [k, []])) as unknown as Record<
      OnsaleKind,
      Sample[]
    >,
    /** From Pay on the hosted page to the success page's answer: what a buyer waits once paying. */
    checkout: [] as Sample[],
    fiveXX: 0,
    networkErrors: 0,
    otherErrors: {} as Record<string, number>,
    holds: 0,
    conflicts: 0,
    limited: 0,
    paid: 0,
    abandoned: 0,
    sawSoldOut: 0,
    hoarderHolds: 0,
    hoarderConflicts: 0,
    hoardersLimited: 0,
  };
}
export type OnsaleTally = ReturnType<typeof openOnsaleTally>;

type Reply = { status: number; body: unknown };

/** A person's requests, each to the next app process in turn, timed and counted by kind. */
function client(person: Person, apps: AppProcess[], doors: Doors, tally: OnsaleTally) {
  let turn = person.index;
  const app = () => apps[turn++ % apps.length]!.url;
  async function request(kind: OnsaleKind, url: string, body?: unknown): Promise<Reply | null> {
    if (doors.closed) return null;
    const started = performance.now();
    try {
      const { response, text } = await doors.track(async (signal) => {
        const response = await fetch(url, {
          method: body === undefined ? "GET" : "POST",
          redirect: "manual",
          signal,
          headers: {
            "content-type": "application/json",
            cookie: person.browser.cookie,
            [CSRF_HEADER]: person.browser.csrf,
            // the load balancer's hop, which the apps trust (TRUSTED_PROXY_HOPS=1)
            "x-forwarded-for": person.address,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { response, text: await response.text() };
      });
      const ms = performance.now() - started;
      tally.samples[kind].push({ ms, waiting: false });
      if (response.status >= 500) tally.fiveXX++;
      else if (response.status >= 400 && response.status !== 409 && response.status !== 429) {
        const key = `${kind} ${response.status}`;
        tally.otherErrors[key] = (tally.otherErrors[key] ?? 0) + 1;
      }
      const json = text.startsWith("{") ? (JSON.parse(text) as { payload: unknown }) : null;
      return { status: response.status, body: json?.payload };
    } catch {
      if (!doors.closed) tally.networkErrors++;
      else tally.samples[kind].push({ ms: doors.closedAt - started, waiting: true });
      return null;
    }
  }
  return {
    status: (eventId: number) => request("status", `${app()}/api/v1/events/${eventId}/seat-status`),
    hold: (seatIds: number[]) =>
      request("hold", `${app()}/api/v1/payment`, {
        termsAccepted: true,
        checkoutType: "TICKETS",
        seatIds,
      }),
    // the hosted page's Pay button: the provider delivers the webhook, then redirects (303)
    pay: (hostedUrl: string) => request("pay", `${hostedUrl}/pay`, {}),
    success: (sessionId: string) =>
      request("success", `${app()}/api/v1/order/success`, { sessionId }),
    cancel: (sessionId: string) => request("cancel", `${app()}/api/v1/order/cancel`, { sessionId }),
  };
}

/** The hall's free seats by row, from a seat status answer. */
function freeByRow(hall: HallSeat[], body: unknown) {
  const { sold, held } = body as { sold: string; held: string };
  const taken = new Set([...idsOfRanges(sold), ...idsOfRanges(held)]);
  const rows = new Map<number, number[]>();
  for (const seat of hall) {
    if (taken.has(seat.id)) continue;
    rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat.id]);
  }
  return rows;
}

const pickOne = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** `count` free seats side by side in a row that has them (null: no row has as many). */
function pickInRow(rows: Map<number, number[]>, count: number): number[] | null {
  const fitting = [...rows.values()].filter((free) => free.length >= count);
  if (!fitting.length) return null;
  const free = pickOne(fitting);
  const start = Math.floor(Math.random() * (free.length - count + 1));
  return free.slice(start, start + count);
}

export type OnsaleRules = {
  eventId: number;
  hall: HallSeat[];
  /** Whether this buyer goes back from the payment page without paying. */
  abandons: (person: Person) => boolean;
};

/** Tries before a buyer leaves: a CONFLICT or a sold-out look each count one. */
const TRIES = 6;
const WAIT_WHEN_SOLD_OUT_MS = 2000;

/**
 * One buyer: looks at which seats are taken, picks 1 to 4 in one row and checks out, looking
 * again after a CONFLICT; with none free, looks again a little later, then leaves. A winner pays
 * and returns to the success page, or goes back without paying (which frees the seats).
 */
export async function runBuyer(
  person: Person,
  apps: AppProcess[],
  doors: Doors,
  tally: OnsaleTally,
  rules: OnsaleRules,
) {
  const browser = client(person, apps, doors, tally);
  const party = 1 + Math.floor(Math.random() * 4);
  for (let tries = 0; tries < TRIES && !doors.closed; tries++) {
    const status = await browser.status(rules.eventId);
    if (status?.status !== 200) return;
    const seatIds = pickInRow(freeByRow(rules.hall, status.body), party);
    if (!seatIds) {
      tally.sawSoldOut++;
      await new Promise((r) => setTimeout(r, WAIT_WHEN_SOLD_OUT_MS));
      continue;
    }
    const held = await browser.hold(seatIds);
    if (held?.status === 409) {
      tally.conflicts++;
      continue;
    }
    if (held?.status === 429) tally.limited++;
    if (held?.status !== 200) return;
    tally.holds++;
    const { sessionId, url } = held.body as { sessionId: string; url: string };
    if (rules.abandons(person)) {
      if ((await browser.cancel(sessionId))?.status === 200) tally.abandoned++;
      return;
    }
    const paying = performance.now();
    const paid = await browser.pay(url);
    if (paid?.status !== 303) return;
    const success = await browser.success(sessionId);
    if (success?.status !== 200) return;
    tally.checkout.push({ ms: performance.now() - paying, waiting: false });
    tally.paid++;
    return;
  }
}

/** Seats a hoarder asks for in one checkout: the most one order may hold. */
const HOARD = 10;

/** A hoarder's script tries again and again. */
const HOARDER_TRIES = 30;

/**
 * One hoarding account: holds the most seats one checkout may (anywhere in the hall) and never
 * pays; a CONFLICT looks again. (Checking out again would end its own earlier checkout, so each
 * account holds once: a hoarder's seats come from having many accounts.)
 */
export async function runHoarder(
  person: Person,
  apps: AppProcess[],
  doors: Doors,
  tally: OnsaleTally,
  rules: OnsaleRules,
) {
  const browser = client(person, apps, doors, tally);
  for (let tries = 0; tries < HOARDER_TRIES && !doors.closed; tries++) {
    const status = await browser.status(rules.eventId);
    if (status?.status !== 200) return;
    const free = [...freeByRow(rules.hall, status.body).values()].flat();
    if (!free.length) return;
    const seatIds = free.sort(() => Math.random() - 0.5).slice(0, HOARD);
    const held = await browser.hold(seatIds);
    if (held?.status === 409) {
      tally.hoarderConflicts++;
      continue;
    }
    if (held?.status === 429) tally.hoardersLimited++;
    if (held?.status === 200) tally.hoarderHolds++;
    return;
  }
}
