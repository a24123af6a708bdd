import { describe, expect, it } from "vitest";
import { ticketsEmail } from "@/lib/email/components/tickets-email";
import { visitorWelcomeEmail } from "@/lib/email/components/visitor-welcome";
import { passwordResetEmail, welcomeEmail } from "@/lib/email/templates";
import { receiptEmail, refundEmail } from "@/lib/payments/emails";
import type { OrderView } from "@/db/queries/order-view";

// What a reader sees in each message: a name is shown as written (in the HTML escaped, never
// markup), the link is the button's address, and the plain-text part says the same sentences
// with the same address.

const ORIGIN = "https://festival.test";
const HOSTILE = "<b>Ali & Co</b>";
const HOSTILE_HTML = "&lt;b&gt;Ali &amp; Co&lt;/b&gt;";

/** The HTML shows the name escaped, and nowhere as markup. */
function expectEscapedName(html: string) {
  expect(html).toContain(`Hello ${HOSTILE_HTML},`);
  expect(html).not.toContain("<b>");
}

/** The plain-text part shows every sentence once, as written. */
function expectSentences(text: string, sentences: string[]) {
  for (const sentence of sentences) expect(text).toContain(sentence);
}

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: 42,
    vendorId: 7,
    status: "PARTIALLY_PAID",
    checkoutType: "BOOTH_CART",
    contactName: HOSTILE,
    vendorName: "Ali & Co",
    email: "ali@example.com",
    lob: "Crafts",
    event: {
      guid: "summer",
      name: "Summer <Festival>",
      dateText: "Sat, July 5",
      location: "Square",
      address: "300 City Centre Dr",
    },
    items: [{ id: 1, name: "A1", kind: "BOOTH", sectionName: "North", priceCents: 45000 }],
    subtotalCents: 45000,
    discountCents: 500,
    feesCents: 1575,
    taxCents: 6055,
    totalCents: 52130,
    paidCents: 20000,
    balanceCents: 32130,
    couponCode: "SAVE5",
    message: null,
    ...overrides,
  };
}

describe("password reset e-mail", () => {
  const token = "tok_en-123";
  const url = `${ORIGIN}/resetpassword?token=${token}`;
  const sentences = [
    `Hello ${HOSTILE},`,
    "We received a request to reset the password of your account.",
    `Your reset token is: ${token}`,
    "It works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];

  it("keeps its subject, escapes the name and links the reset page", async () => {
    const mail = await passwordResetEmail({ name: HOSTILE, token, origin: ORIGIN });
    expect(mail.subject).toBe("Mahrajan Events: reset your password");
    expectEscapedName(mail.html);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain(">Reset your password</");
    expect(mail.html).toContain(`Your reset token is: ${token}`);
  });

  it("says the same in plain text, with the link after its label", async () => {
    const mail = await passwordResetEmail({ name: HOSTILE, token, origin: ORIGIN });
    expectSentences(mail.text, sentences);
    expect(mail.text).toContain(`Reset your password: ${url}`);
    expect(mail.text).not.toContain("&amp;");
  });

  it("encodes the token in the link", async () => {
    const mail = await passwordResetEmail({ name: "Sam", token: "a+b/c=", origin: ORIGIN });
    expect(mail.text).toContain(`Reset your password: ${ORIGIN}/resetpassword?token=a%2Bb%2Fc%3D`);
    expect(mail.html).toContain(`href="${ORIGIN}/resetpassword?token=a%2Bb%2Fc%3D"`);
  });
});

describe("vendor welcome e-mail", () => {
  it("keeps its subject and wording, escapes the name and links the login page", async () => {
    const mail = await welcomeEmail({ name: HOSTILE, origin: ORIGIN });
    expect(mail.subject).toBe("Welcome to Mahrajan Events");
    expectEscapedName(mail.html);
    expect(mail.html).toContain(`href="${ORIGIN}/login"`);
    const sentences = [
      `Hello ${HOSTILE},`,
      "Your vendor account is ready. Log in to book exhibition booths at our festivals.",
    ];
    expectSentences(mail.text, sentences);
    expect(mail.text).toContain(`Log in: ${ORIGIN}/login`);
  });
});

describe("receipt e-mail", () => {
  it("goes to the order's contact with its subject, the name and the event escaped", async () => {
    const mail = await receiptEmail(order());
    expect(mail.to).toBe("ali@example.com");
    expect(mail.subject).toBe("Mahrajan Events: receipt for order 42");
    expectEscapedName(mail.html);
    expect(mail.html).toContain("Summer &lt;Festival&gt; (Sat, July 5)");
  });

  it("lists the figures one per line and says what is still owed", async () => {
    const mail = await receiptEmail(order());
    expectSentences(mail.text, [
      `Hello ${HOSTILE},`,
      "Thank you! We received your payment for order 42 (booth booking).",
      [
        "Summer <Festival> (Sat, July 5)",
        "North, Booth A1: $450.00",
        "Coupon SAVE5: -$5.00",
        "Sub Total: $450.00",
        "Fees: $15.75",
        "HST 13%: $60.55",
        "Total Amount: $521.30",
        "Paid: $200.00",
        "Balance: $321.30",
      ].join("\n"),
      "A balance of $321.30 remains. All payments are due one week before the festival; pay it from your profile.",
    ]);
    expect(mail.html).toContain("Sub Total: $450.00<br/>Fees: $15.75");
  });

  it("names seats and service fees for tickets, and a paid order as paid in full", async () => {
    const mail = await receiptEmail(
      order({
        checkoutType: "TICKETS",
        items: [
          { id: 9, name: "Row 1, Seat 2", kind: "SEAT", sectionName: null, priceCents: 3000 },
        ],
        discountCents: 0,
        couponCode: null,
        balanceCents: 0,
      }),
    );
    expectSentences(mail.text, [
      "We received your payment for order 42 (seats).",
      "Seat Row 1, Seat 2: $30.00",
      "Service Fees: $15.75",
      "Your order is paid in full.",
    ]);
    expect(mail.text).not.toContain("Coupon");
    expect(mail.text).not.toContain("A balance of");
  });
});

describe("refund e-mail", () => {
  it("keeps its subject and wording, with the name escaped", async () => {
    const mail = await refundEmail(order({ items: [{ ...order().items[0]!, name: "A1 & A2" }] }));
    expect(mail.to).toBe("ali@example.com");
    expect(mail.subject).toBe("Mahrajan Events: order 42 refunded");
    expectEscapedName(mail.html);
    expect(mail.html).toContain("your hold on A1 &amp; A2 ended");
    expectSentences(mail.text, [
      `Hello ${HOSTILE},`,
      "Your payment for order 42 arrived after your hold on A1 & A2 ended, and someone else has since booked it.",
      "We have refunded your payment in full. Nothing has been charged.",
    ]);
  });
});

describe("visitor e-mails", () => {
  it("spell their button as label and address in plain text", async () => {
    const welcome = await visitorWelcomeEmail({ name: "Sam", origin: ORIGIN });
    expect(welcome.text).toContain(`Choose your seats: ${ORIGIN}/stage`);
    const tickets = await ticketsEmail({
      name: HOSTILE,
      eventName: "Gala",
      dateText: "Sat, July 5",
      venue: "Hall",
      seats: ["Row 1, Seat 1"],
      paidCents: 3000,
      orderId: 42,
      ticketsUrl: `${ORIGIN}/tickets`,
    });
    expect(tickets.html).not.toContain("<b>");
    expect(tickets.text).toContain(`See your tickets: ${ORIGIN}/tickets`);
  });
});
