import "server-only";
import { findAccountDetail, listAccounts, setAccountDisabled } from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import type { Role } from "@/db/queries/model";
import { endAccountSessions } from "./queries/sessions";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";

// The organiser console's accounts: who booked, what they owe, and switching an account off.

export const VENDORS_PAGE_SIZE = 50;

export async function vendorList(filter: { role: Role; q?: string }, page: number) {
  const { rows, total } = await listAccounts(filter, {
    offset: (page - 1) * VENDORS_PAGE_SIZE,
    limit: VENDORS_PAGE_SIZE,
  });
  return { rows, total, page, pageSize: VENDORS_PAGE_SIZE };
}

/** One account with its orders and what it owes in all (the balances of its partly paid orders). */
export async function vendorDetail(accountId: number) {
  const detail = await findAccountDetail(accountId);
  if (!detail) throw appError("NOT_FOUND", "errors.vendors.notFound");
  const owedCents = detail.orders
    .filter((o) => o.status === "PARTIALLY_PAID")
    .reduce((sum, o) => sum + o.balanceCents, 0);
  return { ...detail, owedCents };
}

/**
 * PUT /api/admin/v1/vendors/{vendorId} {disabled}: a disabled account cannot log in and every
 * session it has ends at once (in the same transaction, with the audit row). An organiser cannot
 * disable their own account.
 */
export async function setVendorDisabled(actorId: number, accountId: number, disabled: boolean) {
  if (accountId === actorId && disabled)
    throw appError("CONFLICT", "errors.vendors.cannotDisableSelf");
  await transaction(async (tx) => {
    const before = await setAccountDisabled(tx, accountId, disabled);
    if (!before) throw appError("NOT_FOUND", "errors.vendors.notFound");
    if (disabled) await endAccountSessions(accountId, { db: tx });
    if (disabled !== (before.disabledAt !== null))
      await recordAudit(tx, {
        actorId,
        entity: "vendor",
        entityId: accountId,
        action: "update",
        before: { disabled: before.disabledAt !== null },
        after: { disabled },
      });
  });
  return vendorDetail(accountId);
}
