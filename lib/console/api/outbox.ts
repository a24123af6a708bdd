import { z } from "zod";
import type { listUndeliveredEmails } from "@/db/queries/outbox";
import { apiRoute } from "../../http/route-contract";

// The e-mail outbox as the organiser API shows it: what did not go out. The answer and its
// mapper from the stored rows side by side, and the route.

const isoTime = z.iso.datetime({ offset: true });

/** An e-mail whose delivery failed, with its attempts and what happens next. */
export const undeliveredAnswer = z.array(
  z.object({
    emailId: z.number().int(),
    to: z.string(),
    subject: z.string(),
    attempts: z.number().int(),
    error: z.string(),
    nextAttemptAt: isoTime
      .nullable()
      .meta({ description: "When it is tried again; null: given up, it will not be sent" }),
    orderId: z.number().int().nullable(),
    createdAt: isoTime,
  }),
);

type UndeliveredRow = Awaited<ReturnType<typeof listUndeliveredEmails>>[number];

export const undeliveredOf = (rows: UndeliveredRow[]) =>
  rows.map((m) => ({
    emailId: m.id,
    to: m.to,
    subject: m.subject,
    attempts: m.attempts,
    error: m.error ?? "",
    nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
    orderId: m.orderId,
    createdAt: m.createdAt.toISOString(),
  })) satisfies z.input<typeof undeliveredAnswer>;

export const OUTBOX_ROUTES = {
  undelivered: apiRoute({
    method: "GET",
    path: "/api/admin/v1/outbox",
    answer: undeliveredAnswer,
  }),
};
