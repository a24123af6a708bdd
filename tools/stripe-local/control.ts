import type { Engine } from "./engine";
import { ApiError } from "./errors";
import type { CheckoutSession, EventRecord, Refund } from "./types";
import { clone } from "./util";
import type { WebhookSender } from "./webhooks";

/** Test hooks, as JS on `createStripeLocal().control` and as HTTP under `/__control`. */
export interface StripeLocalControl {
  /** Every event sent (oldest first) with its delivery status and attempts. */
  events(): EventRecord[];
  /** All checkout sessions (oldest first). */
  sessions(): CheckoutSession[];
  session(id: string): CheckoutSession | undefined;
  /** Same as the hosted Pay button (no redirect); resolves after the first webhook attempt. */
  pay(sessionId: string): Promise<CheckoutSession>;
  /** Same as `POST /v1/checkout/sessions/:id/expire`; resolves after the first webhook attempt. */
  expire(sessionId: string): Promise<CheckoutSession>;
  /** Delivers an already-sent event again (same id); resolves after the first attempt. */
  resend(eventId: string): Promise<EventRecord>;
  /** Delay every `/v1` API response by `ms` (0 turns it off). */
  setDelay(ms: number): void;
  /**
   * Delay every `/v1` answer by `ms` after the request has taken effect (0 turns it off): its
   * webhook events can then reach the site before the answer does, as happens with Stripe.
   */
  setAnswerDelay(ms: number): void;
  /** While down, every `/v1` request answers 503 `{ error: { type: "api_error" } }`. */
  setDown(down: boolean): void;
  refunds(): Refund[];
  /** Forget all sessions, payments, refunds, events and idempotency keys; delay 0, up. */
  reset(): void;
}

export interface Settings {
  delayMs: number;
  answerDelayMs: number;
  down: boolean;
}

export function createControl(
  engine: Engine,
  webhooks: WebhookSender,
  settings: Settings,
  idempotency: Map<string, unknown>,
): StripeLocalControl {
  return {
    events: () => clone(webhooks.records),
    sessions: () => {
      engine.sweep();
      return [...engine.sessions.values()].map((r) => clone(r.session));
    },
    session: (id) => {
      const record = engine.find(id);
      return record && clone(record.session);
    },
    async pay(sessionId) {
      const { session, delivered } = engine.pay(sessionId);
      await delivered;
      return clone(session);
    },
    async expire(sessionId) {
      const { session, delivered } = engine.expire(sessionId);
      await delivered;
      return clone(session);
    },
    async resend(eventId) {
      const record = await webhooks.resend(eventId);
      if (!record) throw new ApiError(404, "invalid_request_error", `No such event: '${eventId}'`);
      return clone(record);
    },
    setDelay(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid delay: ${ms}`);
      settings.delayMs = ms;
    },
    setAnswerDelay(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid delay: ${ms}`);
      settings.answerDelayMs = ms;
    },
    setDown(down) {
      settings.down = down;
    },
    refunds: () => clone(engine.refunds),
    reset() {
      engine.reset();
      webhooks.clear();
      idempotency.clear();
      settings.delayMs = 0;
      settings.answerDelayMs = 0;
      settings.down = false;
    },
  };
}

function truthy(value: unknown): boolean {
  return value === true || value === "true" || value === "1" || value === 1;
}

/**
 * HTTP form of the control API (JSON in and out):
 * GET events | sessions | sessions/:id | refunds;
 * POST sessions/:id/pay | sessions/:id/expire | events/:id/resend | delay {ms} | down {down} | reset.
 */
export async function routeControl(
  control: StripeLocalControl,
  method: string,
  parts: string[],
  input: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const [first, id, action] = parts;
  const found = (body: unknown) =>
    body === undefined
      ? { status: 404, body: { error: { message: `Not found: ${id}` } } }
      : { status: 200, body };
  if (method === "GET") {
    if (first === "events" && !id) return found(control.events());
    if (first === "events" && id) return found(control.events().find((e) => e.id === id));
    if (first === "sessions" && !id) return found(control.sessions());
    if (first === "sessions" && id) return found(control.session(id));
    if (first === "refunds") return found(control.refunds());
  }
  if (method === "POST") {
    if (first === "sessions" && id && action === "pay") return found(await control.pay(id));
    if (first === "sessions" && id && action === "expire") return found(await control.expire(id));
    if (first === "events" && id && action === "resend") return found(await control.resend(id));
    if (first === "delay") {
      control.setDelay(Number(input.ms ?? 0));
      return found({ delayMs: Number(input.ms ?? 0) });
    }
    if (first === "down") {
      control.setDown(truthy(input.down ?? true));
      return found({ down: truthy(input.down ?? true) });
    }
    if (first === "reset") {
      control.reset();
      return found({ reset: true });
    }
  }
  return {
    status: 404,
    body: { error: { message: `Unknown control route: ${method} /${parts.join("/")}` } },
  };
}
