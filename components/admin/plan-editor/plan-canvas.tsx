"use client";

import { useId, useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { AreaKind } from "@/lib/plans/resource";
import { useT } from "../../locale-provider";
import { keyAction } from "./keys";
import {
  placedShapes,
  type EditorState,
  type PlanAction,
  type Shape,
  type ShapeKey,
} from "./state";
import { shapeLabel } from "./words";

// The plan drawn to scale as SVG, as wide as the page allows (its viewBox is the plan's size):
// the background picture, the grid, the areas under the booths, each shape turned about its
// centre with its name on it. A shape is a button: a click or tap selects it, a drag moves it
// (the pointer captured, so the drag goes on outside the shape), and with the focus on it the
// editor's keys move, resize and turn it. Problems show by a hatched fill and a thick dashed
// outline, never by colour alone.

/** The fill and outline of each kind of area; booths are teal. */
const AREA_COLOURS: Record<AreaKind, { fill: string; stroke: string }> = {
  STAGE: { fill: "#ede9fe", stroke: "#5b21b6" },
  ENTRANCE: { fill: "#dcfce7", stroke: "#166534" },
  WASHROOM: { fill: "#e0f2fe", stroke: "#075985" },
  FIRST_AID: { fill: "#fee2e2", stroke: "#991b1b" },
  FOOD_COURT: { fill: "#fef3c7", stroke: "#92400e" },
  INFO: { fill: "#cffafe", stroke: "#155e75" },
  OTHER: { fill: "#f5f5f4", stroke: "#44403c" },
};
const BOOTH_COLOURS = { fill: "#ccfbf1", stroke: "#0f766e" };
const PROBLEM = "#9f1d35";
const SELECTED = "#b7811a";
const FOCUS = "#1b1f3b";

/** At most about this many grid lines across the plan: a fine grid on a large plan is drawn coarser. */
const MOST_GRID_LINES = 200;

type Drag = { key: ShapeKey; pointerId: number; from: DOMPoint; origin: { x: number; y: number } };

/** The pointer's place in plan units. */
function planPoint(svg: SVGSVGElement, e: PointerEvent): DOMPoint {
  const matrix = svg.getScreenCTM();
  const point = new DOMPoint(e.clientX, e.clientY);
  return matrix ? point.matrixTransform(matrix.inverse()) : point;
}

export function PlanCanvas({
  state,
  dispatch,
  problems,
  refused,
  labelledBy,
  describedBy,
}: {
  state: EditorState;
  dispatch: (action: PlanAction) => void;
  /** Each shape's problems in words (off the plan, overlapping). */
  problems: Map<ShapeKey, string[]>;
  /** The shapes the server's last refusal named. */
  refused: ReadonlySet<ShapeKey>;
  labelledBy: string;
  describedBy: string;
}) {
  const { t } = useT();
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const gridId = `${ids}-grid`;
  const hatchId = `${ids}-hatch`;
  const { width, height, background, grid } = state;
  const lines = grid * Math.max(1, Math.ceil(Math.max(width, height) / grid / MOST_GRID_LINES));

  function onKeyDown(e: KeyboardEvent, key: ShapeKey) {
    const action = keyAction(key, e);
    if (!action) return;
    e.preventDefault();
    if (action.type !== "select") dispatch({ type: "select", key });
    dispatch(action);
  }

  function onPointerDown(e: PointerEvent<SVGGElement>, shape: Shape) {
    if (e.button !== 0 || !svgRef.current || !shape.place) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      key: shape.key,
      pointerId: e.pointerId,
      from: planPoint(svgRef.current, e),
      origin: { x: shape.place.x, y: shape.place.y },
    };
    dispatch({ type: "select", key: shape.key });
  }

  function onPointerMove(e: PointerEvent<SVGGElement>) {
    const now = drag.current;
    if (!now || now.pointerId !== e.pointerId || !svgRef.current) return;
    const at = planPoint(svgRef.current, e);
    dispatch({
      type: "dragTo",
      key: now.key,
      x: now.origin.x + at.x - now.from.x,
      y: now.origin.y + at.y - now.from.y,
    });
  }

  function onPointerEnd(e: PointerEvent<SVGGElement>) {
    const now = drag.current;
    if (!now || now.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId))
      e.currentTarget.releasePointerCapture(e.pointerId);
    dispatch({ type: "dragEnd", key: now.key });
  }

  return (
    <div className="overflow-hidden rounded-lg border border-ink/15 bg-white p-3">
      <svg
        ref={svgRef}
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        viewBox={`0 0 ${width} ${height}`}
        // The venue is not mirrored on an Arabic page: its geometry reads the same both ways.
        direction="ltr"
        className="block h-auto max-h-[75vh] w-full overflow-visible"
        data-testid="plan-canvas"
      >
        <defs>
          <pattern id={gridId} width={lines} height={lines} patternUnits="userSpaceOnUse">
            <path
              d={`M ${lines} 0 L 0 0 0 ${lines}`}
              fill="none"
              stroke="#1d1714"
              strokeOpacity={0.15}
              vectorEffect="non-scaling-stroke"
            />
          </pattern>
          <pattern
            id={hatchId}
            width={8}
            height={8}
            patternUnits="userSpaceOnUse"
            patternTransform={`scale(${Math.max(1, Math.max(width, height) / 800)}) rotate(45)`}
          >
            <path d="M 0 0 L 0 8" stroke={PROBLEM} strokeWidth={3} />
          </pattern>
        </defs>
        <rect
          x={0}
          y={0}
          width={width}
          height={height}
          fill="#fdfaf4"
          stroke="#4a403a"
          vectorEffect="non-scaling-stroke"
          onPointerDown={() => dispatch({ type: "select", key: null })}
        />
        {background && (
          // The venue's picture behind the shapes, which carry the words.
          <image
            href={background}
            x={0}
            y={0}
            width={width}
            height={height}
            preserveAspectRatio="xMidYMid meet"
            opacity={0.55}
            pointerEvents="none"
            aria-hidden="true"
          />
        )}
        <rect
          x={0}
          y={0}
          width={width}
          height={height}
          fill={`url(#${gridId})`}
          pointerEvents="none"
        />
        {placedShapes(state).map((shape) => (
          <PlanShape
            key={shape.key}
            shape={shape}
            label={shapeLabel(t, shape, problems.get(shape.key))}
            selected={state.selected === shape.key}
            problem={problems.has(shape.key) || refused.has(shape.key)}
            hatch={`url(#${hatchId})`}
            onKeyDown={(e) => onKeyDown(e, shape.key)}
            onPointerDown={(e) => onPointerDown(e, shape)}
            onPointerMove={onPointerMove}
            onPointerEnd={onPointerEnd}
          />
        ))}
      </svg>
    </div>
  );
}

function PlanShape({
  shape,
  label,
  selected,
  problem,
  hatch,
  onKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerEnd,
}: {
  shape: Shape & { place: NonNullable<Shape["place"]> };
  label: string;
  selected: boolean;
  problem: boolean;
  hatch: string;
  onKeyDown: (e: KeyboardEvent<SVGGElement>) => void;
  onPointerDown: (e: PointerEvent<SVGGElement>) => void;
  onPointerMove: (e: PointerEvent<SVGGElement>) => void;
  onPointerEnd: (e: PointerEvent<SVGGElement>) => void;
}) {
  const { x, y, width, height, rotation } = shape.place;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const colours = shape.type === "booth" ? BOOTH_COLOURS : AREA_COLOURS[shape.area.kind];
  const name = shape.name;
  // The name as large as fits: at most a third of the height, and across the width.
  const fits = Math.min(height * 0.36, (width / Math.max(3, name.length)) * 1.6);
  const fontSize = Math.max(2, Math.round(fits * 10) / 10);
  // The focus ring and the selection outside the shape, by a few screen pixels at any scale.
  const ring = Math.max(width, height) * 0.06 + 1;
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      transform={rotation ? `rotate(${rotation} ${cx} ${cy})` : undefined}
      className="group cursor-move outline-none"
      style={{ touchAction: "none" }}
      data-shape={shape.key}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={colours.fill}
        stroke={problem ? PROBLEM : colours.stroke}
        strokeWidth={problem ? 3 : 1.5}
        strokeDasharray={problem ? "6 3" : undefined}
        vectorEffect="non-scaling-stroke"
      />
      {problem && <rect x={x} y={y} width={width} height={height} fill={hatch} opacity={0.45} />}
      {selected && (
        <rect
          x={x - ring / 2}
          y={y - ring / 2}
          width={width + ring}
          height={height + ring}
          fill="none"
          stroke={SELECTED}
          strokeWidth={3}
          strokeDasharray="2 2"
          vectorEffect="non-scaling-stroke"
        />
      )}
      <rect
        x={x - ring}
        y={y - ring}
        width={width + 2 * ring}
        height={height + 2 * ring}
        fill="none"
        stroke={FOCUS}
        strokeWidth={3}
        vectorEffect="non-scaling-stroke"
        className="opacity-0 group-focus-visible:opacity-100"
      />
      <text
        x={cx}
        y={cy}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={fontSize}
        fontWeight={600}
        fill="#1d1714"
        pointerEvents="none"
        aria-hidden="true"
      >
        {name}
      </text>
    </g>
  );
}
