import "server-only";
import { BOOTH_ROUTES } from "./api";
import {
  BOOTH_FIELD_NAMES,
  boothAnswer,
  boothOf,
  fieldList,
  MAX_BOOTHS_PER_REQUEST,
  sectionAnswer,
  sectionOf,
} from "./resource";
import { createBooths, deleteBooth, repriceSection, updateBooth } from "./booths";
import { createSection, updateSection } from "./sections";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";
import { SEATING_ROUTES } from "../seats/api";
import { MAX_SEAT_KINDS, MAX_SEAT_ROWS, MAX_SEATS_PER_ROW, seatingOf } from "../seats/resource";
import { setSeating } from "../seats/seating-plan";

// The request's and the answer's fields are read from their schemas (lib/booths/api.ts), so a
// new field of a booth shows in these descriptions and the API's documentation by itself.
const SECTION = `{${fieldList(sectionAnswer)}}`;
const BOOTH = `{${fieldList(boothAnswer)}}`;

/** The organiser API's sections, booths and seating endpoints (organisers only). */
export const BOOTHS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...BOOTH_ROUTES.createSection,
    summary: "Add a booth section (a tab) to an event",
    description: `sectionName, sectionNameAr, position (tab index; default after the last; a taken tab moves along), inclusions, inclusionsAr, isFood -> 201 ${SECTION}; a seated event is CONFLICT`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      reply(sectionOf(await createSection(caller.accountId, params.eventId, body)), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...BOOTH_ROUTES.updateSection,
    summary: "Change a booth section",
    description:
      "any of sectionName, sectionNameAr, position, inclusions, inclusionsAr, isFood -> the section, as when created",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      sectionOf(await updateSection(caller.accountId, params.sectionId, body)),
  }),
  endpoint({
    ...BOOTH_ROUTES.createBooths,
    summary: "Add one booth or a numbered range of booths to a section",
    description: `{boothName, ${BOOTH_FIELD_NAMES}} or {prefix, from, to, ${BOOTH_FIELD_NAMES}} (prefix "F-", 1 to 20: F-01 ... F-20, numbers padded to the width of to, at least 2 digits; at most ${MAX_BOOTHS_PER_REQUEST}); boothPriceCents in integer cents, null: to be announced -> 201 {sectionId, booths: [${BOOTH}]}; a name already used in the event is CONFLICT naming the booths (errors), and nothing is created`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) => {
      const booths = await createBooths(caller.accountId, params.sectionId, body);
      return reply(
        { sectionId: params.sectionId, booths: booths.map(boothOf) },
        {
          status: "CREATED",
        },
      );
    },
  }),
  endpoint({
    ...BOOTH_ROUTES.setSectionPrices,
    summary: "One price for every free or reserved booth of a section",
    description:
      "{boothPriceCents} (integer cents; null: to be announced) -> {sectionId, boothPriceCents, changed, skipped}: changed counts the AVAILABLE or RESERVED booths repriced; held and booked booths (skipped) keep their price",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      repriceSection(caller.accountId, params.sectionId, body.boothPriceCents),
  }),
  endpoint({
    ...BOOTH_ROUTES.updateBooth,
    summary: "Rename, reprice or reserve a booth",
    description: `any of boothName, ${BOOTH_FIELD_NAMES} (boothPriceCents in integer cents; null: to be announced), boothStatus (AVAILABLE or RESERVED) -> ${BOOTH}; a held or booked booth may be repriced (its order keeps its price) but not renamed or reserved (CONFLICT)`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      boothOf(await updateBooth(caller.accountId, params.boothId, body)),
  }),
  endpoint({
    ...BOOTH_ROUTES.deleteBooth,
    summary: "Delete a booth",
    description:
      "-> the deleted booth; a held or booked booth, or one an order names, is CONFLICT (reserve it instead)",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) =>
      boothOf(await deleteBooth(caller.accountId, params.boothId)),
  }),
  endpoint({
    ...SEATING_ROUTES.setSeating,
    summary: "A seated event's seat plan and row prices",
    description: `{rows (at most ${MAX_SEAT_ROWS}), seatsPerRow (at most ${MAX_SEATS_PER_ROW}), bands: [{fromRow, toRow, priceCents, rowType?}] covering every row, aisles?: [seat numbers an aisle follows in every row], sections?: [{name, nameAr?, fromRow, toRow}] (named blocks of rows, not overlapping), seatKinds?: [{row, column, kind: WHEELCHAIR or COMPANION}] (a companion seat beside a wheelchair space, no aisle between; at most ${MAX_SEAT_KINDS})}, prices in integer cents; the plan is sent whole (aisles, sections and kinds left out are cleared) -> {eventId, rows, seatsPerRow, bands, aisles, sections, seatKinds, seats, created, repriced, rearranged, removed}; missing seats are created, seats repriced (price or row type) or rearranged (kind, section or aisle), seats outside the plan removed; removing a held or sold seat (or one an order names) is CONFLICT naming them (errors)`,
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      seatingOf(await setSeating(caller.accountId, params.eventId, body)),
  }),
];
