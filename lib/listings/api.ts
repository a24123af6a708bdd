import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { eventIdSchema, guidSchema, idField } from "../http/public-fields";
import { ruleMessage } from "../i18n/messages";
import {
  listingRequest,
  publicVendorsAnswer,
  vendorListingAnswer,
  vendorsQuery,
  vendorTagsAnswer,
  vendorTagsRequest,
} from "./resource";

// The vendor directory's routes: the public list by the event's guid, a booked order's listing
// (its vendor's), the logo upload, and the event's tag list (organisers). Client-safe: pages
// call them through the typed client.

const orderParams = z.object({ orderId: idField(ruleMessage("validation.ids.order")) });

/** The multipart/form-data body of the logo upload: one field, `file`. */
const logoUpload = z.object({
  file: z.instanceof(File, { error: ruleMessage("validation.events.imageFileRequired") }).meta({
    type: "string",
    contentMediaType: "application/octet-stream",
    description:
      "The logo: PNG, JPEG or WebP by its bytes (SVG refused), at most 5 MB and 4000 x 4000 px; stored re-encoded as WebP without metadata.",
  }),
});

export const PUBLIC_VENDOR_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/v1/events/{eventGuid}/vendors",
    params: z.object({ eventGuid: guidSchema }),
    query: vendorsQuery,
    answer: publicVendorsAnswer,
  }),
};

export const LISTING_ROUTES = {
  get: apiRoute({
    method: "GET",
    path: "/api/vendor/v1/orders/{orderId}/listing",
    params: orderParams,
    answer: vendorListingAnswer,
  }),
  put: apiRoute({
    method: "PUT",
    path: "/api/vendor/v1/orders/{orderId}/listing",
    params: orderParams,
    body: listingRequest,
    answer: vendorListingAnswer,
  }),
  logo: apiRoute({
    method: "POST",
    path: "/api/vendor/v1/orders/{orderId}/listing/logo",
    params: orderParams,
    body: logoUpload,
    answer: vendorListingAnswer,
    status: "CREATED",
  }),
};

const eventParams = z.object({ eventId: eventIdSchema });

export const VENDOR_TAG_ROUTES = {
  get: apiRoute({
    method: "GET",
    path: "/api/admin/v1/events/{eventId}/vendor-tags",
    params: eventParams,
    answer: vendorTagsAnswer,
  }),
  put: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/vendor-tags",
    params: eventParams,
    body: vendorTagsRequest,
    answer: vendorTagsAnswer,
  }),
};
