import { buildSession, type SessionRecord } from "./checkout";
import { invalid, missingParam, noSuch } from "./errors";
import type { Params } from "./form";
import { checkKnown, intParam, isObject, metadataParam, stringParam } from "./params";
import type { Charge, CheckoutSession, EventRecord, PaymentIntent, Refund } from "./types";
import { newId, nowSeconds } from "./util";
import type { WebhookSender } from "./webhooks";

// prettier-ignore
const REFUND_PARAMS = ["amount", "charge", "currency", "customer", "expand", "instructions_email", "metadata", "origin", "payment_intent", "reason", "refund_application_fee", "reverse_transfer"];
const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

export interface Transition {
  session: CheckoutSession;
  /** Settles after the first webhook delivery attempt. */
  delivered: Promise<EventRecord>;
}

/** In-memory state of the fake Stripe account and its state transitions. */
export class Engine {
  readonly sessions = new Map<string, SessionRecord>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly refunds: Refund[] = [];

  constructor(
    private readonly webhooks: WebhookSender,
    private readonly baseUrl: () => string,
  ) {}

  reset(): void {
    this.sessions.clear();
    this.paymentIntents.clear();
    this.refunds.length = 0;
  }

  createSession(params: Params): SessionRecord {
    const record = buildSession(params, this.baseUrl());
    this.sessions.set(record.session.id, record);
    return record;
  }

  /** The session record (expiring it first if its `expires_at` has passed). */
  find(id: string): SessionRecord | undefined {
    const record = this.sessions.get(id);
    if (record && record.session.status === "open" && record.session.expires_at <= nowSeconds()) {
      void this.expire(id).delivered;
    }
    return record;
  }

  get(id: string): SessionRecord {
    const record = this.find(id);
    if (!record) throw noSuch("checkout.session", id, "session");
    return record;
  }

  /** Expires every open session whose `expires_at` has passed (sends `checkout.session.expired`). */
  sweep(): void {
    for (const id of this.sessions.keys()) this.find(id);
  }

  /**
   * `POST /v1/checkout/sessions/:id`: only `metadata` is supported. As at Stripe, keys are merged
   * into the session's metadata, a key set to "" is removed, and metadata="" clears it all.
   */
  update(id: string, params: Params): SessionRecord {
    const record = this.get(id);
    checkKnown(params, ["expand", "metadata"]);
    const { session } = record;
    if (params.metadata === "") session.metadata = {};
    else if (params.metadata !== undefined) {
      const cleared = Object.entries(isObject(params.metadata) ? params.metadata : {})
        .filter(([, value]) => value === "")
        .map(([key]) => key);
      const merged = { ...session.metadata, ...metadataParam(params.metadata) };
      for (const key of cleared) delete merged[key];
      session.metadata = merged;
    }
    return record;
  }

  expire(id: string): Transition {
    const record = this.sessions.get(id);
    if (!record) throw noSuch("checkout.session", id, "session");
    const { session } = record;
    if (session.status !== "open") {
      throw invalid('Only Checkout Sessions with a status in ["open"] can be expired', {
        param: "session",
      });
    }
    session.status = "expired";
    session.url = null;
    return { session, delivered: this.emit("checkout.session.expired", session) };
  }

  /** What the hosted page's Pay button does: completes the session and creates a payment intent. */
  pay(id: string): Transition {
    const record = this.get(id);
    const { session } = record;
    if (session.status !== "open") {
      throw invalid(`This Checkout Session is ${session.status} and can no longer be paid.`, {
        param: "session",
      });
    }
    const pi: PaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: session.amount_total,
      created: nowSeconds(),
      currency: session.currency,
      customer: null,
      description: record.paymentIntentData.description,
      latest_charge: newId("ch"),
      livemode: false,
      metadata: { ...record.paymentIntentData.metadata },
      payment_method_types: ["card"],
      receipt_email: session.customer_email,
      status: "succeeded",
    };
    this.paymentIntents.set(pi.id, pi);
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = pi.id;
    session.url = null;
    session.customer_details = {
      address: null,
      email: session.customer_email ?? "customer@example.com",
      name: "Local Test Customer",
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    return { session, delivered: this.emit("checkout.session.completed", session) };
  }

  paymentIntent(id: string): PaymentIntent {
    const pi = this.paymentIntents.get(id);
    if (!pi) throw noSuch("payment_intent", id, "intent");
    return pi;
  }

  createRefund(params: Params): Refund {
    checkKnown(params, REFUND_PARAMS);
    const piId = stringParam(params.payment_intent, "payment_intent");
    const chargeId = stringParam(params.charge, "charge");
    let pi: PaymentIntent | undefined;
    if (piId) {
      pi = this.paymentIntents.get(piId);
      if (!pi) throw noSuch("payment_intent", piId, "payment_intent", 400);
    } else if (chargeId) {
      pi = [...this.paymentIntents.values()].find((p) => p.latest_charge === chargeId);
      if (!pi) throw noSuch("charge", chargeId, "charge", 400);
    } else {
      throw missingParam("payment_intent");
    }
    const refunded = this.refunds
      .filter((r) => r.payment_intent === pi.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const remaining = pi.amount_received - refunded;
    if (remaining <= 0) {
      throw invalid(`Charge ${pi.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const amount = intParam(params.amount, "amount", 1) ?? remaining;
    if (amount > remaining) {
      const fmt = (c: number) => `$${(c / 100).toFixed(2)}`;
      throw invalid(
        `Refund amount (${fmt(amount)}) is greater than unrefunded amount on charge (${fmt(remaining)})`,
        { code: "amount_too_large", param: "amount" },
      );
    }
    const reason = stringParam(params.reason, "reason") || null;
    if (reason && !REFUND_REASONS.includes(reason)) {
      throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, {
        param: "reason",
      });
    }
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: pi.latest_charge,
      created: nowSeconds(),
      currency: pi.currency,
      metadata: metadataParam(params.metadata),
      payment_intent: pi.id,
      reason,
      receipt_number: null,
      status: "succeeded",
    };
    this.refunds.push(refund);
    // As Stripe does, the account's webhook hears of it after the API has answered.
    void this.emit("charge.refunded", this.charge(pi));
    return refund;
  }

  /** The charge of a payment intent, with what has been refunded of it so far. */
  charge(pi: PaymentIntent): Charge {
    const refunded = this.refunds
      .filter((r) => r.payment_intent === pi.id)
      .reduce((sum, r) => sum + r.amount, 0);
    return {
      id: pi.latest_charge,
      object: "charge",
      amount: pi.amount_received,
      amount_captured: pi.amount_received,
      amount_refunded: refunded,
      created: pi.created,
      currency: pi.currency,
      livemode: false,
      metadata: pi.metadata,
      paid: true,
      payment_intent: pi.id,
      refunded: refunded >= pi.amount_received,
      status: "succeeded",
    };
  }

  refund(id: string): Refund {
    const refund = this.refunds.find((r) => r.id === id);
    if (!refund) throw noSuch("refund", id, "id");
    return refund;
  }

  private async emit(type: string, object: CheckoutSession | Charge): Promise<EventRecord> {
    const { record, firstAttempt } = this.webhooks.emit(type, object);
    await firstAttempt;
    return record;
  }
}
