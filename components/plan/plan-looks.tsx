import type { BoothStatus } from "@/db/queries/model";
import {
  BOOTH_STATUSES,
  BOOTH_STATUS_COLORS,
  BOOTH_STATUS_PATTERNS,
} from "@/lib/booths/floor-plan";
import { boothStatusKey } from "@/lib/i18n/localize";
import type { Translator } from "@/lib/i18n/messages";
import type { AreaKind } from "@/lib/plans/resource";

// How the plan's shapes look: booths by status (the drawn grid's colours and patterns) or, on
// the vendors' map, by whether a vendor is there; a search's match; areas by kind.

/** How a booth is drawn: by its status, or on the vendors' map by whether a vendor is there. */
export type BoothLook = BoothStatus | "VENDOR" | "EMPTY";

export const LOOK_ORDER: readonly BoothLook[] = [...BOOTH_STATUSES, "VENDOR", "EMPTY"];

type Look = {
  fill: string;
  text: string;
  /** The status's pattern over the colour, so colour is never the only cue. */
  pattern: { id: string; shape: string } | null;
  /** A dashed outline tells an empty booth from a vendor's without its colour. */
  dashed: boolean;
};

export const LOOKS: Record<BoothLook, Look> = {
  ...(Object.fromEntries(
    BOOTH_STATUSES.map((status) => [
      status,
      {
        fill: BOOTH_STATUS_COLORS[status],
        text: "#ffffff",
        pattern: BOOTH_STATUS_PATTERNS[status],
        dashed: false,
      },
    ]),
  ) as Record<BoothStatus, Look>),
  VENDOR: { fill: "#0f766e", text: "#ffffff", pattern: null, dashed: false },
  EMPTY: { fill: "#f5efe6", text: "#3d342e", pattern: null, dashed: true },
};

/** A search's results: a thick outline and a lattice over the booth, not a colour alone. */
export const MATCH_PATTERN = {
  id: "pattern-match",
  shape: `<path d="M0 5 L5 0 L10 5 L5 10 Z" fill="none" stroke="#1b1f3b" stroke-width="1.4" stroke-opacity="0.75"/>`,
};
export const MATCH_OUTLINE = "#1b1f3b";

export const AREA_FILL: Record<AreaKind, string> = {
  STAGE: "#efe6f8",
  ENTRANCE: "#e0f2ef",
  WASHROOM: "#e4eef9",
  FIRST_AID: "#fde8e8",
  FOOD_COURT: "#fdf1dc",
  INFO: "#eef2e2",
  OTHER: "#f1ede6",
};

/** Each area kind's icon on a 24-unit square: filled, or drawn as a line. */
export const AREA_ICONS: Record<AreaKind, { d: string; filled: boolean }> = {
  STAGE: {
    d: "M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z",
    filled: true,
  },
  ENTRANCE: { d: "M14 3h6v18h-6M3 12h11M10 8l4 4-4 4", filled: false },
  WASHROOM: {
    d: "M7 3.5a1.5 1.5 0 1 0 0.01 0M17 3.5a1.5 1.5 0 1 0 0.01 0M5 8h4v6H8v7H6v-7H5zM15 8h4l2 7h-2v6h-4v-6h-2zM12 3v18",
    filled: false,
  },
  FIRST_AID: { d: "M9 3h6v6h6v6h-6v6H9v-6H3V9h6z", filled: true },
  FOOD_COURT: {
    d: "M4 2v6a2 2 0 0 0 4 0V2M6 10v12M6 2v6M18 2c-2.5 2-3.5 5-3.5 9H18v11",
    filled: false,
  },
  INFO: { d: "M12 2a10 10 0 1 0 0.01 0M12 10v8M12 6.5v1", filled: false },
  OTHER: {
    d: "M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zM12 7a2 2 0 1 0 0.01 0",
    filled: false,
  },
};

export const STROKE = "#1d1714";

/** A look's name, as the legend and a booth's accessible name say it. */
export function lookName(t: Translator, look: BoothLook): string {
  if (look === "VENDOR") return t("plan.vendorBooth");
  if (look === "EMPTY") return t("plan.emptyBooth");
  return t(boothStatusKey(look));
}

/** An area kind's icon, drawn in a `size` square at (x, y). */
export function AreaIcon({
  kind,
  x,
  y,
  size,
}: {
  kind: AreaKind;
  x: number;
  y: number;
  size: number;
}) {
  const icon = AREA_ICONS[kind];
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      overflow="visible"
    >
      <path
        d={icon.d}
        fill={icon.filled ? STROKE : "none"}
        stroke={STROKE}
        strokeWidth={icon.filled ? 0 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
