import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { idSchema, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";
import { deviceAnswer, deviceNameRequest, staffAnswer, staffCreateRequest } from "./resource";

// The staff routes: the organiser console's staff accounts and their devices, and the door app's
// own device (its id and name). Client-safe: pages call them through the typed client.

const staffParams = z.object({ accountId: idSchema(ruleMessage("validation.ids.staffAccount")) });
const deviceParams = staffParams.extend({
  deviceId: z.uuid({ error: ruleMessage("validation.ids.device") }),
});

export const staffAccessRequest = z.object({
  disabled: trueOrFalse("disabled"),
});

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

export const DEVICE_ROUTES = {
  get: apiRoute({ method: "GET", path: "/api/door/v1/device", answer: deviceAnswer }),
  name: apiRoute({
    method: "PUT",
    path: "/api/door/v1/device",
    body: deviceNameRequest,
    answer: deviceAnswer,
  }),
};
