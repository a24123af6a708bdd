import "server-only";
import { listUndeliveredEmails, UNDELIVERED_LISTED } from "@/db/queries/outbox";
import { previewAnnouncement, sendAnnouncement } from "./announcements";
import { eventBooks, eventDashboard, festivalHome } from "./dashboard";
import { exportFile } from "./exports";
import { AUDIT_ENTITIES, listAudit } from "./queries/audit";
import { ANNOUNCEMENT_ROUTES, announcementOf, announcementPreviewOf } from "./api/announcements";
import { AUDIT_ROUTES, auditEntryOf } from "./api/audit";
import { DASHBOARD_ROUTES, dashboardOf, homeOf, reportsOf } from "./api/dashboard";
import { EXPORT_ROUTES } from "./api/exports";
import { OUTBOX_ROUTES, undeliveredOf } from "./api/outbox";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's dashboard endpoints (declared like the public ones; access: organisers). */
export const DASHBOARD_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DASHBOARD_ROUTES.home,
    summary: "The console's home: every ACTIVE event's figures and what needs attention",
    description:
      "-> {events (ACTIVE, by date) and drafts (DRAFT, not yet ended): [{eventId, eventGuid, eventName, eventStatus, eventDate, eventEndDate, hasSeating, bookingOpen, balanceDueDate, boothCounts {AVAILABLE, HELD, BOOKED, RESERVED, total} (an expired hold counts as AVAILABLE), seatCounts {AVAILABLE, HELD, SOLD, total} or null, moneyCollectedCents (paid less refunded), balancesOutstandingCents (PARTIALLY_PAID orders), balancesOverdueCents and overdueOrders (still owing after the balance due date, Toronto's day)}], totals (the ACTIVE events' added up), attention [{code (BALANCES_OVERDUE, DEPOSITS_OVERDUE (any event's damage deposits held and not decided 21 days after its last day), ADDON_REQUESTS_WAITING (add-on requests of booked orders waiting for a decision), DOCUMENTS_WAITING (vendors' documents of booked orders waiting for review), EVENT_DATE_PASSED, BOOKING_OPEN_WITHOUT_CONTRACT, SALES_ENDED_BOOKING_OPEN, EMAILS_FAILED, REFUND_FAILED), message, eventId, orderId, count, amountCents}] (at most 20 failed refunds; moreFailedRefunds counts the rest)}; the same figures as each event's dashboard, in integer cents",
    access: ORGANISERS,
    csrf: false,
    handle: async () => homeOf(await festivalHome()),
  }),
  endpoint({
    ...DASHBOARD_ROUTES.dashboard,
    summary: "One event's dashboard for organisers",
    description:
      "?eventId= -> the event (eventId, eventName, eventStatus, eventDate, bookingOpen, boothSalesEnd, ticketSalesEnd (null: no sales end), hasContract), sections[] with boothCounts {AVAILABLE, HELD, BOOKED, RESERVED, total} (an expired hold counts as AVAILABLE), the event's boothCounts, seatCounts {AVAILABLE, HELD, SOLD, total} or null, moneyCollectedCents (paid payments) and balancesOutstandingCents (PARTIALLY_PAID orders) in integer cents, ordersToday (Toronto's day), holdsOpen (PENDING orders still holding), recentOrders (the last 10: orderId, vendorName, items, totalCents, paidCents, balanceCents, orderStatus, createdAt), overdueOrders (balanceCents), deposits {owedCents, dueCents, paidCents, returnedCents, keptCents, heldCents} (damage deposits, never in the money collected), overdueDeposits [{orderId, vendorName, email, heldCents}] (held and not decided more than 21 days after the event's last day, Toronto) and warnings [{code, message}]; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => dashboardOf(await eventDashboard(query.eventId)),
  }),
  endpoint({
    ...DASHBOARD_ROUTES.reports,
    summary: "One event's figures for the books (organisers)",
    description:
      "?eventId= -> {eventId, salesByDay: [{day (Toronto), receivedCents, refundedCents}], salesBySection: [{sectionName, items, salesCents}] (booths and seats sold and not given back, at the price paid), salesByAddon: [{addonName, items, salesCents}], hstChargedCents (HST on paid and partly paid orders), refunds {count, amountCents}, deposits {owedCents, dueCents, paidCents, returnedCents, keptCents, heldCents, hstInKeptCents}}; damage deposits and their returns are in none of the sales figures, money in integer cents; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => reportsOf(query.eventId, await eventBooks(query.eventId)),
  }),
];

/** The organiser API's announcements: one message to an event's vendors by e-mail. */
export const ANNOUNCEMENTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ANNOUNCEMENT_ROUTES.preview,
    summary: "Preview an announcement before sending it (organisers)",
    description:
      "the same body as sending it -> 200 {recipients: {en, ar, total}, preview: [{locale, subject, html, text}]}: how many vendors would get it by the language they read, and the e-mail as it would be sent in each of those languages (greeting the first of them); nothing is sent or recorded; NOT_FOUND for an unknown event; CONFLICT when no vendor is in the audience",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ params, body }) =>
      reply(announcementPreviewOf(await previewAnnouncement(params.eventId, body))),
  }),
  endpoint({
    ...ANNOUNCEMENT_ROUTES.send,
    summary: "E-mail an announcement to an event's vendors (organisers)",
    description:
      "{subject (one line, up to 200 characters), body (plain text, up to 5000; a blank line starts a paragraph), audience: ALL (every vendor with a paid or partly paid order of the event) | WITH_BALANCE (those who still owe a balance)} -> 201 {announcementId, eventId, audience, recipients}; one e-mail per vendor, in the vendor's language around the organiser's words, disabled accounts left out; NOT_FOUND for an unknown event; CONFLICT when no vendor is in the audience (nothing is sent)",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(announcementOf(await sendAnnouncement(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
];

/** The organiser API's change log. */
export const AUDIT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...AUDIT_ROUTES.trail,
    summary: "The organiser console's change log (organisers)",
    description: `?entity=${AUDIT_ENTITIES.join("|")}&id=&limit= (all optional; limit 100 by default, at most 500) -> changes newest first: auditId, actorId, actorName, actorEmail, createdAt, entity, entityId, action (create, update, delete), before, after`,
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => (await listAudit(query)).map(auditEntryOf),
  }),
];

/**
 * The organiser API's downloads, CSV and XLSX: an event's booked booths, orders and tickets, and
 * the site's contact messages and newsletter subscribers.
 */
export const EXPORTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...EXPORT_ROUTES.download,
    summary: "Download an export as CSV or XLSX (organisers)",
    description:
      "name is vendors, orders, tickets, compliance, sales, contacts or newsletter, then .csv or .xlsx; ?eventId= names the event (required for vendors, tickets, compliance and sales; orders without it are every event's) and orders take the orders list's ?status= and ?q= -> the file as an attachment (`{kind}-{event or all-events}[-{status}]-{yyyy-mm-dd}.{csv|xlsx}`, Cache-Control: no-store), streamed: vendors = one row per booked booth with its order's state in words, the vendor's Paid and Balance and its order's damage deposit (owed, paid, returned, kept); orders = one row per booth, seat or add-on of each order (an add-on's section reads Add-on), its damage deposit's owed, paid, returned and kept on its first row, the order's columns on each (Status in words, Method in words, references and Stripe ids one per line) and its money on its first row only; tickets = one row per ticket by seat, Valid or Voided; compliance = one row per booked order with its booths, readiness (Ready, Not ready, Ineligible) and one column per open requirement, each status in words; sales = for the accountant, one row per food order (live, holding a food booth): vendor, booths, each festival day's gross sales, total, submitted at; contacts, newsletter = the site's lists. Money in dollars (CSV 1234.50, XLSX currency cells); dates Toronto time; XLSX with a frozen, filterable header row; formula-like text gets an apostrophe in CSV, a text cell in XLSX; BAD_REQUEST for another name, a bad filter or a missing eventId, NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    bare: true,
    handle: async ({ params, query }) => {
      const file = await exportFile({ name: params.name, query });
      return new Response(file.body, {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  }),
];

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
