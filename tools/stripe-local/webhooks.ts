import Stripe from "stripe";
import type { Charge, CheckoutSession, EventRecord, StripeEvent } from "./types";
import { clone, newId, nowSeconds } from "./util";

export interface WebhookOptions {
  url?: string;
  secret: string;
  /** Retries after the first failed attempt (default 5). */
  retries: number;
  /** First retry delay; doubles each time (default 500 ms). */
  backoffMs: number;
  timeoutMs: number;
  log: (line: string) => void;
}

/** Records events and POSTs them, signed, to the webhook URL, retrying failures in the background. */
export class WebhookSender {
  readonly records: EventRecord[] = [];
  private readonly retryTimers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(private readonly opts: WebhookOptions) {}

  /** Records an event and starts delivery; the promise settles after the first attempt. */
  emit(
    type: string,
    object: CheckoutSession | Charge,
  ): { record: EventRecord; firstAttempt: Promise<void> } {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object) },
      livemode: false,
      pending_webhooks: this.opts.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    const record: EventRecord = {
      id: event.id,
      type,
      created: event.created,
      event,
      payload: JSON.stringify(event, null, 2),
      delivery: this.opts.url ? "pending" : "disabled",
      attempts: [],
    };
    this.records.push(record);
    this.opts.log(`event ${record.id} ${type} (${object.id})`);
    return { record, firstAttempt: this.startDelivery(record) };
  }

  find(id: string): EventRecord | undefined {
    return this.records.find((r) => r.id === id);
  }

  /** Delivers an already-sent event again (same id and payload); settles after the first attempt. */
  async resend(id: string): Promise<EventRecord | undefined> {
    const record = this.find(id);
    if (!record) return undefined;
    await this.startDelivery(record);
    return record;
  }

  clear(): void {
    this.cancelTimers();
    this.records.length = 0;
  }

  close(): void {
    this.closed = true;
    this.cancelTimers();
    for (const controller of this.inFlight) controller.abort();
  }

  private cancelTimers(): void {
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
  }

  private startDelivery(record: EventRecord): Promise<void> {
    if (!this.opts.url) return Promise.resolve();
    const pending = this.retryTimers.get(record.id);
    if (pending) clearTimeout(pending);
    this.retryTimers.delete(record.id);
    record.delivery = "pending";
    return this.deliver(record, 0);
  }

  private async deliver(record: EventRecord, retry: number): Promise<void> {
    if (this.closed) return;
    const ok = await this.attempt(record);
    if (ok) {
      record.delivery = "delivered";
      return;
    }
    if (retry >= this.opts.retries || this.closed) {
      record.delivery = "failed";
      this.opts.log(`webhook ${record.id} gave up after ${record.attempts.length} attempt(s)`);
      return;
    }
    const delay = this.opts.backoffMs * 2 ** retry;
    const timer = setTimeout(() => {
      this.retryTimers.delete(record.id);
      void this.deliver(record, retry + 1);
    }, delay);
    timer.unref();
    this.retryTimers.set(record.id, timer);
  }

  private async attempt(record: EventRecord): Promise<boolean> {
    const url = this.opts.url!;
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: record.payload,
      secret: this.opts.secret,
    });
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.opts.timeoutMs);
    this.inFlight.add(controller);
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": header,
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks) stripe-local",
        },
        body: record.payload,
        redirect: "manual",
        signal: controller.signal,
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      error = cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    record.attempts.push({ at: started, status, error, durationMs: Date.now() - started });
    const n = record.attempts.length;
    this.opts.log(`webhook ${record.id} ${record.type} attempt ${n} → ${status ?? error}`);
    return error === null;
  }
}
