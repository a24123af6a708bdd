import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's events endpoints (declared like the public ones; access: organisers). */
export const EVENTS_ENDPOINTS: readonly Endpoint[] = [];
