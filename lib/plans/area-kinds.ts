import { PLAN_AREA_KINDS } from "@/db/queries/model";

// The kinds of labelled area a plan may show, apart from the plan's schemas (resource.ts) so the
// public plan's drawing, which lists them in its legend, loads no schema library.

/** The kinds of labelled area a plan may show (the database's vocabulary). */
export const AREA_KINDS = PLAN_AREA_KINDS;
export type AreaKind = (typeof AREA_KINDS)[number];
