import { describe, expect, it } from "vitest";
import { invoiceNumber, invoicePath, parseInvoiceNumber } from "@/lib/orders/invoice";

describe("invoice and credit-note numbers", () => {
  it("are written with their kind and six digits at least, and read back", () => {
    expect(invoiceNumber("INVOICE", 1)).toBe("INV-000001");
    expect(invoiceNumber("CREDIT_NOTE", 2)).toBe("CN-000002");
    expect(invoiceNumber("INVOICE", 1_234_567)).toBe("INV-1234567");
    expect(parseInvoiceNumber("INV-000001")).toEqual({ kind: "INVOICE", n: 1 });
    expect(parseInvoiceNumber("CN-000002")).toEqual({ kind: "CREDIT_NOTE", n: 2 });
    expect(parseInvoiceNumber("INV-1234567")).toEqual({ kind: "INVOICE", n: 1_234_567 });
    expect(invoicePath("CN-000002")).toBe("/api/v1/invoices/CN-000002");
  });

  it("refuse anything else", () => {
    for (const text of [
      "INV-1",
      "inv-000001",
      "INV-000000",
      "CR-000001",
      "INV-000001 ",
      "INV-9999999999",
      "CN-3000000000",
    ])
      expect(parseInvoiceNumber(text), text).toBeNull();
  });
});
