/** Object shapes returned by stripe-local (a subset of Stripe's, same field names). */

export type Metadata = Record<string, string>;

export interface Price {
  id: string;
  object: "price";
  active: boolean;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  product: string;
  /** Not in Stripe's Price object: the `product_data` the line item was created with. */
  product_data: { name: string; description?: string };
  type: "one_time";
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface LineItem {
  id: string;
  object: "item";
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface List<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export type SessionStatus = "open" | "complete" | "expired";

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string;
  client_reference_id: string | null;
  client_secret: null;
  created: number;
  currency: string;
  customer: null;
  customer_creation: "if_required";
  customer_details: {
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: "none";
    tax_ids: [];
  } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | PaymentIntent | null;
  payment_link: null;
  payment_method_types: string[];
  payment_status: "unpaid" | "paid";
  status: SessionStatus;
  submit_type: string | null;
  subscription: null;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: "hosted";
  /** The hosted page; null once the session is complete or expired (as in Stripe). */
  url: string | null;
  line_items?: List<LineItem>;
}

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  latest_charge: string;
  livemode: false;
  metadata: Metadata;
  payment_method_types: string[];
  receipt_email: string | null;
  status: "succeeded";
}

/** A charge as the `charge.refunded` event carries it: what was paid and how much given back. */
export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
}

export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: "succeeded";
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: CheckoutSession | Charge };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface DeliveryAttempt {
  /** Epoch milliseconds when the attempt started. */
  at: number;
  /** HTTP status from the receiver, or null on a connection error/timeout. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface EventRecord {
  id: string;
  type: string;
  created: number;
  event: StripeEvent;
  /** The exact JSON string POSTed (and signed). */
  payload: string;
  /** "disabled" when no webhookUrl is configured (events are only recorded). */
  delivery: "pending" | "delivered" | "failed" | "disabled";
  attempts: DeliveryAttempt[];
}
