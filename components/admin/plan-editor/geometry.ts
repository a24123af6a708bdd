import { bounds, overlaps } from "@/lib/plans/geometry";
import type { Placement } from "@/lib/plans/resource";

// What the editor adds to the plan's geometry (`lib/plans/geometry.ts`, the rules the server
// saves by): every overlapping pair at once for its live warnings, the grid a shape snaps to and
// steps along, and the rows and grids a whole section's booths are placed in at once. Pure: the
// same numbers in give the same answer out.

/** A shape's place on the plan: top-left corner, size and rotation about its centre. */
export type Box = Placement;

/** Shapes that only touch (share an edge or a corner) do not overlap: less than this is touching. */
const EPSILON = 1e-6;

/**
 * Every pair of shapes that overlap, each pair once and in the order of `shapes` (sweeping by
 * left edge, so a plan of a few thousand booths is checked at once).
 */
export function overlappingPairs<K>(shapes: readonly { key: K; box: Box }[]): [K, K][] {
  const swept = shapes
    .map((shape, index) => ({ ...shape, index, bounds: bounds(shape.box) }))
    .sort((a, b) => a.bounds.minX - b.bounds.minX || a.index - b.index);
  const pairs: { first: number; second: number; keys: [K, K] }[] = [];
  for (let i = 0; i < swept.length; i++) {
    const a = swept[i]!;
    for (let j = i + 1; j < swept.length; j++) {
      const b = swept[j]!;
      if (b.bounds.minX >= a.bounds.maxX - EPSILON) break;
      if (b.bounds.minY >= a.bounds.maxY - EPSILON || a.bounds.minY >= b.bounds.maxY - EPSILON)
        continue;
      if (!overlaps(a.box, b.box)) continue;
      const [first, second] = a.index < b.index ? [a, b] : [b, a];
      pairs.push({ first: first.index, second: second.index, keys: [first.key, second.key] });
    }
  }
  return pairs.sort((p, q) => p.first - q.first || p.second - q.second).map((pair) => pair.keys);
}

/** A value on the grid: the nearest multiple of `grid` (a grid under 1 snaps to whole units). */
export function snap(value: number, grid: number): number {
  if (grid <= 1) return Math.round(value);
  return Math.round(value / grid) * grid;
}

/**
 * One keyboard step from `value` (`direction` 1 or -1) by `step`. Snapping, the step lands on
 * the grid line next to the value (a booth at 13 on a grid of 10 moves to 20 or to 10); not
 * snapping, it moves by the step exactly.
 */
export function stepFrom(value: number, direction: 1 | -1, step: number, snapping: boolean) {
  if (!snapping || step <= 1) return value + direction * Math.max(1, step);
  return direction > 0
    ? Math.floor(value / step) * step + step
    : Math.ceil(value / step) * step - step;
}

/** How a section's booths are laid out: where the first goes, each one's size and the gap. */
export type Layout = {
  origin: { x: number; y: number };
  size: { width: number; height: number };
  gap: number;
};

/** `count` booths side by side from the origin, left to right. */
export function rowPlacements(layout: Layout, count: number): Placement[] {
  return gridPlacements(layout, count, Math.max(1, count));
}

/** `count` booths in rows of `columns`, left to right, then the next row down. */
export function gridPlacements(layout: Layout, count: number, columns: number): Placement[] {
  const across = Math.max(1, Math.floor(columns));
  const { origin, size, gap } = layout;
  return Array.from({ length: Math.max(0, count) }, (_, i) => ({
    x: origin.x + (i % across) * (size.width + gap),
    y: origin.y + Math.floor(i / across) * (size.height + gap),
    width: size.width,
    height: size.height,
    rotation: 0,
  }));
}
