import "server-only";
import { listUndeliveredEmails, UNDELIVERED_LISTED } from "@/db/queries/outbox";
import { OUTBOX_ROUTES, undeliveredOf } from "./outbox-api";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's view of the e-mail outbox: what did not go out. */
export const OUTBOX_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...OUTBOX_ROUTES.undelivered,
    summary: "E-mails not delivered (organisers)",
    description:
      "the newest 100 e-mails whose delivery failed and that are not sent: [{emailId, to, subject, attempts, error (the last failure), nextAttemptAt (when the scheduled work tries again; null: given up), orderId (the order it is about, or null), createdAt}]",
    access: ORGANISERS,
    csrf: false,
    handle: async () => undeliveredOf(await listUndeliveredEmails({ limit: UNDELIVERED_LISTED })),
  }),
];
