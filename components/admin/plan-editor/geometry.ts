import type { Placement } from "@/lib/plans/resource";

// The plan's geometry as the editor checks it before saving: rectangles turned about their
// centre (degrees clockwise, y pointing down as on screen), whether one leaves the plan, whether
// two overlap (separating axes), the grid a shape snaps to, and the rows and grids a whole
// section's booths are placed in at once. Pure: the same numbers in give the same answer out.

/** A shape's place on the plan: top-left corner, size and rotation about its centre. */
export type Box = Placement;
type Point = { x: number; y: number };

/** Shapes that only touch (share an edge or a corner) do not overlap: less than this is touching. */
const EPSILON = 1e-6;

/** The four corners of a box as drawn, clockwise from its top-left before turning. */
export function cornersOf(box: Box): Point[] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const angle = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const hw = box.width / 2;
  const hh = box.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx, dy]) => ({ x: cx + dx! * cos - dy! * sin, y: cy + dx! * sin + dy! * cos }));
}

/** The smallest upright rectangle around a box as drawn. */
export function boundsOf(box: Box): { minX: number; minY: number; maxX: number; maxY: number } {
  const corners = cornersOf(box);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

/** The two directions across a box's edges (its sides' normals). */
function axesOf(corners: Point[]): Point[] {
  return [0, 1].map((i) => {
    const a = corners[i]!;
    const b = corners[i + 1]!;
    return { x: -(b.y - a.y), y: b.x - a.x };
  });
}

function project(corners: Point[], axis: Point): [number, number] {
  const dots = corners.map((c) => c.x * axis.x + c.y * axis.y);
  return [Math.min(...dots), Math.max(...dots)];
}

/**
 * Whether two boxes cover some of the same ground (by separating axes: two convex shapes are
 * apart when, along one of their edges' normals, their shadows do not meet). Boxes that only
 * touch do not overlap, so booths may stand side by side.
 */
export function boxesOverlap(a: Box, b: Box): boolean {
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  for (const axis of [...axesOf(ca), ...axesOf(cb)]) {
    const length = Math.hypot(axis.x, axis.y);
    if (length === 0) continue;
    const unit = { x: axis.x / length, y: axis.y / length };
    const [minA, maxA] = project(ca, unit);
    const [minB, maxB] = project(cb, unit);
    if (maxA <= minB + EPSILON || maxB <= minA + EPSILON) return false;
  }
  return true;
}

/** Whether any part of a box as drawn lies outside a plan of this size. */
export function isOffPlan(box: Box, plan: { width: number; height: number }): boolean {
  const { minX, minY, maxX, maxY } = boundsOf(box);
  return (
    minX < -EPSILON ||
    minY < -EPSILON ||
    maxX > plan.width + EPSILON ||
    maxY > plan.height + EPSILON
  );
}

/**
 * Every pair of shapes that overlap, each pair once and in the order of `shapes` (sweeping by
 * left edge, so a plan of a few thousand booths is checked at once).
 */
export function overlappingPairs<K>(shapes: readonly { key: K; box: Box }[]): [K, K][] {
  const swept = shapes
    .map((shape, index) => ({ ...shape, index, bounds: boundsOf(shape.box) }))
    .sort((a, b) => a.bounds.minX - b.bounds.minX || a.index - b.index);
  const pairs: { first: number; second: number; keys: [K, K] }[] = [];
  for (let i = 0; i < swept.length; i++) {
    const a = swept[i]!;
    for (let j = i + 1; j < swept.length; j++) {
      const b = swept[j]!;
      if (b.bounds.minX >= a.bounds.maxX - EPSILON) break;
      if (b.bounds.minY >= a.bounds.maxY - EPSILON || a.bounds.minY >= b.bounds.maxY - EPSILON)
        continue;
      if (!boxesOverlap(a.box, b.box)) continue;
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
