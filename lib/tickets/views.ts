import "server-only";
import QRCode from "qrcode";
import type { AccountTicket } from "./queries";
import { ticketCode } from "./documents";

/** A ticket as its page shows it: the signed code and its QR code as SVG markup. */
export type TicketView = AccountTicket & { code: string; qrSvg: string | null };

export async function ticketViews(tickets: AccountTicket[]): Promise<TicketView[]> {
  return Promise.all(
    tickets.map(async (t) => {
      const code = ticketCode(t);
      // a voided ticket admits no one: no code to show
      const qrSvg = t.voided
        ? null
        : await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { ...t, code, qrSvg };
    }),
  );
}
