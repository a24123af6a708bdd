import "server-only";
import type { Endpoint } from "../endpoint";
import { ANNOUNCEMENTS_ENDPOINTS } from "./announcements";
import { BOOTHS_ENDPOINTS } from "./booths";
import { DASHBOARD_ENDPOINTS } from "./dashboard";
import { EVENTS_ENDPOINTS } from "./events";
import { EXPORTS_ENDPOINTS } from "./exports";
import { IMAGES_ENDPOINTS } from "./images";
import { ORDERS_ENDPOINTS } from "./orders";
import { OUTBOX_ENDPOINTS } from "./outbox";
import { SETTINGS_ENDPOINTS } from "./settings";
import { VENDORS_ENDPOINTS } from "./vendors";

/** The organiser console's API, `/api/admin/v1/...`: organisers only, one path per action. */
export const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  ...EVENTS_ENDPOINTS,
  ...BOOTHS_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...IMAGES_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...VENDORS_ENDPOINTS,
  ...OUTBOX_ENDPOINTS,
  ...ANNOUNCEMENTS_ENDPOINTS,
  ...EXPORTS_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
];
