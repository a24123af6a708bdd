// The kinds of labelled area a plan may show, apart from the plan's schemas (resource.ts) so the
// public plan's drawing, which lists them in its legend, loads no schema library.

/** The kinds of labelled area a plan may show. */
export const AREA_KINDS = [
  "STAGE",
  "ENTRANCE",
  "WASHROOM",
  "FIRST_AID",
  "FOOD_COURT",
  "INFO",
  "OTHER",
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];
