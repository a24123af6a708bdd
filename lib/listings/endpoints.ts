import "server-only";
import { LISTING_ROUTES, PUBLIC_VENDOR_ROUTES, VENDOR_TAG_ROUTES } from "./api";
import { publicVendorOf } from "./directory";
import { publicVendorDirectory } from "./public-data";
import { findVendors } from "./search";
import { saveVendorTags, vendorListing, vendorTagsOf, writeListing } from "./listings";
import { uploadListingLogo } from "./logo";
import { appError } from "../http/envelope";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { MAX_IMAGE_BYTES } from "../events/images";

const LISTING =
  "{orderId, eventGuid, eventName, eventNameAr, description, descriptionAr, logo, tags, listed, updatedAt (null until saved), tagOptions: [{key, label, labelAr}] (the event's tag list)}";
const REFUSALS =
  "FORBIDDEN for another vendor's order, NOT_FOUND for an unknown order, CONFLICT (errors.listings.notBooked) for an order that is not booked: pending, cancelled, refunded, or with every booth given back";

/** The public vendor directory of an event. */
export const PUBLIC_VENDOR_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...PUBLIC_VENDOR_ROUTES.list,
    summary: "The vendors of an event's booked booths, searched and filtered by tag",
    description:
      "?q= (words in English or Arabic, each found in the vendor's name, operating name, descriptions, tag labels or booth names; Arabic forgives alef forms, taa marbuta and haa, alef maqsura and yaa, tatweel and diacritics; English ignores case and accents) &tag= (a tag's key) -> {vendors: [{vendorId, name, lob, description, descriptionAr, tags (keys), logo, booths: [{boothId, boothName, sectionName}]}]}: every vendor with a booth BOOKED to a paid or partly paid order of the event whose listing is listed, by operating name; searched in the pages' cached directory, which a listing's, a booth's or the event's change expires at once; NOT_FOUND for an unknown or draft event",
    access: "public",
    csrf: false,
    handle: async ({ params, query }) => {
      const directory = await publicVendorDirectory(params.eventGuid);
      if (!directory) throw appError("NOT_FOUND", "errors.events.notFound");
      return {
        vendors: findVendors(directory.vendors, query, (v) => v.searchText).map(publicVendorOf),
      };
    },
  }),
];

/** A vendor's public listing of a booked order, and its logo. */
export const LISTING_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...LISTING_ROUTES.get,
    summary: "A booked order's public listing in the vendor directory (vendors)",
    description: `-> ${LISTING}; a listing never saved is listed and says nothing; ${REFUSALS}`,
    access: ["vendor"],
    csrf: false,
    handle: async ({ caller, params }) => vendorListing(caller.accountId, params.orderId),
  }),
  endpoint({
    ...LISTING_ROUTES.put,
    summary: "Write a booked order's public listing (vendors)",
    description: `{description, descriptionAr (plain text, at most 300 characters each; a < or > is refused with validation.listings.markup), logo (the address the logo upload gave, or null to remove it), tags (keys of the event's tag list), listed (default true)} -> ${LISTING}; the vendor directory shows it at once; BAD_REQUEST for a tag not on the event's list (errors.listings.unknownTags, naming them) or another logo (errors.listings.logoNotUploaded); ${REFUSALS}`,
    access: ["vendor"],
    csrf: true,
    handle: async ({ caller, params, body }) =>
      writeListing(caller.accountId, params.orderId, body),
  }),
  endpoint({
    ...LISTING_ROUTES.logo,
    summary: "Upload a booked order's logo for its public listing (vendors)",
    description: `multipart/form-data with one field, file: PNG, JPEG or WebP by its bytes (SVG and others refused), at most 5 MB (413 beyond) and 4000 x 4000 px, kept re-encoded as WebP without metadata and served from /media/ -> 201 ${LISTING} with logo its address; the rest of the listing stays; ${REFUSALS}`,
    access: ["vendor"],
    csrf: true,
    multipart: {
      maxBytes: MAX_IMAGE_BYTES,
      tooLarge: () => appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge"),
    },
    handle: async ({ caller, params, body }) =>
      uploadListingLogo(caller.accountId, params.orderId, body.file),
  }),
];

/** The organisers' tag list of an event's vendors. */
export const VENDOR_TAG_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...VENDOR_TAG_ROUTES.get,
    summary: "An event's vendor tags (organisers)",
    description:
      "-> {eventId, tags: [{key, label, labelAr}]}: the tags vendors choose from for their listings, in the directory's order; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => vendorTagsOf(params.eventId),
  }),
  endpoint({
    ...VENDOR_TAG_ROUTES.put,
    summary: "Replace an event's vendor tags (organisers)",
    description:
      "{tags: [{key (lower-case letters and digits joined by '-', e.g. gluten-free), label, labelAr}]} (at most 40, each key once) -> {eventId, tags}: the whole list in its new order; renaming keeps the key, a tag left out is removed (listings that chose it no longer show it); the vendor directories show it at once; NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      saveVendorTags(caller.accountId, params.eventId, body.tags),
  }),
];
