import "server-only";
import { siteSettings, siteSettingsSchema, updateSiteSettings } from "./settings";
import { torontoIso } from "../i18n/toronto-time";
import * as answers from "../http/answers";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

type SiteSettingsView = import("@/db/queries/site").SiteSettingsRow;

function siteSettingsPayload(s: SiteSettingsView) {
  return {
    foundedOn: s.foundedOn,
    summerAttendees: s.summerAttendees,
    winterAttendees: s.winterAttendees,
    summerFestivals: s.summerFestivals,
    winterFestivals: s.winterFestivals,
    updatedAt: torontoIso(s.updatedAt),
  };
}

const FIELDS =
  "foundedOn (YYYY-MM-DD), summerAttendees, winterAttendees (a year), summerFestivals, winterFestivals (produced so far)";

/** The organiser API's site settings: the facts the home and about pages state. */
export const SETTINGS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/settings",
    summary: "The site's facts (organisers)",
    description: `${FIELDS}, updatedAt; NOT_FOUND while none are stored (the home and about pages then leave the facts out)`,
    access: ORGANISERS,
    csrf: false,
    answer: answers.siteSettingsAnswer,
    handle: async () => siteSettingsPayload(await siteSettings()),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/settings",
    summary: "Edit the site's facts (organisers)",
    description: `every one of ${FIELDS} -> the settings as GET shows them; the home and about pages show them at once`,
    access: ORGANISERS,
    csrf: true,
    body: siteSettingsSchema,
    answer: answers.siteSettingsAnswer,
    handle: async ({ caller, body }) =>
      siteSettingsPayload(await updateSiteSettings(caller.accountId, body)),
  }),
];
