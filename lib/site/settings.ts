import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { findSiteSettings, saveSiteSettings, type SiteSettingsRow } from "./queries";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import { siteSettingsChanged } from "../cache/tags";
import type { SiteSettingsInput } from "./api";

// The console's site settings: the facts the home and about pages state (founding date,
// attendees a year, festivals produced) and the foundation's particulars its invoices print
// (legal name, postal address, HST number), one row, every edit audited.

/** The stored facts, or null while none are stored (the console's form then starts empty). */
export async function storedSiteSettings(): Promise<SiteSettingsRow | null> {
  return findSiteSettings();
}

/** The stored facts; NOT_FOUND while none are stored. */
export async function siteSettings(): Promise<SiteSettingsRow> {
  const row = await findSiteSettings();
  if (!row) throw appError("NOT_FOUND", "errors.settings.notStored");
  return row;
}

/** Replaces the facts (creating the row the first time), audited; the pages show them at once. */
export async function updateSiteSettings(
  actorId: number,
  input: SiteSettingsInput,
): Promise<SiteSettingsRow> {
  const row = await transaction(async (tx) => {
    const before = await findSiteSettings(tx);
    // the foundation's particulars a request leaves out stay as stored
    const after = await saveSiteSettings(tx, {
      ...input,
      legalName: input.legalName === undefined ? (before?.legalName ?? null) : input.legalName,
      postalAddress:
        input.postalAddress === undefined ? (before?.postalAddress ?? null) : input.postalAddress,
      hstNumber: input.hstNumber === undefined ? (before?.hstNumber ?? null) : input.hstNumber,
    });
    await recordAudit(tx, {
      actorId,
      entity: "settings",
      entityId: after.id,
      action: before ? "update" : "create",
      before,
      after,
    });
    return after;
  });
  siteSettingsChanged();
  return row;
}
