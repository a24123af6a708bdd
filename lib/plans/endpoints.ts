import "server-only";
import { PLAN_ROUTES } from "./api";
import { planEditor, savePlan } from "./editing";
import { publicPlan } from "./public-data";
import { endpoint, type Endpoint } from "../http/endpoint";
import { appError } from "../http/envelope";
import { ORGANISERS } from "../http/office-fields";

/** The most a saved plan's body may hold: room for its largest number of shapes. */
const PLAN_BODY_MAX_BYTES = 512 * 1024;

/** The public plan of an event. */
export const PUBLIC_PLAN_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PLAN_ROUTES.publicPlan,
    summary: "An event's plan: its areas and placed booths with their status (event guid)",
    description:
      "-> {width, height, background, areas: [{areaId, kind, label, labelAr, x, y, width, height, rotation}], booths: [{boothId, boothName, sectionName, sectionNameAr, boothStatus, x, y, width, height, rotation}]}: the plan in plan units (1 unit = 10 cm), each shape's top-left corner before its rotation (degrees clockwise about its centre); kind STAGE, ENTRANCE, WASHROOM, FIRST_AID, FOOD_COURT, INFO or OTHER; booths by section and name, boothStatus the public one (AVAILABLE, HELD, BOOKED, RESERVED; a lapsed hold reads AVAILABLE); served from the pages' cache, which saving the plan, a booth's change and the event's expire at once; NOT_FOUND for an unknown or DRAFT event (errors.events.notFound) and for an event without a plan yet (errors.plans.none)",
    access: "public",
    csrf: false,
    handle: async ({ params }) => {
      const { eventId, plan } = await publicPlan(params.eventGuid);
      if (eventId === undefined) throw appError("NOT_FOUND", "errors.events.notFound");
      if (!plan) throw appError("NOT_FOUND", "errors.plans.none");
      return plan;
    },
  }),
];

/** The console's plan editor. */
export const PLAN_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PLAN_ROUTES.editor,
    summary: "An event's plan and every booth to place on it (organisers)",
    description:
      "-> {plan, sections: [{sectionId, sectionName, booths: [{boothId, boothName}]}]}: plan as the public GET answers it, null before its first save; every section of the event in tab order with every booth by name, placed or not; NOT_FOUND for an unknown event (drafts are found)",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => planEditor(params.eventId),
  }),
  endpoint({
    ...PLAN_ROUTES.save,
    summary: "Save an event's plan whole (organisers)",
    description:
      "{width, height (10 to 10000), background (an uploaded image's /media/ address, or null), areas: [{kind, label, labelAr, x, y, width, height, rotation}], booths: [{boothId, x, y, width, height, rotation}]} -> the plan as the public GET answers it: the areas (in drawing order) and this event's booths' places are replaced, in one transaction, audited as 'plan'; BAD_REQUEST, naming the shapes (booth names, area labels) in params and as issues at their place in the body, for more than 2000 shapes (validation.plan.tooManyShapes), a booth not of this event (validation.plan.boothNotOfEvent), a booth placed twice (validation.plan.boothTwice), a shape whose rotated corners leave the plan (validation.plan.shapeOffPlan) and two booths overlapping, rotated or not (validation.plan.boothsOverlap; touching is not overlapping, and areas may overlap anything); a background not uploaded here (errors.events.imageNotUploaded); NOT_FOUND for an unknown event; at most 512 KiB",
    access: ORGANISERS,
    csrf: true,
    maxBodyBytes: PLAN_BODY_MAX_BYTES,
    handle: async ({ caller, params, body }) => savePlan(caller.accountId, params.eventId, body),
  }),
];
