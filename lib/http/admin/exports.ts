import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's exports of one event (CSV and XLSX). */
export const EXPORTS_ENDPOINTS: readonly Endpoint[] = [];
