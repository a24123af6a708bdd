import { invalid, missingParam } from "./errors";
import type { Param, Params } from "./form";
import {
  checkKnown,
  currencyParam,
  intParam,
  isObject,
  metadataParam,
  objectParam,
  requiredInt,
  requiredString,
  stringParam,
  urlParam,
} from "./params";
import type { CheckoutSession, LineItem, Metadata } from "./types";
import { newId, nowSeconds } from "./util";

/** Top-level parameters of `POST /v1/checkout/sessions` (Stripe API), accepted even if ignored. */
// prettier-ignore
const SESSION_PARAMS = [
  "adaptive_pricing", "after_expiration", "allow_promotion_codes", "allowed_payment_method_types",
  "automatic_tax", "billing_address_collection", "branding_settings", "cancel_url",
  "client_reference_id", "consent_collection", "currency", "custom_fields", "custom_text",
  "customer", "customer_account", "customer_creation", "customer_email", "customer_update",
  "discounts", "excluded_payment_method_types", "expand", "expires_at", "integration_identifier",
  "invoice_creation", "line_items", "locale", "managed_payments", "metadata", "mode",
  "name_collection", "optional_items", "origin_context", "payment_intent_data",
  "payment_method_collection", "payment_method_configuration", "payment_method_data",
  "payment_method_options", "payment_method_types", "permissions", "phone_number_collection",
  "redirect_on_completion", "return_url", "saved_payment_method_options", "setup_intent_data",
  "shipping_address_collection", "shipping_options", "submit_type", "subscription_data",
  "success_url", "tax_id_collection", "ui_mode", "wallet_options",
] as const;

// prettier-ignore
const LINE_ITEM_PARAMS = ["adjustable_quantity", "dynamic_tax_rates", "metadata", "price", "price_data", "quantity", "tax_rates"];
const PRICE_DATA_PARAMS = [
  "currency",
  "product",
  "product_data",
  "recurring",
  "tax_behavior",
  "unit_amount",
  "unit_amount_decimal",
];
const PRODUCT_DATA_PARAMS = ["description", "images", "metadata", "name", "tax_code", "unit_label"];

export const MIN_EXPIRY_SECONDS = 30 * 60;
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Clock slack so "exactly 30 min / 24 h ahead", computed a moment earlier by the client, passes. */
const EXPIRY_SLACK_SECONDS = 5;
const MIN_CHARGE = 50;

export interface SessionRecord {
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Metadata; description: string | null };
}

function buildLineItem(raw: Param, i: number, created: number): LineItem {
  const p = `line_items[${i}]`;
  if (!isObject(raw)) throw invalid("Invalid object", { param: p });
  checkKnown(raw, LINE_ITEM_PARAMS, p);
  if (raw.price !== undefined) {
    const price = typeof raw.price === "string" ? raw.price : "";
    throw invalid(`No such price: '${price}' (stripe-local supports price_data only)`, {
      code: "resource_missing",
      param: `${p}[price]`,
    });
  }
  const pd = objectParam(raw.price_data, `${p}[price_data]`);
  if (!pd) throw missingParam(`${p}[price_data]`);
  checkKnown(pd, PRICE_DATA_PARAMS, `${p}[price_data]`);
  if (pd.recurring !== undefined) {
    throw invalid("`recurring` prices are not supported in `payment` mode.", {
      param: `${p}[price_data][recurring]`,
    });
  }
  const currency = currencyParam(pd.currency, `${p}[price_data][currency]`);
  if (!currency) throw missingParam(`${p}[price_data][currency]`);
  const unitAmount = requiredInt(pd.unit_amount, `${p}[price_data][unit_amount]`, 0);
  const product = objectParam(pd.product_data, `${p}[price_data][product_data]`);
  if (!product) throw missingParam(`${p}[price_data][product_data]`);
  checkKnown(product, PRODUCT_DATA_PARAMS, `${p}[price_data][product_data]`);
  const name = requiredString(product.name, `${p}[price_data][product_data][name]`);
  const description = stringParam(
    product.description,
    `${p}[price_data][product_data][description]`,
  );
  const quantity = requiredInt(raw.quantity, `${p}[quantity]`, 1);
  const amount = unitAmount * quantity;
  return {
    id: newId("li"),
    object: "item",
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: name,
    price: {
      id: newId("price"),
      object: "price",
      active: false,
      created,
      currency,
      livemode: false,
      metadata: {},
      product: newId("prod"),
      product_data: description ? { name, description } : { name },
      type: "one_time",
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    },
    quantity,
  };
}

function expiresAt(value: Param | undefined, now: number): number {
  const at = intParam(value, "expires_at");
  if (at === undefined) return now + MAX_EXPIRY_SECONDS;
  if (at < now + MIN_EXPIRY_SECONDS - EXPIRY_SLACK_SECONDS) {
    throw invalid(
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      { param: "expires_at" },
    );
  }
  if (at > now + MAX_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS) {
    throw invalid(
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      { param: "expires_at" },
    );
  }
  return at;
}

/** Validates `POST /v1/checkout/sessions` parameters and builds the session (status "open"). */
export function buildSession(params: Params, baseUrl: string): SessionRecord {
  checkKnown(params, SESSION_PARAMS);
  const now = nowSeconds();
  const mode = requiredString(params.mode, "mode");
  if (mode !== "payment") {
    throw invalid(`stripe-local only supports mode=payment, got '${mode}'.`, { param: "mode" });
  }
  const uiMode = stringParam(params.ui_mode, "ui_mode");
  if (uiMode && uiMode !== "hosted") {
    throw invalid(`stripe-local only supports ui_mode=hosted.`, { param: "ui_mode" });
  }
  const successUrl = urlParam(params.success_url, "success_url");
  const cancelUrl = urlParam(params.cancel_url, "cancel_url");
  const rawItems = params.line_items;
  if (rawItems === undefined || rawItems === "") throw missingParam("line_items");
  if (!Array.isArray(rawItems) || rawItems.length === 0) {
    throw invalid("Invalid array", { param: "line_items" });
  }
  const lineItems = rawItems.map((raw, i) => buildLineItem(raw, i, now));
  const currency = currencyParam(params.currency, "currency") ?? lineItems[0]!.currency;
  lineItems.forEach((item, i) => {
    if (item.currency !== currency) {
      throw invalid(`All line items must use the same currency (${currency}).`, {
        param: `line_items[${i}][price_data][currency]`,
      });
    }
  });
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  if (total < MIN_CHARGE) {
    throw invalid(
      `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`,
      { param: "line_items" },
    );
  }
  const customerEmail = stringParam(params.customer_email, "customer_email", 800) || null;
  if (customerEmail && !/^[^@\s]+@[^@\s]+$/.test(customerEmail)) {
    throw invalid(`Invalid email address: ${customerEmail}`, {
      code: "email_invalid",
      param: "customer_email",
    });
  }
  const pid = objectParam(params.payment_intent_data, "payment_intent_data");
  const id = newId("cs_test", 58);
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    after_expiration: null,
    allow_promotion_codes: params.allow_promotion_codes === "true" ? true : null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection:
      stringParam(params.billing_address_collection, "billing_address_collection") ?? null,
    cancel_url: cancelUrl,
    client_reference_id:
      stringParam(params.client_reference_id, "client_reference_id", 200) || null,
    client_secret: null,
    created: now,
    currency,
    customer: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: customerEmail,
    expires_at: expiresAt(params.expires_at, now),
    invoice: null,
    livemode: false,
    locale: stringParam(params.locale, "locale") ?? null,
    metadata: metadataParam(params.metadata),
    mode: "payment",
    payment_intent: null,
    payment_link: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    submit_type: stringParam(params.submit_type, "submit_type") ?? null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${baseUrl}/pay/${id}`,
  };
  return {
    session,
    lineItems,
    paymentIntentData: {
      metadata: metadataParam(pid?.metadata, "payment_intent_data[metadata]"),
      description: stringParam(pid?.description, "payment_intent_data[description]", 1000) || null,
    },
  };
}

export function withSessionId(url: string, id: string): string {
  return url.replaceAll("{CHECKOUT_SESSION_ID}", id);
}
