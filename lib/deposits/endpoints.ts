import "server-only";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { publicOrigin } from "../http/origin";
import { requestLocale } from "../http/request";
import { recordOfficeDeposit, returnDeposit } from "../orders/office";
import { DEPOSIT_ROUTES } from "./api";
import { payDeposit } from "./checkout";

/** The vendor pays the damage deposit of a booked booth order. */
export const VENDOR_DEPOSIT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DEPOSIT_ROUTES.pay,
    summary: "Pay an order's damage deposit through Stripe Checkout (vendors)",
    description:
      "-> {sessionId, url}: a Checkout Session for exactly the order's damage deposit (one line, 'Damage deposit (refundable)', no fees, no HST), returning to /success; the deposit is kept apart from the order's price and refunded after the event. NOT_FOUND for another vendor's or an unknown order; CONFLICT for an order that is not a booked booth order (PARTIALLY_PAID or PAID), owes no deposit, or holds one already; 503 when the payment provider is unreachable. A second session paid after the first is refunded in full",
    access: ["vendor"],
    csrf: true,
    handle: async ({ request, caller, params }) =>
      payDeposit(caller, params.orderId, {
        origin: publicOrigin(request),
        locale: requestLocale(request),
      }),
  }),
];

/** The office records a deposit paid at the office and decides its return after the event. */
export const OFFICE_DEPOSIT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DEPOSIT_ROUTES.office,
    summary: "Record a damage deposit paid at the office (organisers)",
    description:
      "{method: CHEQUE | ETRANSFER | CASH, reference} -> 201 {orderId, paymentId, amountCents (the deposit owed), depositCents, depositPaidCents, depositReturnedCents, depositKeptCents, depositStatus: HELD}; no invoice number (a deposit is not a sale); the vendor gets the deposit's receipt; CONFLICT for an order that is not a booked booth order, owes no deposit, or holds one already",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(await recordOfficeDeposit(caller.accountId, params.orderId, body), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...DEPOSIT_ROUTES.return,
    summary:
      "Decide an order's damage deposit after the event: return it in full, in part, or keep it (organisers)",
    description:
      "{returnedCents (integer cents, 0 to the deposit held), reason (required when any is kept), checklist: {vacated, noDamage, garbageRemoved}} -> {orderId, returnedCents, keptCents, refundIds, depositCents, depositPaidCents, depositReturnedCents, depositKeptCents, depositStatus: RETURNED | PARTLY_RETURNED | KEPT}; the amount returned is refunded through the deposit's own payment (Stripe; a deposit paid at the office is recorded as returned by cheque), the rest kept, the inspection recorded, and the vendor e-mailed the amounts and the reason in their language. CONFLICT before the event's last day is over and for a deposit not held (not paid, or already decided); BAD_REQUEST naming returnedCents above the deposit held, or reason when any is kept without one; SERVICE_UNAVAILABLE when Stripe refused the refund (the deposit is held again and may be decided again)",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      returnDeposit(caller.accountId, params.orderId, body),
  }),
];
