import type { BoothStatus } from "@/db/queries/model";

export type FloorPlanSection = {
  name: string;
  position: number;
  booths: { name: string; status: BoothStatus }[];
};

const COLORS: Record<BoothStatus, string> = {
  AVAILABLE: "#15803d",
  HELD: "#b45309",
  BOOKED: "#9f1d35",
  RESERVED: "#6b5f57",
};

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
 * per booth coloured by its status, and a legend. Returns a standalone SVG document.
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
      return `<g><rect x="${bx}" y="${by}" width="${BOOTH}" height="${BOOTH}" rx="8" fill="${COLORS[b.status]}"/><text x="${bx + BOOTH / 2}" y="${by + BOOTH / 2 + 6}" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(b.name)}</text></g>`;
    });
    return `<g><rect x="${x}" y="${y}" width="${ZONE_W}" height="${ZONE_H}" rx="18" fill="#fdfaf4" stroke="#b7811a" stroke-width="3"/><text x="${x + 20}" y="${y + 38}" font-size="22" font-weight="700" fill="#1d1714">${escapeXml(`Tab ${section.position + 1}: ${section.name}`)}</text>${booths.join("")}</g>`;
  });
  const legendY = height - 40;
  const legend = (["AVAILABLE", "HELD", "BOOKED"] as const).map(
    (status, i) =>
      `<rect x="${40 + i * 220}" y="${legendY - 18}" width="24" height="24" rx="5" fill="${COLORS[status]}"/><text x="${74 + i * 220}" y="${legendY}" font-size="20" fill="#1d1714">${status}</text>`,
  );
  const title = escapeXml(`Floor plan: ${eventName}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t"><title id="t">${title}</title><rect width="100%" height="100%" fill="#f8f1e4"/><text x="40" y="60" font-family="sans-serif" font-size="30" font-weight="700" fill="#1b1f3b">${title}</text><g font-family="sans-serif">${zones.join("")}${legend.join("")}</g></svg>`;
}
