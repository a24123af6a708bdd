import { z } from "zod";
import type { StaffMember } from "./staff";
import { apiRoute } from "../http/route-contract";
import { emailAddress } from "../http/public-fields";
import { idSchema, PLAIN, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// Staff accounts as the organiser console sees them: the door team, each with the devices it is
// signed in on (a device is a session, named by its public handle; the session's own id never
// leaves the server). The requests, the answers, the mapper and the routes side by side.

const isoTime = z.iso.datetime({ offset: true });

const staffParams = z.object({ accountId: idSchema(ruleMessage("validation.ids.staffAccount")) });
const deviceParams = staffParams.extend({
  deviceId: z.uuid({ error: ruleMessage("validation.ids.device") }),
});

const NAME_MAX = 100;
const NAME_REQUIRED = ruleMessage("validation.staff.nameRequired");

export const staffCreateRequest = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED, abort: true })
    .max(NAME_MAX, { error: ruleMessage("validation.staff.nameTooLong", { max: NAME_MAX }) })
    .regex(PLAIN, { error: ruleMessage("validation.staff.nameOneLine") }),
  email: emailAddress(),
});
export type StaffCreateInput = z.input<typeof staffCreateRequest>;

export const staffAccessRequest = z.object({
  disabled: trueOrFalse("disabled"),
});

export const staffAnswer = z.object({
  accountId: z.number().int(),
  name: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  createdAt: isoTime,
  devices: z.array(
    z.object({
      deviceId: z.uuid(),
      deviceName: z.string().nullable(),
      signedInAt: isoTime,
      lastSeenAt: isoTime.nullable(),
    }),
  ),
});
export type StaffAnswer = z.output<typeof staffAnswer>;

export const staffOf = (m: StaffMember) =>
  ({
    accountId: m.id,
    name: m.name,
    email: m.email,
    disabled: m.disabledAt !== null,
    createdAt: m.createdAt.toISOString(),
    devices: m.devices.map((d) => ({
      deviceId: d.publicId,
      deviceName: d.deviceName,
      signedInAt: d.signedInAt.toISOString(),
      lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
    })),
  }) satisfies z.input<typeof staffAnswer>;

export const STAFF_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/staff",
    answer: z.object({ staff: z.array(staffAnswer) }),
  }),
  create: apiRoute({
    method: "POST",
    path: "/api/admin/v1/staff",
    body: staffCreateRequest,
    answer: z.object({ accountId: z.number().int() }),
    status: "CREATED",
  }),
  setAccess: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/staff/{accountId}",
    params: staffParams,
    body: staffAccessRequest,
    answer: staffAnswer,
  }),
  reinvite: apiRoute({
    method: "POST",
    path: "/api/admin/v1/staff/{accountId}/invitation",
    params: staffParams,
    answer: staffAnswer,
  }),
  signOutDevice: apiRoute({
    method: "DELETE",
    path: "/api/admin/v1/staff/{accountId}/devices/{deviceId}",
    params: deviceParams,
    answer: staffAnswer,
  }),
};
