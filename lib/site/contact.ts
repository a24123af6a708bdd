import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { emailAddress, requiredText } from "../http/public-fields";
import { ruleMessage } from "../i18n/messages";

// The public site's contact form and newsletter sign-up (POST /api/v1/contact, /api/v1/newsletter):
// the request each form and its endpoint share, and the answer. A module of its own, as it is the
// contact page's in the browser: nothing here may bring the organisers' settings (their dates and
// formatting) to that page.

export const contactSchema = z.object({
  name: requiredText(ruleMessage("validation.nameRequired"), 100),
  email: emailAddress(),
  subject: requiredText(ruleMessage("validation.subjectRequired"), 150),
  message: requiredText(ruleMessage("validation.messageRequired"), 5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailAddress() });
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** A thank-you (its catalogue code is the envelope's `code`). */
const thanksAnswer = z.object({ message: z.string() });

export const CONTACT_ROUTES = {
  contact: apiRoute({
    method: "POST",
    path: "/api/v1/contact",
    body: contactSchema,
    answer: thanksAnswer,
    status: "CREATED",
  }),
  newsletter: apiRoute({
    method: "POST",
    path: "/api/v1/newsletter",
    body: newsletterSchema,
    answer: thanksAnswer,
    status: "CREATED",
  }),
};
