import "server-only";
import { DEVICE_ROUTES } from "./device-api";
import { deviceOf, nameDevice } from "./staff";
import { endpoint, type Endpoint } from "../http/endpoint";
import { messageError } from "../http/envelope";

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
