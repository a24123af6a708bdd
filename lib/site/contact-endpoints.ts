import "server-only";
import { CONTACT_ROUTES } from "./api";
import { saveContactMessage, subscribeNewsletter } from "./contact";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
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
      await saveContactMessage(body);
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
      const { created } = await subscribeNewsletter(body);
      return created
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
