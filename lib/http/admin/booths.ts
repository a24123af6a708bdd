import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's booths endpoints (declared like the public ones; access: organisers). */
export const BOOTHS_ENDPOINTS: readonly Endpoint[] = [];
