import "server-only";
import type { Endpoint } from "./endpoint";
import {
  ANNOUNCEMENTS_ENDPOINTS,
  AUDIT_ENDPOINTS,
  DASHBOARD_ENDPOINTS,
  EXPORTS_ENDPOINTS,
  OUTBOX_ENDPOINTS,
} from "../console/endpoints";
import { BOOTHS_ENDPOINTS } from "../booths/endpoints";
import { COUPONS_ENDPOINTS } from "../coupons/endpoints";
import { EVENTS_ENDPOINTS, IMAGES_ENDPOINTS } from "../events/endpoints";
import { ORDERS_ENDPOINTS } from "../orders/endpoints";
import { OFFICE_DEPOSIT_ENDPOINTS } from "../deposits/endpoints";
import { SETTINGS_ENDPOINTS } from "../site/endpoints";
import { OFFICE_ACCOUNT_ENDPOINTS } from "../accounts/endpoints";
import { OFFICE_SALES_ENDPOINTS } from "../sales/endpoints";
import { STAFF_ENDPOINTS } from "../staff/endpoints";
import { DOOR_OFFICE_ENDPOINTS } from "../door/endpoints";
import { PLAN_ENDPOINTS } from "../plans/endpoints";
import { VENDOR_TAG_ENDPOINTS } from "../listings/endpoints";

/** The organiser console's API, `/api/admin/v1/...`: organisers only, one path per action. */
export const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  ...EVENTS_ENDPOINTS,
  ...COUPONS_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...BOOTHS_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...IMAGES_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...OFFICE_DEPOSIT_ENDPOINTS,
  ...OFFICE_ACCOUNT_ENDPOINTS,
  ...OUTBOX_ENDPOINTS,
  ...ANNOUNCEMENTS_ENDPOINTS,
  ...EXPORTS_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...OFFICE_SALES_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...DOOR_OFFICE_ENDPOINTS,
  ...PLAN_ENDPOINTS,
  ...VENDOR_TAG_ENDPOINTS,
];
