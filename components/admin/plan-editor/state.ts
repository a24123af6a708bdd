import {
  PLAN_MAX_SIDE,
  type AreaKind,
  type Placement,
  type PlanEditorAnswer,
} from "@/lib/plans/resource";
import { bounds } from "@/lib/plans/geometry";
import { gridPlacements, rowPlacements, snap, stepFrom, type Layout } from "./geometry";

// What the plan editor holds while the organiser works: the plan's size and background, every
// booth of the event (placed or not) and the labelled areas, which shape is selected, and whether
// anything changed since the last save. Every change goes through `planReducer`, a pure function
// the unit tests drive as the editor's controls do.

/** A shape by its kind and id: "booth:12", or "area:3" (an area's key in this editor). */
export type ShapeKey = `booth:${number}` | `area:${number}`;

export type EditorBooth = {
  boothId: number;
  boothName: string;
  sectionId: number;
  sectionName: string;
  /** Where it stands on the plan, or null while it is not placed. */
  place: Placement | null;
};

export type EditorArea = {
  /** The area's key in the editor (areas have no id until the plan is saved). */
  key: number;
  kind: AreaKind;
  label: string;
  labelAr: string | null;
  place: Placement;
};

/**
 * What the live region says about the last change, put into words by the editor: the shape as it
 * was right after the change (later edits, a label typed, do not change what was said).
 */
export type News =
  | {
      kind: "moved" | "resized" | "rotated" | "removed" | "added";
      key: ShapeKey;
      name: string;
      /** The area's kind, null for a booth. */
      areaKind: AreaKind | null;
      place: Placement;
    }
  | { kind: "placedSection"; sectionName: string; count: number };

export type EditorState = {
  width: number;
  height: number;
  background: string | null;
  /** The grid's step, in plan units: arrow keys move by it, snapping lands on it. */
  grid: number;
  snapping: boolean;
  booths: EditorBooth[];
  areas: EditorArea[];
  nextAreaKey: number;
  selected: ShapeKey | null;
  /** Counts changes; `savedVersion` is the count the server last took. */
  version: number;
  savedVersion: number;
  news: News | null;
};

/** A new plan's size (100 m by 60 m at 10 cm a unit) and grid (1 m). */
export const NEW_PLAN = { width: 1000, height: 600, grid: 10 } as const;
/** The grid steps the editor accepts. */
export const GRID_MIN = 1;
export const GRID_MAX = 500;

export type PlanAction =
  | { type: "setSize"; width?: number; height?: number }
  | { type: "setBackground"; background: string | null }
  | { type: "setGrid"; grid: number }
  | { type: "setSnapping"; snapping: boolean }
  | { type: "select"; key: ShapeKey | null }
  /** An arrow key: one grid step (on the grid when snapping). */
  | { type: "moveBy"; key: ShapeKey; dx: -1 | 0 | 1; dy: -1 | 0 | 1 }
  /** Shift and an arrow key: the right or bottom edge one grid step out or in. */
  | { type: "resizeBy"; key: ShapeKey; dw: -1 | 0 | 1; dh: -1 | 0 | 1 }
  /** A drag: the top-left corner to this point (on the grid when snapping); said when it ends. */
  | { type: "dragTo"; key: ShapeKey; x: number; y: number }
  | { type: "dragEnd"; key: ShapeKey }
  | { type: "rotateBy"; key: ShapeKey; degrees: number }
  /** A number field: the value exactly, as typed. */
  | { type: "setField"; key: ShapeKey; field: keyof Placement; value: number }
  | {
      type: "placeSection";
      sectionId: number;
      /** "row": all in one row; a number: rows of that many. */
      columns: "row" | number;
      /** Only the booths not yet on the plan, or every booth of the section. */
      which: "unplaced" | "all";
      layout: Layout;
    }
  | { type: "addArea"; kind: AreaKind; label: string; labelAr: string | null; place: Placement }
  /** An area's kind or labels, as typed (trimmed when saved). */
  | { type: "editArea"; key: ShapeKey; kind?: AreaKind; label?: string; labelAr?: string }
  | { type: "remove"; key: ShapeKey }
  | { type: "saved"; version: number };

const whole = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/** A placement the API takes: whole units on the plan's scale, rotation from 0 to 359. */
export function tidy(place: Placement): Placement {
  return {
    x: whole(place.x, 0, PLAN_MAX_SIDE),
    y: whole(place.y, 0, PLAN_MAX_SIDE),
    width: whole(place.width, 1, PLAN_MAX_SIDE),
    height: whole(place.height, 1, PLAN_MAX_SIDE),
    rotation: ((Math.round(place.rotation) % 360) + 360) % 360,
  };
}

/** The editor's state from the API's answer: the saved plan, or a new one with nothing placed. */
export function initialState(answer: PlanEditorAnswer): EditorState {
  const plan = answer.plan;
  const placed = new Map((plan?.booths ?? []).map((b) => [b.boothId, b]));
  const booths = answer.sections.flatMap((section) =>
    section.booths.map((booth): EditorBooth => {
      const at = placed.get(booth.boothId);
      return {
        ...booth,
        sectionId: section.sectionId,
        sectionName: section.sectionName,
        place: at ? tidy(at) : null,
      };
    }),
  );
  const areas = (plan?.areas ?? []).map((area, i): EditorArea => ({
    key: i + 1,
    kind: area.kind,
    label: area.label,
    labelAr: area.labelAr,
    place: tidy(area),
  }));
  return {
    width: plan?.width ?? NEW_PLAN.width,
    height: plan?.height ?? NEW_PLAN.height,
    background: plan?.background ?? null,
    grid: NEW_PLAN.grid,
    snapping: true,
    booths,
    areas,
    nextAreaKey: areas.length + 1,
    selected: null,
    version: 0,
    savedVersion: 0,
    news: null,
  };
}

export const boothKey = (boothId: number): ShapeKey => `booth:${boothId}`;
export const areaKey = (key: number): ShapeKey => `area:${key}`;

/** The shape a key names, with its name and place (null when it is not on the plan). */
export type Shape =
  | { type: "booth"; key: ShapeKey; name: string; booth: EditorBooth; place: Placement | null }
  | { type: "area"; key: ShapeKey; name: string; area: EditorArea; place: Placement };

export function shapeOf(state: EditorState, key: ShapeKey | null): Shape | null {
  if (!key) return null;
  const [type, raw] = key.split(":");
  const id = Number(raw);
  if (type === "booth") {
    const booth = state.booths.find((b) => b.boothId === id);
    return booth ? { type, key, name: booth.boothName, booth, place: booth.place } : null;
  }
  const area = state.areas.find((a) => a.key === id);
  return area ? { type: "area", key, name: area.label, area, place: area.place } : null;
}

/** Every shape on the plan, areas first (drawn under the booths), then the placed booths. */
export function placedShapes(state: EditorState): (Shape & { place: Placement })[] {
  return [
    ...state.areas.map((area) => ({
      type: "area" as const,
      key: areaKey(area.key),
      name: area.label,
      area,
      place: area.place,
    })),
    ...state.booths.flatMap((booth) =>
      booth.place
        ? [
            {
              type: "booth" as const,
              key: boothKey(booth.boothId),
              name: booth.boothName,
              booth,
              place: booth.place,
            },
          ]
        : [],
    ),
  ];
}

function newsOf(kind: Exclude<News["kind"], "placedSection">, shape: Shape): News | null {
  if (!shape.place) return null;
  return {
    kind,
    key: shape.key,
    name: shape.name,
    areaKind: shape.type === "area" ? shape.area.kind : null,
    place: shape.place,
  };
}

/** A change of one shape's place, and what the live region says about it (`news`). */
function withPlace(
  state: EditorState,
  key: ShapeKey,
  change: (place: Placement) => Placement,
  news: "moved" | "resized" | "rotated" | null,
): EditorState {
  const shape = shapeOf(state, key);
  if (!shape?.place) return state;
  const place = tidy(change(shape.place));
  const was = shape.place;
  if ((Object.keys(place) as (keyof Placement)[]).every((f) => place[f] === was[f])) return state;
  const booths =
    shape.type === "booth"
      ? state.booths.map((b) => (b === shape.booth ? { ...b, place } : b))
      : state.booths;
  const areas =
    shape.type === "area"
      ? state.areas.map((a) => (a === shape.area ? { ...a, place } : a))
      : state.areas;
  return {
    ...state,
    booths,
    areas,
    version: state.version + 1,
    news: news ? newsOf(news, { ...shape, place }) : state.news,
  };
}

/** Below the lowest shape on the plan, one grid step in: where a new area or section goes. */
export function freeSpot(state: EditorState): { x: number; y: number } {
  const bottoms = placedShapes(state).map((s) => bounds(s.place).maxY);
  const step = Math.max(1, state.grid);
  const y = bottoms.length ? Math.ceil(Math.max(...bottoms) / step) * step + step : step;
  return { x: step, y: Math.min(y, Math.max(0, state.height - step)) };
}

export function planReducer(state: EditorState, action: PlanAction): EditorState {
  const changed = (next: Partial<EditorState>): EditorState => ({
    ...state,
    ...next,
    version: state.version + 1,
  });
  switch (action.type) {
    case "setSize":
      return changed({
        width: whole(action.width ?? state.width, 10, PLAN_MAX_SIDE),
        height: whole(action.height ?? state.height, 10, PLAN_MAX_SIDE),
      });
    case "setBackground":
      return changed({ background: action.background });
    case "setGrid":
      return { ...state, grid: whole(action.grid, GRID_MIN, GRID_MAX) };
    case "setSnapping":
      return { ...state, snapping: action.snapping };
    case "select":
      return { ...state, selected: action.key };
    case "moveBy": {
      const { grid, snapping } = state;
      return withPlace(
        state,
        action.key,
        (p) => ({
          ...p,
          x: action.dx ? stepFrom(p.x, action.dx, grid, snapping) : p.x,
          y: action.dy ? stepFrom(p.y, action.dy, grid, snapping) : p.y,
        }),
        "moved",
      );
    }
    case "resizeBy": {
      const { grid, snapping } = state;
      // Never below one grid step by the keyboard (a number field goes lower).
      const least = (was: number) => Math.min(was, snapping ? grid : 1);
      const next = (was: number, by: -1 | 0 | 1) =>
        by ? Math.max(least(was), stepFrom(was, by, grid, snapping)) : was;
      return withPlace(
        state,
        action.key,
        (p) => ({ ...p, width: next(p.width, action.dw), height: next(p.height, action.dh) }),
        "resized",
      );
    }
    case "dragTo": {
      const at = (v: number) => (state.snapping ? snap(v, state.grid) : v);
      return withPlace(
        state,
        action.key,
        (p) => ({ ...p, x: at(action.x), y: at(action.y) }),
        null,
      );
    }
    case "dragEnd": {
      const shape = shapeOf(state, action.key);
      return shape ? { ...state, news: newsOf("moved", shape) } : state;
    }
    case "rotateBy":
      return withPlace(
        state,
        action.key,
        (p) => ({ ...p, rotation: p.rotation + action.degrees }),
        "rotated",
      );
    case "setField":
      return withPlace(state, action.key, (p) => ({ ...p, [action.field]: action.value }), null);
    case "placeSection":
      return placeSection(state, action);
    case "addArea": {
      const key = state.nextAreaKey;
      const area: EditorArea = {
        key,
        kind: action.kind,
        label: action.label.trim(),
        labelAr: action.labelAr?.trim() || null,
        place: tidy(action.place),
      };
      return changed({
        areas: [...state.areas, area],
        nextAreaKey: key + 1,
        selected: areaKey(key),
        news: newsOf("added", {
          type: "area",
          key: areaKey(key),
          name: area.label,
          area,
          place: area.place,
        }),
      });
    }
    case "editArea": {
      const shape = shapeOf(state, action.key);
      if (shape?.type !== "area") return state;
      const { kind = shape.area.kind, label = shape.area.label } = action;
      const labelAr = action.labelAr ?? shape.area.labelAr;
      return changed({
        areas: state.areas.map((a) => (a === shape.area ? { ...a, kind, label, labelAr } : a)),
      });
    }
    case "remove": {
      const shape = shapeOf(state, action.key);
      if (!shape?.place) return state;
      return changed({
        booths:
          shape.type === "booth"
            ? state.booths.map((b) => (b === shape.booth ? { ...b, place: null } : b))
            : state.booths,
        areas: shape.type === "area" ? state.areas.filter((a) => a !== shape.area) : state.areas,
        selected: state.selected === action.key ? null : state.selected,
        news: newsOf("removed", shape),
      });
    }
    case "saved":
      return { ...state, savedVersion: Math.max(state.savedVersion, action.version) };
  }
}

function placeSection(
  state: EditorState,
  action: Extract<PlanAction, { type: "placeSection" }>,
): EditorState {
  const targets = state.booths.filter(
    (b) => b.sectionId === action.sectionId && (action.which === "all" || !b.place),
  );
  if (!targets.length) return state;
  const layout: Layout = {
    ...action.layout,
    origin: state.snapping
      ? { x: snap(action.layout.origin.x, state.grid), y: snap(action.layout.origin.y, state.grid) }
      : action.layout.origin,
  };
  const places =
    action.columns === "row"
      ? rowPlacements(layout, targets.length)
      : gridPlacements(layout, targets.length, action.columns);
  const placeOf = new Map(targets.map((b, i) => [b.boothId, tidy(places[i]!)]));
  return {
    ...state,
    booths: state.booths.map((b) => {
      const place = placeOf.get(b.boothId);
      return place ? { ...b, place } : b;
    }),
    selected: boothKey(targets[0]!.boothId),
    version: state.version + 1,
    news: { kind: "placedSection", sectionName: targets[0]!.sectionName, count: targets.length },
  };
}
