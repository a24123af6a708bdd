import "server-only";
import { z } from "zod";
import { recordAudit } from "@/db/queries/audit";
import { findSiteSettings, saveSiteSettings, type SiteSettingsRow } from "@/db/queries/site";
import { transaction } from "@/db/queries/transaction";
import { AppError } from "../http/envelope";
import { siteSettingsChanged } from "../cache/tags";

// The console's site settings: the facts the home and about pages state (founding date,
// attendees a year, festivals produced), one row, every edit audited.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FOUNDED_MESSAGE = "foundedOn must be a date, YYYY-MM-DD, from 1900 to today.";

const count = (field: string, max: number) => {
  const message = `${field} must be a whole number from 0 to ${max.toLocaleString("en-CA")}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message });
};

/** PUT /api/admin/v1/settings: every fact, unknown fields refused. */
export const siteSettingsSchema = z.strictObject({
  foundedOn: z
    .string({ error: FOUNDED_MESSAGE })
    .regex(CALENDAR_DAY, { error: FOUNDED_MESSAGE })
    .refine(
      (text) => {
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        const day = new Date(Date.UTC(y, m - 1, d));
        return (
          y >= 1900 &&
          day.getUTCMonth() === m - 1 &&
          day.getUTCDate() === d &&
          day.getTime() <= Date.now()
        );
      },
      { error: FOUNDED_MESSAGE },
    ),
  summerAttendees: count("summerAttendees", 10_000_000),
  winterAttendees: count("winterAttendees", 10_000_000),
  summerFestivals: count("summerFestivals", 1000),
  winterFestivals: count("winterFestivals", 1000),
});
export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;

export const NO_SETTINGS = "No site settings are stored yet: save them first (PUT).";

/** The stored facts, or null while none are stored (the console's form then starts empty). */
export async function storedSiteSettings(): Promise<SiteSettingsRow | null> {
  return findSiteSettings();
}

/** The stored facts; NOT_FOUND while none are stored. */
export async function siteSettings(): Promise<SiteSettingsRow> {
  const row = await findSiteSettings();
  if (!row) throw new AppError("NOT_FOUND", NO_SETTINGS);
  return row;
}

/** Replaces the facts (creating the row the first time), audited; the pages show them at once. */
export async function updateSiteSettings(
  actorId: number,
  input: SiteSettingsInput,
): Promise<SiteSettingsRow> {
  const row = await transaction(async (tx) => {
    const before = await findSiteSettings(tx);
    const after = await saveSiteSettings(tx, input);
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
