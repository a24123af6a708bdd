import { describe, expect, it } from "vitest";
import type { OrderView } from "@/lib/orders/queries/view";
import { receiptEmail } from "@/lib/payments/emails";
import { thingsToDo } from "@/lib/requirements/things-to-do";
import { thingsToDoLine } from "@/lib/requirements/things-to-do-words";

// "3 things to do before January 16, 2025": what a booked booth still needs, counted from its
// checklist (requirements not approved, and the balance while owed), dated by the earliest due
// day, said in both languages, and in the receipt with the way to the profile's checklist.

const item = (
  status: "NEEDED" | "SUBMITTED" | "APPROVED" | "REJECTED" | "OVERDUE",
  dueDate: string,
) => ({ status, dueDate });

describe("things to do", () => {
  it("counts what is not approved and the unpaid balance, dated by the earliest due day", () => {
    expect(
      thingsToDo(
        {
          items: [
            item("NEEDED", "2025-01-16"),
            item("SUBMITTED", "2025-01-25"),
            item("APPROVED", "2025-01-10"),
          ],
          paidInFull: false,
        },
        "2025-01-24",
      ),
    ).toEqual({ count: 3, before: "2025-01-16" });
    // the balance's day counts when it is the earliest
    expect(
      thingsToDo({ items: [item("REJECTED", "2025-01-25")], paidInFull: false }, "2025-01-20"),
    ).toEqual({ count: 2, before: "2025-01-20" });
    // paid and all approved: nothing to do; an event that asks nothing: no line at all
    expect(
      thingsToDo({ items: [item("APPROVED", "2025-01-16")], paidInFull: true }, null),
    ).toBeNull();
    expect(thingsToDo({ items: [], paidInFull: false }, "2025-01-24")).toBeNull();
    // only the balance, with no due day set
    expect(
      thingsToDo({ items: [item("APPROVED", "2025-01-16")], paidInFull: false }, null),
    ).toEqual({
      count: 1,
      before: null,
    });
  });

  it("says it in English and in Arabic, with Arabic's plural forms", () => {
    expect(thingsToDoLine({ count: 3, before: "2025-01-16" }, "en")).toBe(
      "3 things to do before January 16, 2025",
    );
    expect(thingsToDoLine({ count: 1, before: "2025-01-16" }, "en")).toBe(
      "1 thing to do before January 16, 2025",
    );
    expect(thingsToDoLine({ count: 1, before: null }, "en")).toBe("1 thing to do");
    expect(thingsToDoLine({ count: 2, before: "2025-01-16" }, "ar")).toMatch(
      /^أمران عليك إنجازهما قبل /,
    );
    expect(thingsToDoLine({ count: 3, before: "2025-01-16" }, "ar")).toMatch(
      /^3 أمور عليك إنجازها قبل 16 يناير 2025$/,
    );
    expect(thingsToDoLine({ count: 11, before: "2025-01-16" }, "ar")).toMatch(/^11 أمرًا/);
  });

  it("the receipt of a booked booth says it, with the link to the profile's checklist", async () => {
    const view: OrderView = {
      orderId: 77,
      vendorId: 3,
      status: "PARTIALLY_PAID",
      checkoutType: "BOOTH_CART",
      contactName: "Rana",
      vendorName: "Rana Sweets",
      email: "rana@example.com",
      lob: "Sweets",
      event: null,
      items: [{ id: 9, kind: "BOOTH", name: "T-03", sectionName: null, priceCents: 30000 }],
      subtotalCents: 30000,
      discountCents: 0,
      feesCents: 0,
      taxCents: 0,
      totalCents: 30000,
      paidCents: 10000,
      balanceCents: 20000,
      couponCode: null,
      message: null,
      locale: "en",
    };
    const mail = await receiptEmail(view, { count: 2, before: "2025-01-16" });
    expect(mail.text).toContain("2 things to do before January 16, 2025");
    expect(mail.html).toMatch(/href="[^"]*\/profile#checklist-77"/);
    const arabic = await receiptEmail(
      { ...view, locale: "ar" },
      { count: 2, before: "2025-01-16" },
    );
    expect(arabic.text).toContain("أمران عليك إنجازهما قبل");
    expect(arabic.html).toMatch(/href="[^"]*\/ar\/profile#checklist-77"/);
    // without things to do (a ticket order, an event that asks nothing), no such line
    expect((await receiptEmail(view)).text).not.toContain("things to do");
  });
});
