import { z } from "zod";
import { eventIdSchema } from "../http/public-fields";
import { apiRoute } from "../http/route-contract";
import { idSchema } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import {
  boothAnswer,
  boothsCreateRequest,
  boothUpdateRequest,
  createdBoothsAnswer,
  sectionAnswer,
  sectionCreateRequest,
  sectionPricesAnswer,
  sectionPricesRequest,
  sectionUpdateRequest,
} from "./resource";

// The organiser API's routes for booth sections and booths (the console's booth editor); what
// they send and answer is resource.ts.

const sectionParams = z.object({ sectionId: idSchema(ruleMessage("validation.ids.section")) });
const boothParams = z.object({ boothId: idSchema(ruleMessage("validation.boothIdInvalid")) });

export const BOOTH_ROUTES = {
  createSection: apiRoute({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/sections",
    params: z.object({ eventId: eventIdSchema }),
    body: sectionCreateRequest,
    answer: sectionAnswer,
    status: "CREATED",
  }),
  updateSection: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/sections/{sectionId}",
    params: sectionParams,
    body: sectionUpdateRequest,
    answer: sectionAnswer,
  }),
  createBooths: apiRoute({
    method: "POST",
    path: "/api/admin/v1/sections/{sectionId}/booths",
    params: sectionParams,
    body: boothsCreateRequest,
    answer: createdBoothsAnswer,
    status: "CREATED",
  }),
  setSectionPrices: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/sections/{sectionId}/prices",
    params: sectionParams,
    body: sectionPricesRequest,
    answer: sectionPricesAnswer,
  }),
  updateBooth: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/booths/{boothId}",
    params: boothParams,
    body: boothUpdateRequest,
    answer: boothAnswer,
  }),
  deleteBooth: apiRoute({
    method: "DELETE",
    path: "/api/admin/v1/booths/{boothId}",
    params: boothParams,
    answer: boothAnswer,
  }),
};
