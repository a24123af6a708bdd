import "server-only";
import type { lockOrderForMoney, OrderChange } from "./queries/ledger";
import type { OrderItemRow } from "@/db/queries/model";
import type { PaymentMethod } from "@/db/queries/model";
import type { CheckoutSession } from "./stripe";
import type { Effects, RefundAsk } from "./effects";

// The money events the gate (./gate) takes, what each answers, and what a handler decides.

export type OfflinePaymentInput = {
  amountCents: number;
  method: Exclude<PaymentMethod, "STRIPE" | "COUPON">;
  reference: string | null;
};

/** The inspection after the event: the checklist, what of the held deposit is returned, and why. */
export type DepositReturnInput = {
  returnedCents: number;
  /** Why (required when any of the deposit is kept). */
  reason: string | null;
  checklist: { vacated: boolean; noDamage: boolean; garbageRemoved: boolean };
};

export type RefundInput = {
  amountCents: number;
  reason: string;
  /** Order item ids to give back (their booths and seats become AVAILABLE at once). */
  releaseItems: number[];
};

/** An add-on charged on a booked order: `quantity` of one catalogue add-on for one of its booths. */
export type AddonInput = { addonId: number; forBoothId: number; quantity: number };

export type MoneyEvent =
  | { kind: "provider-paid"; session: CheckoutSession }
  | {
      kind: "provider-unpaid";
      session: CheckoutSession;
      outcome: "EXPIRED" | "FAILED" | "CANCELLED";
    }
  | { kind: "provider-refunded"; charge: { payment_intent?: unknown; amount_refunded?: unknown } }
  | { kind: "free-checkout"; orderId: number }
  | { kind: "hold-lapsed"; orderId: number }
  | { kind: "refund-failed"; refundId: number }
  | { kind: "office-payment"; orderId: number; actorId: number; payment: OfflinePaymentInput }
  | { kind: "refund"; orderId: number; actorId: number; refund: RefundInput }
  | {
      kind: "charge";
      orderId: number;
      actorId: number;
      charge: { description: string; amountCents: number };
    }
  | {
      kind: "cancel";
      orderId: number;
      actorId: number;
      cancel: { refund: boolean; reason: string };
    }
  | {
      kind: "addon";
      orderId: number;
      actorId: number;
      addon: AddonInput;
      /** The approved request it answers (null: the vendor added one that needs no approval). */
      requestId: number | null;
    }
  | {
      kind: "office-deposit";
      orderId: number;
      actorId: number;
      payment: Omit<OfflinePaymentInput, "amountCents">;
    }
  | { kind: "deposit-return"; orderId: number; actorId: number; decision: DepositReturnInput };

export type Kind = MoneyEvent["kind"];
export type EventOf<K extends Kind> = Extract<MoneyEvent, { kind: K }>;

export type Released = { id: number; name: string; boothId: number | null; seatId: number | null };

/** What each event answers its caller. */
export type Answers = {
  "provider-paid": null;
  "provider-unpaid": null;
  "provider-refunded": null;
  "free-checkout": null;
  "hold-lapsed": { sessionIds: string[] } | null;
  "refund-failed": null;
  "office-payment": { paymentId: number };
  refund: { refundIds: number[]; released: Released[]; voided: string[]; amountCents: number };
  charge: { chargeId: number; taxCents: number };
  cancel: { refundIds: number[]; released: Released[]; voided: string[]; refundCents: number };
  addon: { orderItemId: number };
  "office-deposit": { paymentId: number; amountCents: number };
  "deposit-return": { refundIds: number[]; returnedCents: number; keptCents: number };
};

/** The order as the gate found it, locked, with the parties its e-mails name. */
export type Locked = NonNullable<Awaited<ReturnType<typeof lockOrderForMoney>>>;

/** What a handler decided; the gate then derives the figures and does the rest. */
export type Decision<A> = {
  answer: A;
  /** The order whose figures to derive again (null: nothing changed). */
  locked: Locked | null;
  change?: OrderChange;
  /** Money was applied to the order: the vendor gets a receipt. */
  receipt?: boolean;
  /** Money given back or items released: the vendor's notice. */
  notice?: { amountCents: number; reason: string; released: string[]; cancelled: boolean };
  /** A first payment refunded because its items were taken after its hold lapsed. */
  lateNotice?: boolean;
  /** Refunds written, to ask the provider for once the transaction has committed. */
  refunds?: RefundAsk[];
  effects?: Effects;
  /**
   * Writes the handler started without waiting for them, that the figures do not read (a sale's
   * booth and seat rows): the gate awaits them together with its read of the ledger.
   */
  writes?: Promise<unknown>[];
  /** The order's items as the handler read them, for the e-mails (read again when absent). */
  items?: OrderItemRow[];
  /** The organiser behind the event and what the audit row adds to the money columns. */
  audit?: { actorId: number; detail: Record<string, unknown> };
};

/** A decision that changes nothing. */
export const nothing = <A>(answer: A): Decision<A> => ({ answer, locked: null });
