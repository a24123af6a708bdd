import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's dashboard endpoints (declared like the public ones; access: organisers). */
export const DASHBOARD_ENDPOINTS: readonly Endpoint[] = [];
