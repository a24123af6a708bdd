import { describe, expect, it } from "vitest";
import type { OrderView } from "@/lib/orders/queries/view";
import { codedReason, reasonText } from "@/lib/orders/reasons";
import { orderRefundEmail } from "@/lib/payments/emails";
import { formatCad } from "@/lib/payments/pricing";

// Why an order ended or money went back, as its readers see it: an organiser's words as they
// were written, whoever reads them; a reason the site gave itself in the reader's language, with
// amounts as that language writes money.

describe("an organiser's reason", () => {
  it("is shown as written, in every language", () => {
    for (const locale of ["en", "ar"] as const) {
      expect(reasonText("Stall not permitted", locale)).toBe("Stall not permitted");
      expect(reasonText("لم يحضر العارض", locale)).toBe("لم يحضر العارض");
      // braces and apostrophes are the organiser's, not a message's
      expect(reasonText("Moved to {B-2}, don't ask", locale)).toBe("Moved to {B-2}, don't ask");
    }
  });

  it("is shown as written even when it starts like a stored code but names no reason", () => {
    for (const text of [
      "code:reasons.noSuchReason",
      "code:errors.orders.notFound",
      'code:reasons.overpaid {"owedCents":',
      'code:reasons.overpaid {"owedCents":[1]}',
      "code: see the e-mail",
    ])
      expect(reasonText(text, "ar")).toBe(text);
  });
});

describe("a reason the site gives itself", () => {
  it("says in English what the site always wrote", () => {
    const en = (stored: string) => reasonText(stored, "en");
    expect(en(codedReason("reasons.lateRefund"))).toBe(
      "Your payment arrived after your hold ended and the items were taken by someone else, so it has been refunded in full.",
    );
    expect(en(codedReason("reasons.orderEnded", { amountCents: 45000 }))).toBe(
      "This order was cancelled or had ended when your payment of $450.00 arrived, so we refunded it in full.",
    );
    expect(en(codedReason("reasons.overpaid", { owedCents: 5000, excessCents: 1250 }))).toBe(
      "Your payment was more than the $50.00 still owed, so we refunded $12.50.",
    );
    expect(en(codedReason("reasons.refundedAtProvider"))).toBe("Refunded in Stripe");
    expect(en(codedReason("reasons.checkoutReplaced"))).toBe(
      "You started a newer checkout, so this one was cancelled and its items released.",
    );
    expect(en(codedReason("reasons.depositReturned"))).toBe(
      "Damage deposit returned after the event",
    );
  });

  it("says it in Arabic to an Arabic reader, with the amounts as Arabic writes money", () => {
    const stored = codedReason("reasons.overpaid", { owedCents: 5000, excessCents: 1250 });
    expect(reasonText(stored, "ar")).toBe(
      `كانت دفعتك أكبر من المبلغ المستحق المتبقي ${formatCad(5000, "ar")}، لذلك أعدنا إليك ${formatCad(1250, "ar")}.`,
    );
    expect(reasonText(codedReason("reasons.lateRefund"), "ar")).toBe(
      "وصلت دفعتك بعد انتهاء مدة الحجز وكان شخص آخر قد أخذ العناصر، لذلك أُعيد المبلغ إليك كاملًا.",
    );
    expect(
      reasonText(codedReason("reasons.depositAlreadyPaid", { amountCents: 50000 }), "ar"),
    ).toContain(formatCad(50000, "ar"));
  });

  it("keeps an organiser's words inside it as written (a ticket voided by a refund)", () => {
    const stored = codedReason("reasons.ticketCancelled", { reason: "No show {x}" });
    expect(reasonText(stored, "en")).toBe("Cancelled: No show {x}");
    expect(reasonText(stored, "ar")).toBe("أُلغي: No show {x}");
  });
});

describe("the refund e-mail", () => {
  const view = (locale: OrderView["locale"]): OrderView => ({
    orderId: 42,
    vendorId: 7,
    status: "PARTIALLY_PAID",
    checkoutType: "BOOTH_CART",
    contactName: "Ali",
    vendorName: "Ali & Co",
    email: "ali@example.com",
    lob: "Crafts",
    event: null,
    items: [],
    subtotalCents: 45000,
    discountCents: 0,
    feesCents: 0,
    taxCents: 0,
    totalCents: 45000,
    paidCents: 50000,
    balanceCents: 0,
    couponCode: null,
    message: null,
    locale,
  });
  const change = (reason: string) => ({
    amountCents: 5000,
    reason,
    released: [],
    cancelled: false,
  });

  it("gives the site's reason in the order's language", async () => {
    const reason = codedReason("reasons.overpaid", { owedCents: 45000, excessCents: 5000 });
    const english = await orderRefundEmail(view("en"), change(reason));
    expect(english.text).toContain(
      "Reason: Your payment was more than the $450.00 still owed, so we refunded $50.00.",
    );
    const arabic = await orderRefundEmail(view("ar"), change(reason));
    expect(arabic.text).toContain(reasonText(reason, "ar"));
    expect(arabic.text).not.toContain("Your payment");
  });

  it("gives the organiser's reason as written", async () => {
    const arabic = await orderRefundEmail(view("ar"), change("Booth moved to B-2"));
    expect(arabic.text).toContain("Booth moved to B-2");
  });
});
