import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderTable } from "@/components/admin/event-dashboard-tables";
import { OrderList } from "@/components/admin/order-list";
import { ORDER_COLUMNS } from "@/lib/console/export-columns";
import type { OrderLine } from "@/lib/console/queries/exports";

// The organiser reads a partly paid order's state as the vendor does: "Paid in part" once most of
// its total is paid (a booth paid in full that took an add-on afterwards), "Deposit paid" when
// half or less is, in the orders list, the event dashboard's latest orders and the exports.

const placed = new Date("2030-06-01T16:00:00Z");
/** A booth paid in full ($1,395.36) that then took an organiser's charge: $328.01 of $1,723.37 owed. */
const addedAfter = { id: 1, status: "PARTIALLY_PAID", totalCents: 172337, balanceCents: 32801 };
/** The cart's minimum first payment on the same total. */
const deposit = { id: 2, status: "PARTIALLY_PAID", totalCents: 172337, balanceCents: 129253 };

const listRow = (o: typeof addedAfter) => ({
  ...o,
  status: "PARTIALLY_PAID" as const,
  vendorId: 7,
  vendorName: "Cedar Grill",
  email: "cedar@example.com",
  eventId: 3,
  eventName: "Summer Festival",
  paidCents: o.totalCents - o.balanceCents,
  refundedCents: 0,
  createdAt: placed,
});

describe("a partly paid order's state in the console", () => {
  it("the orders list and the dashboard say Paid in part or Deposit paid by what was paid", () => {
    const rows = [listRow(addedAfter), listRow(deposit)];
    const list = renderToStaticMarkup(
      createElement(OrderList, { rows: rows.map((r) => ({ ...r, items: ["F-03"] })) }),
    );
    expect(list).toContain("Paid in part, $328.01 due");
    expect(list).toContain("Deposit paid, $1,292.53 due");
    const dashboard = renderToStaticMarkup(
      createElement(OrderTable, {
        orders: rows.map((r) => ({
          ...r,
          items: [{ kind: "BOOTH" as const, name: "F-03", sectionName: "Food" }],
        })),
      }),
    );
    expect(dashboard).toContain("Paid in part, $328.01 due");
    expect(dashboard).toContain("Deposit paid, $1,292.53 due");
  });

  it("the orders export says the same", () => {
    const status = ORDER_COLUMNS.find((c) => c.header === "Status")!;
    const line = (o: typeof addedAfter) =>
      ({ ...listRow(o), owedCents: o.balanceCents }) as unknown as OrderLine;
    expect(status.value(line(addedAfter))).toBe("Paid in part, $328.01 due");
    expect(status.value(line(deposit))).toBe("Deposit paid, $1,292.53 due");
  });
});
