import "server-only";
import { z } from "zod";
import {
  BOOTH_NAME_MAX,
  createBooths,
  createSection,
  deleteBooth,
  MAX_BOOTHS_PER_REQUEST,
  MAX_SEAT_ROWS,
  MAX_SEATS_PER_ROW,
  repriceSection,
  setSeating,
  updateBooth,
  updateSection,
} from "./editing";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import {
  dollars,
  idSchema,
  optionalText,
  ORGANISERS,
  PLAIN,
  requiredName,
} from "../http/office-fields";

// --- What the organiser sends (dollars at the edge; the domain works in cents) ---

const INCLUSIONS_MAX = 2000;
const inclusions = z
  .string({ error: "inclusions must be text." })
  .trim()
  .max(INCLUSIONS_MAX, { error: `inclusions is at most ${INCLUSIONS_MAX} characters.` });

const position = z
  .number({ error: "position must be a whole number (the tab index, from 0)." })
  .int({ error: "position must be a whole number (the tab index, from 0)." })
  .min(0, { error: "position must be a whole number (the tab index, from 0)." })
  .max(999, { error: "position is at most 999." });

const isFood = z.boolean({ error: "isFood must be true or false." });

/** A booth price in dollars, or null: the price is to be announced (the booth cannot be booked). */
const boothPrice = dollars("boothPrice").nullable();

const sectionIdSchema = idSchema("Invalid section id");
const boothIdSchema = idSchema("Invalid booth id");

const boothName = requiredName("boothName", BOOTH_NAME_MAX);

const sectionCreateSchema = z.object({
  sectionName: requiredName("sectionName", 100),
  sectionNameAr: optionalText("sectionNameAr", 100),
  position: position.optional(),
  inclusions: inclusions.optional(),
  inclusionsAr: optionalText("inclusionsAr", INCLUSIONS_MAX),
  isFood: isFood.optional(),
});

const NOTHING_TO_CHANGE = "Nothing to change: send at least one field.";
const someField = (body: Record<string, unknown>) =>
  Object.values(body).some((v) => v !== undefined);

const sectionUpdateSchema = z
  .object({
    sectionName: requiredName("sectionName", 100).optional(),
    sectionNameAr: optionalText("sectionNameAr", 100),
    position: position.optional(),
    inclusions: inclusions.optional(),
    inclusionsAr: optionalText("inclusionsAr", INCLUSIONS_MAX),
    isFood: isFood.optional(),
  })
  .refine(someField, { error: NOTHING_TO_CHANGE });

const rangeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must be 0 or more.` })
    .max(99_999, { error: `${label} is at most 99999.` });

const ONE_OR_RANGE =
  "Send boothName and boothPrice for one booth, or prefix, from, to and boothPrice for a range.";

const boothsCreateSchema = z
  .object({
    boothName: boothName.optional(),
    prefix: z
      .string({ error: "prefix must be text." })
      .trim()
      .max(20, { error: "prefix is at most 20 characters." })
      .regex(PLAIN, { error: "prefix must be one line of text." })
      .optional(),
    from: rangeNumber("from").optional(),
    to: rangeNumber("to").optional(),
    boothPrice,
  })
  .superRefine((b, ctx) => {
    const range = b.prefix !== undefined || b.from !== undefined || b.to !== undefined;
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (range === (b.boothName !== undefined)) return fail(ONE_OR_RANGE);
    if (!range) return;
    if (b.from === undefined || b.to === undefined) return fail("A range needs from and to.");
    if (b.to < b.from) return fail("to must not be less than from.");
    if (b.to - b.from + 1 > MAX_BOOTHS_PER_REQUEST)
      return fail(`At most ${MAX_BOOTHS_PER_REQUEST} booths per request.`);
    const width = Math.max(2, String(b.to).length);
    if ((b.prefix ?? "").length + width > BOOTH_NAME_MAX)
      return fail(`A booth name is at most ${BOOTH_NAME_MAX} characters.`);
  })
  .transform((b) =>
    b.boothName !== undefined
      ? { kind: "one" as const, name: b.boothName, priceCents: b.boothPrice }
      : {
          kind: "range" as const,
          prefix: b.prefix ?? "",
          from: b.from!,
          to: b.to!,
          priceCents: b.boothPrice,
        },
  );

const boothUpdateSchema = z
  .object({
    boothName: boothName.optional(),
    boothPrice: boothPrice.optional(),
    boothStatus: z
      .enum(["AVAILABLE", "RESERVED"], {
        error: "boothStatus is AVAILABLE or RESERVED (checkouts hold and book booths).",
      })
      .optional(),
  })
  .refine(someField, { error: NOTHING_TO_CHANGE });

const seatRow = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} is at least 1.` })
    .max(MAX_SEAT_ROWS, { error: `${label} is at most ${MAX_SEAT_ROWS}.` });

const seatingSchema = z
  .object({
    rows: seatRow("rows"),
    seatsPerRow: z
      .number({ error: "seatsPerRow must be a whole number." })
      .int({ error: "seatsPerRow must be a whole number." })
      .min(1, { error: "seatsPerRow is at least 1." })
      .max(MAX_SEATS_PER_ROW, {
        error: `seatsPerRow is at most ${MAX_SEATS_PER_ROW} (the stage's seat map).`,
      }),
    bands: z
      .array(
        z.object({
          fromRow: seatRow("fromRow"),
          toRow: seatRow("toRow"),
          price: dollars("price"),
          rowType: z
            .string({ error: "rowType must be text." })
            .trim()
            .regex(/^[A-Z][A-Z0-9_]{0,19}$/, {
              error: "rowType is a word in capitals, like PREMIUM (at most 20 characters).",
            })
            .optional(),
        }),
        { error: "bands must be a list of {fromRow, toRow, price}." },
      )
      .min(1, { error: "bands must price every row." })
      .max(MAX_SEAT_ROWS, { error: `At most ${MAX_SEAT_ROWS} bands.` }),
  })
  .superRefine((s, ctx) => {
    const sorted = [...s.bands].sort((a, b) => a.fromRow - b.fromRow);
    let next = 1;
    for (const band of sorted) {
      if (band.toRow < band.fromRow || band.fromRow !== next) break;
      next = band.toRow + 1;
    }
    if (next !== s.rows + 1 || sorted.some((b) => b.toRow < b.fromRow)) {
      ctx.addIssue({
        code: "custom",
        message: `bands must cover rows 1 to ${s.rows}, each row once (fromRow to toRow, no gaps or overlaps).`,
      });
    }
  })
  .transform((s) => ({
    rows: s.rows,
    seatsPerRow: s.seatsPerRow,
    bands: [...s.bands]
      .sort((a, b) => a.fromRow - b.fromRow)
      .map((b) => ({
        fromRow: b.fromRow,
        toRow: b.toRow,
        priceCents: b.price,
        rowType: b.rowType,
      })),
  }));

/** The organiser API's sections, booths and seating endpoints (organisers only). */
export const BOOTHS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/admin/v1/events/{eventId}/sections",
    summary: "Add a booth section (a tab) to an event",
    description:
      "sectionName, sectionNameAr, position (tab index; default after the last; a taken tab moves along), inclusions, inclusionsAr, isFood -> 201 {sectionId, eventId, sectionName, sectionNameAr, position, inclusions, inclusionsAr, isFood}; a seated event is CONFLICT",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ eventId: eventIdSchema }),
    body: sectionCreateSchema,
    answer: answers.adminSectionAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) =>
      reply(
        await createSection(caller.accountId, params.eventId, {
          name: body.sectionName,
          nameAr: body.sectionNameAr ?? null,
          position: body.position,
          inclusions: body.inclusions ?? "",
          inclusionsAr: body.inclusionsAr ?? null,
          isFood: body.isFood ?? false,
        }),
        { status: "CREATED" },
      ),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/sections/{sectionId}",
    summary: "Change a booth section",
    description:
      "any of sectionName, sectionNameAr, position, inclusions, inclusionsAr, isFood -> the section, as when created",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ sectionId: sectionIdSchema }),
    body: sectionUpdateSchema,
    answer: answers.adminSectionAnswer,
    handle: async ({ caller, params, body }) =>
      updateSection(caller.accountId, params.sectionId, {
        name: body.sectionName,
        nameAr: body.sectionNameAr,
        position: body.position,
        inclusions: body.inclusions,
        inclusionsAr: body.inclusionsAr,
        isFood: body.isFood,
      }),
  }),
  endpoint({
    method: "POST",
    path: "/api/admin/v1/sections/{sectionId}/booths",
    summary: "Add one booth or a numbered range of booths to a section",
    description: `{boothName, boothPrice} or {prefix, from, to, boothPrice} (prefix "F-", 1 to 20: F-01 ... F-20, numbers padded to the width of to, at least 2 digits; at most ${MAX_BOOTHS_PER_REQUEST}); boothPrice null: to be announced -> 201 {sectionId, booths: [{boothId, sectionId, boothName, boothPrice, boothStatus}]}; a name already used in the event is CONFLICT naming the booths, and nothing is created`,
    access: ORGANISERS,
    csrf: true,
    params: z.object({ sectionId: sectionIdSchema }),
    body: boothsCreateSchema,
    answer: answers.adminCreatedBoothsAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) =>
      reply(await createBooths(caller.accountId, params.sectionId, body), { status: "CREATED" }),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/sections/{sectionId}/prices",
    summary: "One price for every free or reserved booth of a section",
    description:
      "{boothPrice} (null: to be announced) -> {sectionId, boothPrice, changed, skipped}: changed counts the AVAILABLE or RESERVED booths repriced; held and booked booths (skipped) keep their price",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ sectionId: sectionIdSchema }),
    body: z.object({ boothPrice }),
    answer: answers.adminSectionPricesAnswer,
    handle: async ({ caller, params, body }) =>
      repriceSection(caller.accountId, params.sectionId, body.boothPrice),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/booths/{boothId}",
    summary: "Rename, reprice or reserve a booth",
    description:
      "any of boothName, boothPrice (null: to be announced), boothStatus (AVAILABLE or RESERVED) -> {boothId, sectionId, boothName, boothPrice, boothStatus}; a held or booked booth may be repriced (its order keeps its price) but not renamed or reserved (CONFLICT)",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ boothId: boothIdSchema }),
    body: boothUpdateSchema,
    answer: answers.adminBoothAnswer,
    handle: async ({ caller, params, body }) =>
      updateBooth(caller.accountId, params.boothId, {
        name: body.boothName,
        priceCents: body.boothPrice,
        status: body.boothStatus,
      }),
  }),
  endpoint({
    method: "DELETE",
    path: "/api/admin/v1/booths/{boothId}",
    summary: "Delete a booth",
    description:
      "-> the deleted booth; a held or booked booth, or one an order names, is CONFLICT (reserve it instead)",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ boothId: boothIdSchema }),
    answer: answers.adminBoothAnswer,
    handle: async ({ caller, params }) => deleteBooth(caller.accountId, params.boothId),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/events/{eventId}/seating",
    summary: "A seated event's seat plan and row prices",
    description: `{rows, seatsPerRow (at most ${MAX_SEATS_PER_ROW}), bands: [{fromRow, toRow, price, rowType?}]} covering every row -> {eventId, rows, seatsPerRow, bands, seats, created, repriced, removed}; missing seats are created, seats repriced, seats outside the plan removed; removing a held or sold seat (or one an order names) is CONFLICT naming them`,
    access: ORGANISERS,
    csrf: true,
    params: z.object({ eventId: eventIdSchema }),
    body: seatingSchema,
    answer: answers.adminSeatingAnswer,
    handle: async ({ caller, params, body }) => setSeating(caller.accountId, params.eventId, body),
  }),
];
