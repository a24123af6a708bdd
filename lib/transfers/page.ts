import "server-only";
import { createHash } from "node:crypto";
import type { TicketEvent } from "../tickets/documents";
import { findTransferForAccept } from "./queries";
import { transferBar } from "./rules";

/** What the page that accepts a transfer shows to the account that opened its link. */
export type TransferPageState =
  | { state: "invalid" }
  | { state: "accepted" | "cancelled" | "closed"; seat: string; event: TicketEvent }
  | { state: "wrongAccount"; toEmail: string; seat: string; event: TicketEvent }
  | { state: "open"; from: string; seat: string; event: TicketEvent };

/**
 * The transfer a link names, for `account`: an unknown transfer or a wrong token is "invalid"
 * (nothing of it is shown); otherwise whether it can still be accepted, and by whom.
 */
export async function transferPageState(
  transferId: number,
  token: string,
  account: { accountId: number; email: string },
): Promise<TransferPageState> {
  const found = await findTransferForAccept(transferId);
  const hash = createHash("sha256").update(token).digest("hex");
  if (!found || found.transfer.tokenHash !== hash) return { state: "invalid" };
  const { transfer, seatLabel: seat, event } = found;
  if (transfer.status === "ACCEPTED") return { state: "accepted", seat, event };
  if (transfer.status === "CANCELLED") return { state: "cancelled", seat, event };
  if (account.email.toLowerCase() !== transfer.toEmail)
    return { state: "wrongAccount", toEmail: transfer.toEmail, seat, event };
  if (transferBar({ voided: found.voided, admitted: false, event }))
    return { state: "closed", seat, event };
  return { state: "open", from: found.fromName, seat, event };
}
