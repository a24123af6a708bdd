import { z } from "zod";
import type { StaffMember } from "./team";
import { emailAddress } from "../http/public-fields";
import { PLAIN } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// Staff accounts as the organiser console sees them: the door team, each with the devices it is
// signed in on (a device is a session, named by its public handle; the session's own id never
// leaves the server); and the door app's device: the name a staff member gives the phone it runs
// on ("Gate 2 phone"), kept on the session, and the device id the door sends with its scans.
// Client-safe: the console's forms and the door's pages import it.

const isoTime = z.iso.datetime({ offset: true });

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

export const DEVICE_NAME_MAX = 60;

export const deviceNameRequest = z.object({
  name: z
    .string({ error: ruleMessage("validation.deviceNameRequired") })
    .trim()
    .min(1, { error: ruleMessage("validation.deviceNameRequired"), abort: true })
    .max(DEVICE_NAME_MAX, {
      error: ruleMessage("validation.deviceNameTooLong", { max: DEVICE_NAME_MAX }),
      abort: true,
    })
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: ruleMessage("validation.deviceNamePlain") }),
});
export type DeviceNameInput = z.input<typeof deviceNameRequest>;

export const deviceAnswer = z.object({
  deviceId: z.uuid(),
  name: z.string().nullable(),
});
