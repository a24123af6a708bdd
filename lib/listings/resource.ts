import { z } from "zod";
import { PARAGRAPHS } from "../http/plain-text";
import { optionalText, requiredName, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// The vendor directory's resources: a booked order's public listing (what the vendor writes on
// the profile), the event's tag list (what the organiser keeps) and a vendor as the public
// directory answers it. One schema each serves the request, the form's validator and the answer.
// Client-safe: the profile's form, the console and the public page import it.

/** The most characters a description may have, in each language. */
export const DESCRIPTION_MAX = 300;
/** The most tags a listing may carry, and an event may keep. */
export const LISTING_TAGS_MAX = 20;
export const EVENT_TAGS_MAX = 40;
export const TAG_LABEL_MAX = 40;
export const TAG_KEY_MAX = 40;

/** A tag's key: lower-case letters and digits, words joined by '-' ("gluten-free"). */
export const TAG_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An uploaded image's address on this site. */
export const MEDIA_ADDRESS = /^\/media\/[0-9]{1,10}-[0-9a-f]{8}\.webp$/;

const TAG_MESSAGE = ruleMessage("validation.listings.tagInvalid");

/** A tag's key, as a listing, the tag list and `?tag=` name it. */
export const tagKey = z
  .string({ error: TAG_MESSAGE })
  .trim()
  .max(TAG_KEY_MAX, { error: TAG_MESSAGE, abort: true })
  .regex(TAG_KEY, { error: TAG_MESSAGE });

/**
 * A description: plain text (line breaks allowed), at most 300 characters, without markup (a
 * `<` or `>` is refused with its own message rather than stored or stripped); empty is none.
 */
const description = (field: string) =>
  z
    .string({ error: ruleMessage("validation.field.textOrNull", { field }) })
    .trim()
    .max(DESCRIPTION_MAX, {
      error: ruleMessage("validation.field.tooLong", { field, max: DESCRIPTION_MAX }),
    })
    .regex(/^[^<>]*$/, { error: ruleMessage("validation.listings.markup", { field }) })
    .regex(PARAGRAPHS, { error: ruleMessage("validation.field.plainText", { field }) })
    .transform((v) => v || null)
    .nullable()
    .default(null);

/**
 * PUT /api/vendor/v1/orders/{orderId}/listing: the whole listing. `tags` must be keys of the
 * event's tag list (the server checks, naming the unknown ones); `logo` an image uploaded here
 * (POST .../listing/logo sets it) or null; `listed` false keeps the vendor out of the directory.
 */
export const listingRequest = z.strictObject({
  description: description("description"),
  descriptionAr: description("descriptionAr"),
  logo: z
    .string({ error: ruleMessage("validation.listings.logoInvalid") })
    .regex(MEDIA_ADDRESS, { error: ruleMessage("validation.listings.logoInvalid") })
    .nullable()
    .default(null),
  tags: z
    .array(tagKey, { error: ruleMessage("validation.listings.tagsNotList") })
    .max(LISTING_TAGS_MAX, {
      error: ruleMessage("validation.listings.tooManyTags", { max: LISTING_TAGS_MAX }),
    })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  listed: trueOrFalse("listed").default(true),
});
export type ListingInput = z.input<typeof listingRequest>;
export type ListingSave = z.output<typeof listingRequest>;

/** One tag of an event's list: its key and its label in English and Arabic. */
export const vendorTagSchema = z.strictObject({
  key: tagKey,
  label: requiredName("label", TAG_LABEL_MAX),
  labelAr: optionalText("labelAr", TAG_LABEL_MAX).transform((v) => v ?? null),
});
export type VendorTag = z.output<typeof vendorTagSchema>;

/**
 * PUT /api/admin/v1/events/{eventId}/vendor-tags: the whole list, in the order the directory and
 * the profile's form show it; a key is kept by the tags the vendors chose, so renaming a tag is
 * a new label under the same key, and a tag left out is removed from the list.
 */
export const vendorTagsRequest = z.strictObject({
  tags: z
    .array(vendorTagSchema, { error: ruleMessage("validation.vendorTags.notList") })
    .max(EVENT_TAGS_MAX, {
      error: ruleMessage("validation.vendorTags.tooMany", { max: EVENT_TAGS_MAX }),
    })
    .refine((tags) => new Set(tags.map((t) => t.key)).size === tags.length, {
      error: ruleMessage("validation.vendorTags.keyTwice"),
    }),
});
export type VendorTagsInput = z.input<typeof vendorTagsRequest>;

const tagAnswer = z.object({ key: z.string(), label: z.string(), labelAr: z.string().nullable() });

/** An event's tag list, as the console and the profile's form read it. */
export const vendorTagsAnswer = z.object({
  eventId: z.number().int(),
  tags: z.array(tagAnswer),
});
export type VendorTagsAnswer = z.output<typeof vendorTagsAnswer>;

/** A booked order's listing as its vendor reads it, with the event's tags to choose from. */
export const vendorListingAnswer = z.object({
  orderId: z.number().int(),
  eventGuid: z.string(),
  eventName: z.string(),
  eventNameAr: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  logo: z.string().nullable(),
  tags: z.array(z.string()),
  listed: z.boolean(),
  /** When the vendor last saved it; null while nothing has been saved (listed, saying nothing). */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  tagOptions: z.array(tagAnswer),
});
export type VendorListing = z.output<typeof vendorListingAnswer>;

/** A vendor's listing as stored with its order's event, before it is answered. */
export type ListingRecord = {
  orderId: number;
  eventGuid: string;
  eventName: string;
  eventNameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  logo: string | null;
  tags: string[];
  listed: boolean;
  updatedAt: Date | null;
  tagOptions: VendorTag[];
};

export const vendorListingOf = (r: ListingRecord) =>
  ({
    orderId: r.orderId,
    eventGuid: r.eventGuid,
    eventName: r.eventName,
    eventNameAr: r.eventNameAr,
    description: r.description,
    descriptionAr: r.descriptionAr,
    logo: r.logo,
    // only the tags still on the event's list
    tags: r.tags.filter((key) => r.tagOptions.some((t) => t.key === key)),
    listed: r.listed,
    updatedAt: r.updatedAt?.toISOString() ?? null,
    tagOptions: r.tagOptions.map((t) => ({ key: t.key, label: t.label, labelAr: t.labelAr })),
  }) satisfies z.input<typeof vendorListingAnswer>;

/** The form's values from a listing: empty text for none. */
export const listingFormValues = (l: VendorListing) => ({
  description: l.description ?? "",
  descriptionAr: l.descriptionAr ?? "",
  logo: l.logo,
  tags: l.tags,
  listed: l.listed,
});

// --- the public directory ---

/** A vendor in the directory (the public API's answer, English names of the sections). */
export const publicVendorAnswer = z.object({
  vendorId: z.number().int(),
  /** The business's name (its legal or company name). */
  name: z.string(),
  /** Its operating name, as its booths show it ("line of business"). */
  lob: z.string(),
  description: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  /** Keys of the event's tags, in the list's order. */
  tags: z.array(z.string()),
  logo: z.string().nullable(),
  booths: z.array(
    z.object({ boothId: z.number().int(), boothName: z.string(), sectionName: z.string() }),
  ),
});
export type PublicVendor = z.output<typeof publicVendorAnswer>;

/** GET /api/v1/events/{eventGuid}/vendors. */
export const publicVendorsAnswer = z.object({ vendors: z.array(publicVendorAnswer) });

/** `?q=` and `?tag=` of the directory: free text (at most 200 characters) and a tag's key. */
export const vendorsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: ruleMessage("validation.field.tooLong", { field: "q", max: 200 }) })
    .optional(),
  tag: tagKey.optional(),
});
