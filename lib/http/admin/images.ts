import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's image uploads (event art and floor plans). */
export const IMAGES_ENDPOINTS: readonly Endpoint[] = [];
