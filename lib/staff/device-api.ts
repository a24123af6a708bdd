import { z } from "zod";
import { ruleMessage } from "../i18n/messages";
import { apiRoute } from "../http/route-contract";

// The door app's device: the name a staff member gives the phone it runs on ("Gate 2 phone"),
// kept on the session, and the device id the door sends with its scans (the session's public
// handle). Client-safe: the door's pages import it.

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

export const DEVICE_ROUTES = {
  get: apiRoute({ method: "GET", path: "/api/door/v1/device", answer: deviceAnswer }),
  name: apiRoute({
    method: "PUT",
    path: "/api/door/v1/device",
    body: deviceNameRequest,
    answer: deviceAnswer,
  }),
};
