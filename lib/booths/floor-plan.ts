import type { BoothStatus } from "@/db/queries/model";

export type FloorPlanSection = {
  name: string;
  position: number;
  booths: { name: string; status: BoothStatus }[];
};

/** Each booth status's colour, shared by the drawn grid and the event's plan. */
export const BOOTH_STATUS_COLORS: Record<BoothStatus, string> = {
  AVAILABLE: "#15803d",
  HELD: "#b45309",
  BOOKED: "#9f1d35",
  RESERVED: "#6b5f57",
};

/**
 * Each status is told three ways, so colour is never the only cue: its colour, a pattern drawn over
 * it (none for AVAILABLE) and its name written in the square, as the legend shows.
 */
export const BOOTH_STATUS_PATTERNS: Record<BoothStatus, { id: string; shape: string } | null> = {
  AVAILABLE: null,
  HELD: {
    id: "pattern-held",
    shape: `<path d="M0 10 L10 0" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`,
  },
  BOOKED: {
    id: "pattern-booked",
    shape: `<path d="M0 0 L10 10 M10 0 L0 10" stroke="#fff" stroke-opacity="0.4" stroke-width="1.5"/>`,
  },
  RESERVED: {
    id: "pattern-reserved",
    shape: `<circle cx="5" cy="5" r="1.8" fill="#fff" fill-opacity="0.5"/>`,
  },
};

export const BOOTH_STATUSES = [
  "AVAILABLE",
  "HELD",
  "BOOKED",
  "RESERVED",
] as const satisfies BoothStatus[];

const patternDefs = `<defs>${BOOTH_STATUSES.map((status) => BOOTH_STATUS_PATTERNS[status])
  .filter((p) => p !== null)
  .map(
    (p) =>
      `<pattern id="${p.id}" width="10" height="10" patternUnits="userSpaceOnUse">${p.shape}</pattern>`,
  )
  .join("")}</defs>`;

/** The status's pattern laid over a square already filled with its colour ("" for none). */
function patternOver(status: BoothStatus, x: number, y: number, size: number, rx: number) {
  const pattern = BOOTH_STATUS_PATTERNS[status];
  return pattern
    ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${rx}" fill="url(#${pattern.id})" data-pattern="${pattern.id}"/>`
    : "";
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const ZONE_W = 560;
const ZONE_H = 250;
const BOOTH = 70;
const GAP = 14;
const PER_ROW = 6;

/**
 * The floor plan drawn from the sections and booths: one zone per section (tab order), a square
 * per booth coloured and patterned by its status with the status written in it, and a legend of
 * every status. Returns a standalone SVG document.
 */
export function renderFloorPlan(eventName: string, sections: FloorPlanSection[]): string {
  const cols = 2;
  const rows = Math.max(1, Math.ceil(sections.length / cols));
  const width = 40 + cols * (ZONE_W + 30);
  const height = 120 + rows * (ZONE_H + 30) + 60;
  const zones = sections.map((section, i) => {
    const x = 40 + (i % cols) * (ZONE_W + 30);
    const y = 100 + Math.floor(i / cols) * (ZONE_H + 30);
    const booths = section.booths.map((b, j) => {
      const bx = x + 20 + (j % PER_ROW) * (BOOTH + GAP);
      const by = y + 60 + Math.floor(j / PER_ROW) * (BOOTH + GAP);
      return `<g data-status="${b.status}"><rect x="${bx}" y="${by}" width="${BOOTH}" height="${BOOTH}" rx="8" fill="${BOOTH_STATUS_COLORS[b.status]}"/>${patternOver(b.status, bx, by, BOOTH, 8)}<text x="${bx + BOOTH / 2}" y="${by + BOOTH / 2 + 1}" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(b.name)}</text><text x="${bx + BOOTH / 2}" y="${by + BOOTH - 10}" font-size="10" font-weight="700" text-anchor="middle" fill="#fff">${b.status}</text></g>`;
    });
    return `<g><rect x="${x}" y="${y}" width="${ZONE_W}" height="${ZONE_H}" rx="18" fill="#fdfaf4" stroke="#b7811a" stroke-width="3"/><text x="${x + 20}" y="${y + 38}" font-size="22" font-weight="700" fill="#1d1714">${escapeXml(`Tab ${section.position + 1}: ${section.name}`)}</text>${booths.join("")}</g>`;
  });
  const legendY = height - 40;
  const legend = BOOTH_STATUSES.map(
    (status, i) =>
      `<g data-legend="${status}"><rect x="${40 + i * 220}" y="${legendY - 18}" width="24" height="24" rx="5" fill="${BOOTH_STATUS_COLORS[status]}"/>${patternOver(status, 40 + i * 220, legendY - 18, 24, 5)}<text x="${74 + i * 220}" y="${legendY}" font-size="20" fill="#1d1714">${status}</text></g>`,
  );
  const title = escapeXml(`Floor plan: ${eventName}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t"><title id="t">${title}</title><rect width="100%" height="100%" fill="#f8f1e4"/><text x="40" y="60" font-family="sans-serif" font-size="30" font-weight="700" fill="#1b1f3b">${title}</text>${patternDefs}<g font-family="sans-serif">${zones.join("")}<g aria-label="Legend">${legend.join("")}</g></g></svg>`;
}
