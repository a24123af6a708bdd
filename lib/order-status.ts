import type { OrderStatus } from "@/db/queries/model";
import { formatCad } from "./pricing";

/** An order's state in words a vendor or visitor reads, and how loudly to show it. */
export function orderStatusWords(
  status: OrderStatus,
  balanceCents: number,
): { text: string; tone: "done" | "due" | "open" | "ended" } {
  switch (status) {
    case "PAID":
      return { text: "Paid", tone: "done" };
    case "PARTIALLY_PAID":
      return { text: `Deposit paid, ${formatCad(balanceCents)} due`, tone: "due" };
    case "PENDING":
      return { text: "Awaiting payment", tone: "open" };
    case "CANCELLED":
      return { text: "Cancelled", tone: "ended" };
    case "EXPIRED":
      return { text: "Checkout expired, not paid", tone: "ended" };
    case "FAILED":
      return { text: "Payment failed", tone: "ended" };
    case "REFUNDED":
      return { text: "Refunded", tone: "ended" };
  }
}
