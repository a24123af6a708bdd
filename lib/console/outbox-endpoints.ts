import "server-only";
import { z } from "zod";
import { listUndeliveredEmails, UNDELIVERED_LISTED } from "@/db/queries/outbox";
import { endpoint, type Endpoint } from "../http/endpoint";

/** An e-mail whose delivery failed, with its attempts and what happens next. */
const undeliveredAnswer = z.array(
  z.object({
    emailId: z.number().int(),
    to: z.string(),
    subject: z.string(),
    attempts: z.number().int(),
    error: z.string(),
    nextAttemptAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "When it is tried again; null: given up, it will not be sent" }),
    orderId: z.number().int().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

/** The organiser API's view of the e-mail outbox: what did not go out. */
export const OUTBOX_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/outbox",
    summary: "E-mails not delivered (organisers)",
    description:
      "the newest 100 e-mails whose delivery failed and that are not sent: [{emailId, to, subject, attempts, error (the last failure), nextAttemptAt (when the scheduled work tries again; null: given up), orderId (the order it is about, or null), createdAt}]",
    access: ["organiser"],
    csrf: false,
    answer: undeliveredAnswer,
    handle: async () =>
      (await listUndeliveredEmails({ limit: UNDELIVERED_LISTED })).map((m) => ({
        emailId: m.id,
        to: m.to,
        subject: m.subject,
        attempts: m.attempts,
        error: m.error ?? "",
        nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
        orderId: m.orderId,
        createdAt: m.createdAt.toISOString(),
      })),
  }),
];
