/** The invoice number a receipt carries: the order's number, as the foundation's books file it. */
export function invoiceNumber(orderId: number): string {
  return `INV-${String(orderId).padStart(6, "0")}`;
}
