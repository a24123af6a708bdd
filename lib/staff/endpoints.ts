import "server-only";
import { DEVICE_ROUTES, STAFF_ROUTES } from "./api";
import { staffOf } from "./resource";
import {
  createStaff,
  deviceOf,
  nameDevice,
  reinviteStaff,
  setStaffDisabled,
  signOutDevice,
  staffList,
  staffMember,
} from "./team";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { messageError } from "../http/envelope";
import { ORGANISERS } from "../http/office-fields";
import { publicOrigin } from "../http/origin";

/** The organiser API's staff accounts: the door team, their devices, and switching them off. */
export const STAFF_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...STAFF_ROUTES.list,
    summary: "The staff accounts and the devices each is signed in on (organisers)",
    description:
      "-> {staff: [{accountId, name, email, disabled, createdAt, devices: [{deviceId, deviceName, signedInAt, lastSeenAt}]}]}, by name; a device is a live session (deviceName as the door app named it, null until named; lastSeenAt: its last sync)",
    access: ORGANISERS,
    csrf: false,
    handle: async () => ({ staff: (await staffList()).map(staffOf) }),
  }),
  endpoint({
    ...STAFF_ROUTES.create,
    summary: "Create a staff account and e-mail its invitation (organisers)",
    description:
      "{name, email} -> 201 {accountId}: an account with the staff role (the door app only) and no password; the invitation e-mail (English and Arabic) carries a link that sets the password, working once for 7 days; CONFLICT when the e-mail already has an account",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ request, caller, body }) =>
      reply(await createStaff(caller.accountId, body, publicOrigin(request)), {
        status: "CREATED",
      }),
  }),
  endpoint({
    ...STAFF_ROUTES.setAccess,
    summary: "Disable a staff account, or open it again (organisers)",
    description:
      "{disabled: true | false} -> the staff account, as the list shows it; a disabled account cannot log in and every device it is signed in on is signed out at once; NOT_FOUND for an account that is not staff",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      staffOf(await setStaffDisabled(caller.accountId, params.accountId, body.disabled)),
  }),
  endpoint({
    ...STAFF_ROUTES.reinvite,
    summary: "Send a staff member a new invitation (organisers)",
    description:
      "-> the staff account; a new set-password link (7 days) is e-mailed and earlier links stop working; NOT_FOUND for an account that is not staff",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ request, caller, params }) => {
      await reinviteStaff(caller.accountId, params.accountId, publicOrigin(request));
      return staffOf(await staffMember(params.accountId));
    },
  }),
  endpoint({
    ...STAFF_ROUTES.signOutDevice,
    summary: "Sign one of a staff member's devices out (organisers)",
    description:
      "-> the staff account; the device's session ends at once (its next request is 401, and it must log in again); NOT_FOUND for a device not signed in",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) =>
      staffOf(await signOutDevice(caller.accountId, params.accountId, params.deviceId)),
  }),
];

/** Who opens the door app: staff, and organisers (the festival office may stand at a gate too). */
const DOOR_TEAM = ["staff", "organiser"] as const;

/** The door app's device: its id and name, and naming it (staff and organisers). */
export const DEVICE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...DEVICE_ROUTES.get,
    summary: "The caller's device: its id and name (staff, organisers)",
    description:
      "-> {deviceId, name}: the device id the door sends with its scans (this session's public handle) and the name given to it, null until named",
    access: DOOR_TEAM,
    csrf: false,
    handle: async ({ caller }) => {
      const device = await deviceOf(caller.sessionId);
      if (!device) throw messageError("UNAUTHORIZED", "errors.auth.loginRequired");
      return device;
    },
  }),
  endpoint({
    ...DEVICE_ROUTES.name,
    summary: "Name the caller's device, e.g. 'Gate 2 phone' (staff, organisers)",
    description:
      "{name} (one line, at most 60 characters) -> {deviceId, name}: the name is kept on this session and shown in the console's list of the staff member's devices, from where it can be signed out",
    access: DOOR_TEAM,
    csrf: true,
    handle: async ({ caller, body }) => {
      const { deviceId } = await nameDevice(caller.sessionId, body.name);
      return { deviceId, name: body.name };
    },
  }),
];
