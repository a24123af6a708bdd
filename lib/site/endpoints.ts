import "server-only";
import { SITE_ROUTES, siteSettingsOf } from "./api";
import { CONTACT_ROUTES } from "./contact";
import { insertContactMessage, insertSubscriber } from "./queries";
import { siteSettings, updateSiteSettings } from "./settings";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { t } from "../i18n/messages";

/** The public site's contact form and newsletter sign-up. */
export const CONTACT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...CONTACT_ROUTES.contact,
    summary: "Send a contact message",
    description: "{name, email, subject, message} -> 201 {message}",
    access: "public",
    csrf: true,
    handle: async ({ body }) => {
      await insertContactMessage(body);
      return reply({ message: t("contact.answers.thanks") }, { code: "contact.answers.thanks" });
    },
  }),
  endpoint({
    ...CONTACT_ROUTES.newsletter,
    summary: "Subscribe to the newsletter",
    description: "{email} -> 201 {message}, or 200 when already subscribed",
    access: "public",
    csrf: true,
    handle: async ({ body }) => {
      return (await insertSubscriber(body.email))
        ? reply(
            { message: t("contact.answers.subscribed") },
            { code: "contact.answers.subscribed" },
          )
        : reply(
            { message: t("contact.answers.alreadySubscribed") },
            { status: "OK", code: "contact.answers.alreadySubscribed" },
          );
    },
  }),
];

const FIELDS =
  "foundedOn (YYYY-MM-DD), summerAttendees, winterAttendees (a year), summerFestivals, winterFestivals (produced so far)";
const PARTICULARS =
  "legalName, postalAddress, hstNumber (the foundation's, as invoices and credit notes print them; e.g. 123456789 RT0001)";

/** The organiser API's site settings: the facts the home and about pages state. */
export const SETTINGS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...SITE_ROUTES.settings,
    summary: "The site's facts (organisers)",
    description: `${FIELDS}, ${PARTICULARS} (null: not given), updatedAt; NOT_FOUND while none are stored (the home and about pages then leave the facts out)`,
    access: ORGANISERS,
    csrf: false,
    handle: async () => siteSettingsOf(await siteSettings()),
  }),
  endpoint({
    ...SITE_ROUTES.saveSettings,
    summary: "Edit the site's facts (organisers)",
    description: `every one of ${FIELDS}, and optionally ${PARTICULARS} (left out: kept; null: cleared) -> the settings as GET shows them; the home and about pages show them at once`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, body }) =>
      siteSettingsOf(await updateSiteSettings(caller.accountId, body)),
  }),
];
