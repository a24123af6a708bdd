import type { MessageParams } from "../i18n/messages";
import { PLAN_MAX_SHAPES } from "./resource";

// The plan's geometry: where a rotated shape's corners fall, whether it stays on the plan, whether
// two booths overlap, and the rules a saved plan keeps (the server refuses a plan that breaks one,
// and the console's editor shows the same problems before it saves). Pure and client-safe.
//
// A shape is its top-left corner before rotation, its size, and a rotation in degrees clockwise
// about its centre (as SVG's `rotate(deg, cx, cy)` draws it, y pointing down).

export type Point = { x: number; y: number };

/** A shape on the plan; no rotation is 0. */
export type Shape = { x: number; y: number; width: number; height: number; rotation?: number };

/** A plan's size, in plan units. */
export type PlanSize = { width: number; height: number };

/** The smallest step geometry tells apart: closer than this is touching, not crossing. */
const EPSILON = 1e-6;

/** cos and sin of a rotation in degrees, exact at the quarter turns (no 6e-17 for cos 90°). */
function turn(degrees: number): { cos: number; sin: number } {
  const d = ((degrees % 360) + 360) % 360;
  if (d === 0) return { cos: 1, sin: 0 };
  if (d === 90) return { cos: 0, sin: 1 };
  if (d === 180) return { cos: -1, sin: 0 };
  if (d === 270) return { cos: 0, sin: -1 };
  const radians = (d * Math.PI) / 180;
  return { cos: Math.cos(radians), sin: Math.sin(radians) };
}

/**
 * The shape's four corners after its rotation about its centre, clockwise from the top-left
 * corner as it was before rotating.
 */
export function corners(shape: Shape): [Point, Point, Point, Point] {
  const { cos, sin } = turn(shape.rotation ?? 0);
  const cx = shape.x + shape.width / 2;
  const cy = shape.y + shape.height / 2;
  const hw = shape.width / 2;
  const hh = shape.height / 2;
  const at = (dx: number, dy: number): Point => ({
    x: cx + dx * cos - dy * sin,
    y: cy + dx * sin + dy * cos,
  });
  return [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];
}

/** The upright box around the rotated shape. */
export function bounds(shape: Shape): { minX: number; minY: number; maxX: number; maxY: number } {
  const points = corners(shape);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

/** Whether any corner of the rotated shape lies outside the plan (0..width, 0..height). */
export function offPlan(shape: Shape, plan: PlanSize): boolean {
  return corners(shape).some(
    (p) =>
      p.x < -EPSILON || p.y < -EPSILON || p.x > plan.width + EPSILON || p.y > plan.height + EPSILON,
  );
}

/** The two directions across a rectangle's sides (the axes the separating axis test tries). */
function axesOf(points: readonly Point[]): Point[] {
  return [0, 1].map((i) => {
    const a = points[i]!;
    const b = points[i + 1]!;
    return { x: -(b.y - a.y), y: b.x - a.x };
  });
}

function project(points: readonly Point[], axis: Point): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    const v = p.x * axis.x + p.y * axis.y;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

/**
 * Whether two shapes overlap, rotated or not (the separating axis test: two rectangles are apart
 * exactly when, across one of their four sides' directions, their shadows do not meet). Shapes
 * that only touch, edge to edge or corner to corner, do not overlap.
 */
export function overlaps(a: Shape, b: Shape): boolean {
  const boxA = bounds(a);
  const boxB = bounds(b);
  if (
    boxA.maxX <= boxB.minX + EPSILON ||
    boxB.maxX <= boxA.minX + EPSILON ||
    boxA.maxY <= boxB.minY + EPSILON ||
    boxB.maxY <= boxA.minY + EPSILON
  )
    return false;
  const pa = corners(a);
  const pb = corners(b);
  for (const axis of [...axesOf(pa), ...axesOf(pb)]) {
    const length = Math.hypot(axis.x, axis.y);
    const unit = { x: axis.x / length, y: axis.y / length };
    const sa = project(pa, unit);
    const sb = project(pb, unit);
    if (sa.max <= sb.min + EPSILON || sb.max <= sa.min + EPSILON) return false;
  }
  return true;
}

/** The codes of the rules a saved plan keeps (catalogue keys, as the server's refusal carries). */
export const PLAN_TOO_MANY_SHAPES = "validation.plan.tooManyShapes";
export const PLAN_BOOTH_NOT_OF_EVENT = "validation.plan.boothNotOfEvent";
export const PLAN_BOOTH_TWICE = "validation.plan.boothTwice";
export const PLAN_SHAPE_OFF_PLAN = "validation.plan.shapeOffPlan";
export const PLAN_BOOTHS_OVERLAP = "validation.plan.boothsOverlap";

export type PlanProblemCode =
  | typeof PLAN_TOO_MANY_SHAPES
  | typeof PLAN_BOOTH_NOT_OF_EVENT
  | typeof PLAN_BOOTH_TWICE
  | typeof PLAN_SHAPE_OFF_PLAN
  | typeof PLAN_BOOTHS_OVERLAP;

/**
 * One broken rule: its code and the message's arguments (the shapes named by booth name or area
 * label), and where in the plan the shapes are (`["booths", 3]`, `["areas", 0]`), so the editor
 * marks them.
 */
export type PlanProblem = {
  code: PlanProblemCode;
  params: MessageParams;
  paths: (string | number)[][];
};

/** The shapes of a plan as the console saves it. */
export type PlanShapes = PlanSize & {
  areas: readonly (Shape & { label: string })[];
  booths: readonly (Shape & { boothId: number })[];
};

/** At most this many problems are listed: the first ones, enough to fix before saving again. */
export const PLAN_PROBLEMS_LISTED = 10;

/**
 * The first problems of a plan (none: it may be saved), in this order: too many shapes; a booth
 * that is not the event's (when `boothNames`, every booth of the event by id, is given); a booth
 * placed twice; a shape (area or booth) off the plan; two booths overlapping. Areas may overlap
 * anything (the food court holds the food booths); booths may not overlap each other.
 */
export function checkPlan(
  plan: PlanShapes,
  boothNames?: ReadonlyMap<number, string>,
  limit = PLAN_PROBLEMS_LISTED,
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const full = () => problems.length >= limit;
  const nameOf = (boothId: number) => boothNames?.get(boothId) ?? `#${boothId}`;

  const shapeCount = plan.areas.length + plan.booths.length;
  if (shapeCount > PLAN_MAX_SHAPES)
    return [
      {
        code: PLAN_TOO_MANY_SHAPES,
        params: { max: PLAN_MAX_SHAPES, count: shapeCount },
        paths: [],
      },
    ];

  const seen = new Map<number, number>();
  plan.booths.forEach((booth, i) => {
    if (full()) return;
    if (boothNames && !boothNames.has(booth.boothId)) {
      problems.push({
        code: PLAN_BOOTH_NOT_OF_EVENT,
        params: { boothId: booth.boothId },
        paths: [["booths", i]],
      });
      return;
    }
    const first = seen.get(booth.boothId);
    if (first === undefined) seen.set(booth.boothId, i);
    else
      problems.push({
        code: PLAN_BOOTH_TWICE,
        params: { booth: nameOf(booth.boothId) },
        paths: [
          ["booths", first],
          ["booths", i],
        ],
      });
  });

  plan.areas.forEach((area, i) => {
    if (!full() && offPlan(area, plan))
      problems.push(offPlanProblem(area.label, ["areas", i], plan));
  });
  plan.booths.forEach((booth, i) => {
    if (!full() && offPlan(booth, plan))
      problems.push(offPlanProblem(nameOf(booth.boothId), ["booths", i], plan));
  });

  // Sweep from left to right over the booths' boxes: only those whose boxes meet are tested.
  const boxes = plan.booths
    .map((booth, i) => ({ booth, i, box: bounds(booth) }))
    .sort((a, b) => a.box.minX - b.box.minX || a.i - b.i);
  const pairs: [number, number][] = [];
  for (let j = 0; j < boxes.length; j++) {
    const a = boxes[j]!;
    for (let k = j + 1; k < boxes.length; k++) {
      const b = boxes[k]!;
      if (b.box.minX >= a.box.maxX - EPSILON) break;
      if (a.booth.boothId === b.booth.boothId) continue; // the same booth twice: said above
      if (b.box.minY >= a.box.maxY - EPSILON || a.box.minY >= b.box.maxY - EPSILON) continue;
      if (overlaps(a.booth, b.booth)) pairs.push(a.i < b.i ? [a.i, b.i] : [b.i, a.i]);
    }
  }
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [i, j] of pairs) {
    if (full()) break;
    problems.push({
      code: PLAN_BOOTHS_OVERLAP,
      params: {
        first: nameOf(plan.booths[i]!.boothId),
        second: nameOf(plan.booths[j]!.boothId),
      },
      paths: [
        ["booths", i],
        ["booths", j],
      ],
    });
  }
  return problems;
}

function offPlanProblem(shape: string, path: (string | number)[], plan: PlanSize): PlanProblem {
  return {
    code: PLAN_SHAPE_OFF_PLAN,
    params: { shape, width: plan.width, height: plan.height },
    paths: [path],
  };
}
