import "server-only";
import { z } from "zod";
import { pingDatabase } from "@/db/queries/health";
import { runDailyWork } from "../cron/daily";
import { siteUrl } from "../../config/env";
import { csrfCookie, issueCsrfToken } from "./csrf";
import { CSRF_TOKEN_PATH } from "./csrf-names";
import { endpoint, reply, type Endpoint } from "./endpoint";
import { openApiDocument } from "./openapi";
import { ADMIN_ENDPOINTS } from "./office-endpoints";
import { sessionClaims } from "../accounts/session";
import { ACCOUNT_ENDPOINTS } from "../accounts/endpoints";
import { PUBLIC_EVENT_ENDPOINTS } from "../events/endpoints";
import { ADDON_ENDPOINTS } from "../addons/endpoints";
import { INVOICE_ENDPOINTS } from "../orders/endpoints";
import { PAYMENT_ENDPOINTS } from "../payments/endpoints";
import { VENDOR_DEPOSIT_ENDPOINTS } from "../deposits/endpoints";
import { CONTACT_ENDPOINTS } from "../site/endpoints";
import { TICKETS_ENDPOINTS } from "../tickets/endpoints";
import { TRANSFER_ENDPOINTS } from "../transfers/endpoints";
import { REQUIREMENT_ENDPOINTS } from "../requirements/endpoints";
import { VENDOR_SALES_ENDPOINTS } from "../sales/endpoints";
import { DEVICE_ENDPOINTS } from "../staff/endpoints";
import { DOOR_ENDPOINTS } from "../door/endpoints";
import { PUBLIC_PLAN_ENDPOINTS } from "../plans/endpoints";
import { LISTING_ENDPOINTS, PUBLIC_VENDOR_ENDPOINTS } from "../listings/endpoints";
import { PROGRAM_ENDPOINTS } from "../program/endpoints";
import { WAITLIST_ENDPOINTS } from "../waitlist/endpoints";

/** What a run of the scheduled work did (counts of this run). */
const dailyWorkAnswer = z.object({
  remindersSent: z.number().int(),
  requirementRemindersSent: z.number().int(),
  emailsRetried: z.number().int(),
  emailsFailed: z.number().int(),
  holdsExpired: z.number().int(),
  refundsRetried: z.number().int(),
  depositNoticesSent: z.number().int(),
  salesRemindersSent: z.number().int(),
  waitlistOffersMade: z.number().int(),
});

/** The site's own plumbing: the anti-forgery token, the scheduled work, health, this document. */
const PLATFORM_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: CSRF_TOKEN_PATH,
    summary: "A fresh anti-forgery token for the caller's session (also set as its cookie)",
    description:
      "{token}: a fresh anti-forgery token for the caller's session, also set as the `XSRF-TOKEN` cookie",
    access: "public",
    csrf: false,
    answer: z.object({ token: z.string() }),
    handle: async ({ request }) => {
      const token = issueCsrfToken((await sessionClaims(request))?.sessionId ?? null);
      return reply({ token }, { cookies: [csrfCookie(token)] });
    },
  }),
  // The host's scheduler calls this every 5 minutes: a serverless host's cron sends GET (see
  // vercel.json), `npm run cron` sends POST.
  ...(["GET", "POST"] as const).map((method) =>
    endpoint({
      method,
      path: "/api/cron/daily",
      summary: "The scheduled work: reminders, e-mail retries, lapsed holds (the host's scheduler)",
      description:
        "Authorization: Bearer <CRON_SECRET> (no session, no anti-forgery token; 401 without it, with another, or while CRON_SECRET is unset) -> {remindersSent, requirementRemindersSent, emailsRetried, emailsFailed, holdsExpired, refundsRetried}: balance reminder e-mails due today written and sent (each order and step once), requirement reminders (7 and 2 days before a requirement's due date to the vendors still missing it, an overdue notice the day after; each order, requirement and step once), unsent e-mails that are due sent: those written to wait for it (lost-password and registration e-mails) and those due another attempt (emailsRetried: how many were tried, emailsFailed: how many failed), unpaid checkouts whose hold lapsed ended as EXPIRED with their items released, refunds the payment provider has not confirmed after 5 minutes asked for again (refundsRetried: how many were made), the festival office told once per event of damage deposits still undecided 21 days after its last day (depositNoticesSent), food vendors who have sent no sales reminded the day after the event and a week later (salesRemindersSent; each order and step once), seated shows' waitlists settled: offers past their time lapsed and their seats, and any seats come back, offered to the next in line (waitlistOffersMade); safe to call again and twice at once",
      access: "public",
      csrf: false,
      bearer: "CRON_SECRET",
      answer: dailyWorkAnswer,
      handle: runDailyWork,
    }),
  ),
  endpoint({
    method: "GET",
    path: "/api/health",
    summary: "Database health",
    description: "200 when the database answers, 503 otherwise",
    access: "public",
    csrf: false,
    answer: z.object({ database: z.literal("up") }),
    handle: async () => {
      await pingDatabase();
      return { database: "up" as const };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API's OpenAPI 3.1 document",
    description:
      "the OpenAPI 3.1 document, generated from these declarations (not in the envelope)",
    access: "public",
    csrf: false,
    answer: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    bare: true,
    handle: async () =>
      Response.json(openApiDocument(ENDPOINTS, siteUrl()), {
        headers: { "Cache-Control": "public, max-age=300" },
      }),
  }),
];

/**
 * Every API endpoint of the site. To add one: declare its route (method, path, schemas) in its
 * feature's `api.ts`, bind it to its handler in the feature's endpoints module (who may call it,
 * one line for people, the domain function that does the work) and list that module here; the
 * handler, the OpenAPI document, the authorization and fuzz tests and the API table of
 * docs/api.md follow.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...PUBLIC_EVENT_ENDPOINTS,
  ...ADDON_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...VENDOR_DEPOSIT_ENDPOINTS,
  ...TICKETS_ENDPOINTS,
  ...TRANSFER_ENDPOINTS,
  ...INVOICE_ENDPOINTS,
  ...REQUIREMENT_ENDPOINTS,
  ...VENDOR_SALES_ENDPOINTS,
  ...DEVICE_ENDPOINTS,
  ...DOOR_ENDPOINTS,
  ...PUBLIC_PLAN_ENDPOINTS,
  ...PUBLIC_VENDOR_ENDPOINTS,
  ...LISTING_ENDPOINTS,
  ...PROGRAM_ENDPOINTS,
  ...WAITLIST_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
];
