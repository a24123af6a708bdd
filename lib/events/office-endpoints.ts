import "server-only";
import { z } from "zod";
import { auditQuerySchema, auditTrail } from "../console/audit";
import {
  adminCoupons,
  couponChangesSchema,
  createCoupon,
  newCouponSchema,
  updateCoupon,
} from "../coupons/editing";
import {
  adminEvent,
  adminEvents,
  createEvent,
  eventChangesSchema,
  newEventSchema,
  updateEvent,
} from "./editing";
import {
  adminCouponPayload,
  adminEventDetailPayload,
  adminEventPayload,
  auditPayload,
} from "../http/spec-fields";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";

const COUPON_ID_MESSAGE = "Invalid coupon id";
const couponIdSchema = z.coerce
  .number({ error: COUPON_ID_MESSAGE })
  .int({ error: COUPON_ID_MESSAGE })
  .positive({ error: COUPON_ID_MESSAGE })
  .max(2_147_483_647, { error: COUPON_ID_MESSAGE });

const EVENT_FIELDS =
  "eventName(+Ar), eventDescription(+Ar), eventLocation(+Ar), eventDate and eventEndDate (ISO; Toronto time without an offset), eventDateText(+Ar), eventAddress, eventDetails(+Ar), eventImage (a file under public/images/events), eventStatus (DRAFT, ACTIVE or PAST), eventPrice, hasSeating, bookingOpen, balanceDueDate (YYYY-MM-DD), openingHours ([{opens, closes}], each day's hours for the home page; ISO), featuredTitle(+Ar) (the home page's title for it; null: eventName), contractText, contractTitle(+Ar), contractSummaryAr, contractVersion";
/**
 * An event's texts may reach about 102,000 characters (a 60,000-character contract, a 20,000-
 * character Arabic summary, four 5,000-character descriptions, ...), up to 3 bytes each in UTF-8:
 * some 310 KB at most, over the 64 KiB other bodies get.
 */
const EVENT_BODY_MAX_BYTES = 512 * 1024;

const COUPON_FIELDS =
  "code, percent, validFrom, validUntil (ISO; Toronto time without an offset; a date alone for validUntil is all that day), maxRedemptions, active";

/** The organiser API's events endpoints (declared like the public ones; access: organisers). */
export const EVENTS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/events",
    summary: "Every event, drafts included (organisers)",
    description:
      "every event, drafts included: the event's fields in English and Arabic, eventStatus, bookingOpen, balanceDueDate, sectionCount, boothCount, contractVersion and warnings; times in Toronto time with their offset",
    access: ORGANISERS,
    csrf: false,
    answer: z.array(answers.adminEventAnswer),
    handle: async () => (await adminEvents()).map(adminEventPayload),
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/events",
    summary: "Create an event (organisers)",
    description: `${EVENT_FIELDS} -> 201 the event with eventId and eventGuid; eventStatus DRAFT, bookingOpen false, eventPrice 0 unless given; contractText makes its first contract version (v1 unless contractVersion is given)`,
    access: ORGANISERS,
    csrf: true,
    body: newEventSchema,
    maxBodyBytes: EVENT_BODY_MAX_BYTES,
    answer: answers.adminEventDetailAnswer,
    status: "CREATED",
    handle: async ({ caller, body }) =>
      adminEventDetailPayload(await createEvent(caller.accountId, body)),
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}",
    summary: "One event with its contract (organisers)",
    description:
      "the event as in the list, with its current contract (contractText, contractTitle(+Ar), contractSummaryAr, contractVersion) and contractVersions; warnings flag an ACTIVE event open for booking without a contract; NOT_FOUND for an unknown id",
    access: ORGANISERS,
    csrf: false,
    params: z.object({ eventId: eventIdSchema }),
    answer: answers.adminEventDetailAnswer,
    handle: async ({ params }) => adminEventDetailPayload(await adminEvent(params.eventId)),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}",
    summary: "Edit an event (organisers)",
    description:
      "any of the POST fields (null clears an Arabic text or balanceDueDate), and featured (true makes it the home page's festival and unmarks the event featured before; one at a time) -> the event as GET shows it; changed contract fields make a NEW contract version (the next number unless contractVersion is given; CONFLICT for a version that exists), orders keep the version they accepted",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ eventId: eventIdSchema }),
    body: eventChangesSchema,
    maxBodyBytes: EVENT_BODY_MAX_BYTES,
    answer: answers.adminEventDetailAnswer,
    handle: async ({ caller, params, body }) =>
      adminEventDetailPayload(await updateEvent(caller.accountId, params.eventId, body)),
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/coupons",
    summary: "Every coupon (organisers)",
    description:
      "[{couponId, code, percent, validFrom, validUntil, maxRedemptions, active, used}], used being the redemptions so far",
    access: ORGANISERS,
    csrf: false,
    answer: z.array(answers.adminCouponAnswer),
    handle: async () => (await adminCoupons()).map(adminCouponPayload),
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/coupons",
    summary: "Create a coupon (organisers)",
    description: `${COUPON_FIELDS} (code and percent required; active unless told otherwise) -> 201 the coupon; CONFLICT for a code that exists`,
    access: ORGANISERS,
    csrf: true,
    body: newCouponSchema,
    answer: answers.adminCouponAnswer,
    status: "CREATED",
    handle: async ({ caller, body }) =>
      adminCouponPayload(await createCoupon(caller.accountId, body)),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/coupons/{couponId}",
    summary: "Edit a coupon (organisers)",
    description: `any of ${COUPON_FIELDS} (null clears a date or the limit) -> the coupon; CONFLICT for a code another coupon has; NOT_FOUND for an unknown id`,
    access: ORGANISERS,
    csrf: true,
    params: z.object({ couponId: couponIdSchema }),
    body: couponChangesSchema,
    answer: answers.adminCouponAnswer,
    handle: async ({ caller, params, body }) =>
      adminCouponPayload(await updateCoupon(caller.accountId, params.couponId, body)),
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/audit",
    summary: "The organiser console's change log (organisers)",
    description:
      "?entity=event|section|booth|seating|coupon|contract|order|vendor|settings&id=&limit= (all optional; limit 100 by default, at most 500) -> changes newest first: auditId, actorId, actorName, actorEmail, createdAt, entity, entityId, action (create, update, delete), before, after",
    access: ORGANISERS,
    csrf: false,
    query: auditQuerySchema,
    answer: z.array(answers.auditEntryAnswer),
    handle: async ({ query }) => (await auditTrail(query)).map(auditPayload),
  }),
];
