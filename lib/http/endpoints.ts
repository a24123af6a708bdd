import "server-only";
import { z } from "zod";
import {
  findEventByGuid,
  findEventById,
  listEvents,
  listSections,
  listSectionsWithBooths,
  boothMarquee,
} from "@/db/queries/events";
import { forgetAttempt } from "@/db/queries/attempts";
import { pingDatabase } from "@/db/queries/health";
import { AppError } from "./envelope";
import {
  eventPayload,
  marqueePayload,
  profilePayload,
  sectionPayload,
  sectionWithBoothsPayload,
} from "./spec-fields";
import { CONTACT_THANKS, saveContactMessage, subscribeNewsletter } from "../site/contact";
import { applyCoupon, COUPON_MAX_LENGTH, INVALID_COUPON } from "../coupons/lookup";
import { runDailyWork } from "../cron/daily";
import { csrfCookie, issueCsrfToken } from "./csrf";
import { siteUrl } from "../../config/env";
import { preferredLocale, type Locale } from "../i18n/locales";
import { openApiDocument } from "./openapi";
import { publicOrigin } from "./origin";
import { startCheckout } from "../payments/checkout";
import { orderCancel, orderSuccess, payBalance } from "../payments/order-actions";
import { handleStripeEvent, verifyStripeEvent } from "../payments/webhook";
import { assertReserved, LIMITS } from "./rate-limit";
import { clientAddress } from "./request";
import { seatMap } from "../seats/seat-map";
import { createSession, sessionClaims } from "../accounts/session";
import { ticketPublicKey } from "../tickets/signing";
import {
  balancePaymentSchema,
  contactSchema,
  eventIdSchema,
  guidSchema,
  loginSchema,
  lostPasswordSchema,
  newsletterSchema,
  paymentRequestSchema,
  profileInfoSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  sessionIdSchema,
  visitorRegisterSchema,
} from "../validation";
import {
  asSessionVendor,
  loginMessage,
  MESSAGES,
  profileFor,
  registerVendor,
  registerVisitor,
  requestPasswordReset,
  resetPassword,
  updateProfile,
  verifyCredentials,
} from "../accounts/accounts";
import { ADMIN_ENDPOINTS } from "./office-endpoints";
import * as answers from "./answers";
import { endpoint, reply, type Endpoint } from "./endpoint";
import { TICKETS_ENDPOINTS } from "../tickets/endpoints";

const TOO_MANY_COUPON_LOOKUPS = "Too many coupon codes tried. Please wait a few minutes.";
const BUYERS = ["vendor", "visitor"] as const;
const allEvents = async () => (await listEvents()).map(eventPayload);

/** What a run of the scheduled work did (counts of this run). */
const dailyWorkAnswer = z.object({
  remindersSent: z.number().int(),
  emailsRetried: z.number().int(),
  emailsFailed: z.number().int(),
  holdsExpired: z.number().int(),
  refundsRetried: z.number().int(),
});

/**
 * The language of the page a write came from: the browser sends `Accept-Language: <page
 * language>` on every API write (lib/http/client.ts); anything else is English. Accounts and
 * orders keep it for their e-mails.
 */
const requestLocale = (request: Request): Locale =>
  preferredLocale(request.headers.get("accept-language")) ?? "en";

/**
 * Every API endpoint of the site. To add one: declare it here (path, who may call it, its
 * schemas, one line for people) and put its work in a domain function under lib/; the handler,
 * the OpenAPI document, the authorization and fuzz tests and the API table of docs/api.md follow.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/csrf-token",
    summary: "A fresh anti-forgery token for the caller's session (also set as its cookie)",
    description:
      "{token}: a fresh anti-forgery token for the caller's session, also set as the `XSRF-TOKEN` cookie",
    access: "public",
    csrf: false,
    answer: answers.tokenAnswer,
    handle: async ({ request }) => {
      const token = issueCsrfToken((await sessionClaims(request))?.sessionId ?? null);
      return reply({ token }, { cookies: [csrfCookie(token)] });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/homeEvents",
    summary: "Events for the home page",
    description:
      "events: eventId, eventGuid, eventName, eventDescription, eventLocation, eventDate (ISO), eventDateText, eventAddress, eventDetails, eventImage, eventStatus, eventPrice",
    access: "public",
    csrf: false,
    answer: z.array(answers.eventAnswer),
    handle: allEvents,
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/events",
    summary: "All events",
    description: "the same events as /api/v1/homeEvents",
    access: "public",
    csrf: false,
    answer: z.array(answers.eventAnswer),
    handle: allEvents,
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/boothsMarquee",
    summary: "Booth counts per status",
    description: "[{boothStatus, totalCount}] across open events",
    access: "public",
    csrf: false,
    answer: answers.marqueeAnswer,
    handle: async () => marqueePayload(await boothMarquee()),
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/sections/{id}",
    summary: "An event's sections (numeric event id)",
    description:
      "the event's sections without booths: sectionId, sectionName, position, inclusions, isFood",
    access: "public",
    csrf: false,
    params: z.object({ id: eventIdSchema }),
    answer: z.array(answers.sectionAnswer),
    handle: async ({ params }) => {
      const event = await findEventById({ id: params.id });
      if (!event) throw new AppError("NOT_FOUND", "Event not found");
      return (await listSections({ eventId: event.id })).map(sectionPayload);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/sections/booths/{id}",
    summary: "An event's sections with booths (event guid)",
    description:
      "sections with lstBooths: boothId, boothName, boothPrice, boothStatus, lob, sectionName",
    access: "public",
    csrf: false,
    params: z.object({ id: guidSchema }),
    answer: z.array(answers.sectionWithBoothsAnswer),
    handle: async ({ params }) => {
      const event = await findEventByGuid({ guid: params.id });
      if (!event) throw new AppError("NOT_FOUND", "Event not found");
      return (await listSectionsWithBooths({ eventId: event.id })).map(sectionWithBoothsPayload);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/seats",
    summary: "The stage event's seat map",
    description:
      "the stage event's seat map: {eventId, eventGuid, eventName, seats: [{seatId, seatRow, seatColumn, seatPrice, rowType, seatStatus, label}]}; seatStatus AVAILABLE, HELD or SOLD",
    access: "public",
    csrf: false,
    answer: answers.seatMapAnswer,
    handle: async () => seatMap(),
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/seats/{eventId}",
    summary: "A seated event's seat map",
    description: "a seated event's seat map, as /api/v1/seats",
    access: "public",
    csrf: false,
    params: z.object({ eventId: eventIdSchema }),
    answer: answers.seatMapAnswer,
    handle: async ({ params }) => seatMap(params.eventId),
  }),
  endpoint({
    method: "GET",
    path: "/api/v1/applyCouponCode",
    summary: "A coupon's discount percentage",
    description:
      "?code= -> {code, discount}: the percentage; an unknown, expired or used-up code has discount 0 and message 'Invalid Coupon Code'; a malformed one (empty, over 10 characters) is 400",
    access: "public",
    csrf: false,
    query: z.object({
      code: z
        .string({ error: INVALID_COUPON })
        .trim()
        .min(1, { error: INVALID_COUPON })
        .max(COUPON_MAX_LENGTH, { error: INVALID_COUPON }),
    }),
    answer: answers.couponAnswer,
    handle: async ({ request, query }) => {
      await assertReserved(LIMITS.couponLookup, clientAddress(request), TOO_MANY_COUPON_LOOKUPS);
      return applyCoupon(query.code);
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/contact",
    summary: "Send a contact message",
    description: "{name, email, subject, message} -> 201 {message}",
    access: "public",
    csrf: true,
    body: contactSchema,
    answer: answers.messageAnswer,
    status: "CREATED",
    handle: async ({ body }) => {
      await saveContactMessage(body);
      return { message: CONTACT_THANKS };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/newsletter",
    summary: "Subscribe to the newsletter",
    description: "{email} -> 201 {message}, or 200 when already subscribed",
    access: "public",
    csrf: true,
    body: newsletterSchema,
    answer: answers.messageAnswer,
    status: "CREATED",
    handle: async ({ body }) => {
      const { created, message } = await subscribeNewsletter(body);
      return reply({ message }, { status: created ? "CREATED" : "OK" });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/vendor/v1/register",
    summary: "Register a vendor",
    description:
      "firstName, vendorName, lob, city, phone, email, password -> 201 {vendorId, message}; an e-mail that already has an account gets the same answer (with an id no account has), and no second account: its owner is e-mailed instead",
    access: "public",
    csrf: true,
    body: registerSchema,
    answer: answers.registeredAnswer,
    status: "CREATED",
    handle: async ({ request, body }) => {
      const { vendorId } = await registerVendor(body, {
        address: clientAddress(request),
        origin: publicOrigin(request),
        locale: requestLocale(request),
      });
      return { vendorId, message: MESSAGES.registered };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/visitor/v1/register",
    summary: "Create a visitor account for buying tickets (signs it in)",
    description:
      "name, email, password -> 201 {vendorId, vendorName, email, role: 'visitor', message}, signed in at once (session cookie and anti-forgery token); the same per-address limit as vendor registration; an e-mail that already has an account gets the same answer, whose cookies sign no one in, and its owner is e-mailed",
    access: "public",
    csrf: true,
    body: visitorRegisterSchema,
    answer: answers.signedInAnswer,
    status: "CREATED",
    handle: async ({ request, body }) => {
      const { visitor, cookies } = await registerVisitor(body, {
        address: clientAddress(request),
        origin: publicOrigin(request),
        locale: requestLocale(request),
      });
      return reply({ ...visitor, message: MESSAGES.visitorRegistered }, { cookies });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/vendor/v1/login",
    summary: "Log in (sets the session cookie)",
    description:
      "email, password -> {vendorId, vendorName, email, role, message}, the session cookie and a new anti-forgery token; UNAUTHORIZED with the message; TOO_MANY_REQUESTS after 5 failures per (e-mail, address) or 50 per address in 15 minutes",
    access: "public",
    csrf: true,
    body: loginSchema,
    answer: answers.signedInAnswer,
    handle: async ({ request, body }) => {
      const account = await verifyCredentials(body, clientAddress(request));
      const { cookies } = await createSession(account);
      const { firstLogin, ...vendor } = account;
      return reply({ ...vendor, message: loginMessage(firstLogin) }, { cookies });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/vendor/v1/lostPassword",
    summary: "E-mail a reset token",
    description:
      "email -> the same message whether or not the account exists; 3 per e-mail an hour",
    access: "public",
    csrf: true,
    body: lostPasswordSchema,
    answer: answers.messageAnswer,
    handle: async ({ request, body }) => {
      await requestPasswordReset(body, publicOrigin(request));
      return { message: MESSAGES.resetSent };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/vendor/v1/resetPassword",
    summary: "Reset the password with a token",
    description:
      "token, password -> message; UNAUTHORIZED {message} for a used, expired or unknown token",
    access: "public",
    csrf: true,
    body: resetPasswordSchema,
    answer: answers.messageAnswer,
    handle: async ({ body }) => {
      await resetPassword(body);
      return { message: MESSAGES.resetDone };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/profile/info",
    summary: "The caller's profile",
    description:
      "{vendorId} -> the caller's profile; anyone else's is UNAUTHORIZED {message: 'Unauthorized access'}",
    access: "signed-in",
    csrf: true,
    unauthorized: MESSAGES.unauthorized,
    body: profileInfoSchema,
    answer: answers.profileAnswer,
    handle: async ({ caller, body }) => profilePayload(await profileFor(caller, body.vendorId)),
  }),
  endpoint({
    method: "PUT",
    path: "/api/profile",
    summary: "Save the caller's profile",
    description:
      "firstName, vendorName, lob, city, phone, password and currentPassword (both optional) -> the saved profile; a new password needs the current one, ends the account's other sessions and re-issues this one",
    access: "signed-in",
    csrf: true,
    unauthorized: MESSAGES.unauthorized,
    body: profileSchema,
    answer: answers.savedProfileAnswer,
    handle: async ({ request, caller, body }) => {
      const { profile, cookies } = await updateProfile(caller, body, {
        address: clientAddress(request),
        locale: requestLocale(request),
      });
      const message = cookies.length ? MESSAGES.passwordChanged : MESSAGES.profileSaved;
      return reply({ ...profilePayload(profile), message }, { cookies });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/payment",
    summary: "Hold items and open a Checkout Session",
    description:
      "The payment request (cartItemModelList with booth ids in eventId, couponCode, paidAmount, ...) plus checkoutType (BOOTH_CART or TICKETS), seatIds and termsAccepted: true. Client prices, URLs and vendor id are ignored. -> {sessionId, url, orderId, holdExpiresAt}; one event's booths per checkout (BAD_REQUEST otherwise), under that event's current contract (CONFLICT while it has none); CONFLICT names items no longer available; NOT_FOUND unknown items; FORBIDDEN for booths from a visitor account; 503 when the payment provider is unreachable",
    access: BUYERS,
    csrf: true,
    body: paymentRequestSchema,
    answer: answers.checkoutAnswer,
    handle: async ({ request, caller, body }) => {
      // Visitor accounts buy tickets; booths are booked by vendors, under the vendor contract.
      if (caller.role === "visitor" && body.cartItemModelList.length > 0)
        throw new AppError("FORBIDDEN", MESSAGES.visitorsBuyTickets);
      // A coupon code tried here counts against the caller's coupon look-ups, as on
      // /api/v1/applyCouponCode: one that turns out right is forgotten, a wrong one stays counted.
      const tried = body.couponCode?.trim()
        ? await assertReserved(LIMITS.couponLookup, clientAddress(request), TOO_MANY_COUPON_LOOKUPS)
        : null;
      const started = await startCheckout(asSessionVendor(caller), body, {
        origin: publicOrigin(request),
        locale: requestLocale(request),
      }).catch((error: unknown) => {
        if (tried && !(error instanceof AppError && error.message === INVALID_COUPON))
          void forgetAttempt(tried);
        throw error;
      });
      if (tried) await forgetAttempt(tried);
      return started;
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/order/success",
    summary: "The payment result of a session",
    description:
      "{sessionId} -> the payment result: name, lob, boothName (joined), boothPrice (sum), feesAmount, hstAmount, totalAmount, amount (paid), balance, paymentStatus, items[], message",
    access: BUYERS,
    csrf: true,
    body: sessionIdSchema,
    answer: answers.paymentResultAnswer,
    handle: async ({ caller, body }) => orderSuccess(asSessionVendor(caller), body.sessionId),
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/order/cancel",
    summary: "Cancel a session and release its holds",
    description:
      "{sessionId} -> {message: 'Payment is Cancelled', checkoutType, items}; the session is expired and the holds released; items are what it held, with event, section, today's price and whether each is still free (for Try again)",
    access: BUYERS,
    csrf: true,
    body: sessionIdSchema,
    answer: answers.cancelAnswer,
    handle: async ({ caller, body }) => orderCancel(asSessionVendor(caller), body.sessionId),
  }),
  endpoint({
    method: "POST",
    path: "/api/v1/order/balance",
    summary: "Pay (part of) an order's balance",
    description:
      "{orderId, paidAmount?} -> {sessionId, url}: a Checkout Session for (part of) a PARTIALLY_PAID order's balance",
    access: BUYERS,
    csrf: true,
    body: balancePaymentSchema,
    answer: answers.checkoutAnswer,
    handle: async ({ request, caller, body }) =>
      payBalance(asSessionVendor(caller), body, {
        origin: publicOrigin(request),
        locale: requestLocale(request),
      }),
  }),
  endpoint({
    method: "POST",
    path: "/api/stripe/webhook",
    summary: "Stripe webhook events",
    description:
      "Stripe events, signature verified on the raw body; each event id applied once. No anti-forgery token: the signature is the proof",
    access: "public",
    csrf: false,
    signature: "stripe",
    // Stripe publishes no maximum for an event; its largest (a Checkout Session with its metadata
    // and custom fields, or a refund's charge with its history) run to a few hundred KB. 1 MiB
    // leaves room for those while a body of any size is cut off as it streams in.
    maxBodyBytes: 1024 * 1024,
    answer: answers.webhookAnswer,
    handle: async ({ request, text }) => {
      const body = await text();
      const event = verifyStripeEvent(body, request.headers.get("stripe-signature"));
      const { duplicate } = await handleStripeEvent(event);
      return { received: true, duplicate };
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
        "Authorization: Bearer <CRON_SECRET> (no session, no anti-forgery token; 401 without it, with another, or while CRON_SECRET is unset) -> {remindersSent, emailsRetried, emailsFailed, holdsExpired, refundsRetried}: balance reminder e-mails due today written and sent (each order and step once), unsent e-mails that are due sent: those written to wait for it (lost-password and registration e-mails) and those due another attempt (emailsRetried: how many were tried, emailsFailed: how many failed), unpaid checkouts whose hold lapsed ended as EXPIRED with their items released, refunds the payment provider has not confirmed after 5 minutes asked for again (refundsRetried: how many were made); safe to call again and twice at once",
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
    answer: answers.healthAnswer,
    handle: async () => {
      await pingDatabase();
      return { database: "up" as const };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/tickets/v1/public-key",
    summary: "The Ed25519 public key that verifies tickets' QR codes offline",
    description:
      "{algorithm: 'Ed25519', publicKey (raw 32 bytes, base64url), format}: what a door scanner needs to verify tickets' QR codes offline. A ticket's QR code reads MT1.<payload>.<signature>; the signature is Ed25519 over 'MT1.<payload>', the payload JSON {v, t: ticket id, e: event guid, s: seat}",
    access: "public",
    csrf: false,
    answer: answers.ticketKeyAnswer,
    handle: async () => ({
      algorithm: "Ed25519" as const,
      publicKey: ticketPublicKey(),
      format: "MT1.<payload>.<signature>",
    }),
  }),
  endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API's OpenAPI 3.1 document",
    description:
      "the OpenAPI 3.1 document, generated from these declarations (not in the envelope)",
    access: "public",
    csrf: false,
    answer: answers.openApiAnswer,
    bare: true,
    handle: async () =>
      Response.json(openApiDocument(ENDPOINTS, siteUrl()), {
        headers: { "Cache-Control": "public, max-age=300" },
      }),
  }),
  ...TICKETS_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
];
