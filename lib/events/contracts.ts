import "server-only";
import {
  contractVersionsOf,
  currentContractOf,
  insertContract,
  type EventRow,
} from "./queries/office";
import { recordAudit } from "@/lib/console/queries/audit";
import type { Tx } from "@/db/queries/model";
import { fieldError } from "../http/envelope";
import type { EventChangesInput } from "./resource";

// An event's vendor contract, whose text is never edited in place: an edit is a new version, and
// orders keep the version they accepted. Each version writes its audit row in the same transaction.

export type ContractFields = Pick<
  EventChangesInput,
  "contractText" | "contractTitle" | "contractTitleAr" | "contractSummaryAr" | "contractVersion"
>;
export const CONTRACT_KEYS = [
  "contractText",
  "contractTitle",
  "contractTitleAr",
  "contractSummaryAr",
  "contractVersion",
] as const satisfies readonly (keyof ContractFields)[];

/** The version after `current`: its last number counted on ("2025-v1" -> "2025-v2"), unused. */
export function nextContractVersion(current: string | undefined, taken: string[]): string {
  const used = new Set(taken);
  const match = current ? /^(.*?)(\d+)$/.exec(current) : null;
  const prefix = current ? (match ? match[1]! : `${current}-`) : "v";
  let n = match ? Number(match[2]) + 1 : current ? 2 : 1;
  for (;;) {
    const candidate = `${prefix}${n}`;
    if (candidate.length > 40) return nextContractVersion(undefined, taken);
    if (!used.has(candidate)) return candidate;
    n++;
  }
}

/**
 * Writes a new contract version when the contract fields say so: the fields not given come from
 * the current version. Nothing is written when they repeat the current version unchanged.
 */
export async function writeContract(
  tx: Tx,
  actorId: number,
  event: Pick<EventRow, "id" | "name">,
  fields: ContractFields,
): Promise<boolean> {
  if (!CONTRACT_KEYS.some((k) => fields[k] !== undefined)) return false;
  const current = await currentContractOf(event.id, tx);
  const body = fields.contractText ?? current?.body;
  if (!body) throw fieldError("BAD_REQUEST", "contractText", "errors.events.contractTextNeeded");
  const next = {
    title: fields.contractTitle ?? current?.title ?? `${event.name} Vendor Contract`,
    body,
    titleAr:
      fields.contractTitleAr !== undefined ? fields.contractTitleAr : (current?.titleAr ?? null),
    summaryAr:
      fields.contractSummaryAr !== undefined
        ? fields.contractSummaryAr
        : (current?.summaryAr ?? null),
  };
  const unchanged =
    current !== undefined &&
    next.title === current.title &&
    next.body === current.body &&
    next.titleAr === current.titleAr &&
    next.summaryAr === current.summaryAr &&
    (fields.contractVersion === undefined || fields.contractVersion === current.version);
  if (unchanged) return false;
  const taken = (await contractVersionsOf(event.id, tx)).map((v) => v.version);
  if (fields.contractVersion !== undefined && taken.includes(fields.contractVersion))
    throw fieldError("CONFLICT", "contractVersion", "errors.events.contractVersionTaken", {
      version: fields.contractVersion,
    });
  const version = fields.contractVersion ?? nextContractVersion(current?.version, taken);
  const row = await insertContract(tx, { eventId: event.id, version, ...next });
  await recordAudit(tx, {
    actorId,
    entity: "contract",
    entityId: row.id,
    action: "create",
    before: current ?? null,
    after: row,
  });
  return true;
}
