import type { PlanAction, ShapeKey } from "./state";

// The plan editor's keys, the same on a shape of the drawing and on its line in the list: arrow
// keys move by the grid step, Shift with an arrow key resizes (right and down grow, left and up
// shrink), R turns clockwise and Shift+R back, Enter or Space selects, Escape lets go.

/** Degrees a press of R (or the Rotate button) turns the selected shape. */
export const ROTATE_STEP = 15;

const ARROWS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
} as const;

/** The change a key pressed on a shape makes, or null for a key the editor leaves alone. */
export function keyAction(
  key: ShapeKey,
  press: { key: string; shiftKey: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean },
): PlanAction | null {
  // Keys with Ctrl, Alt or Cmd stay the browser's and the screen reader's.
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key in ARROWS) {
    const [x, y] = ARROWS[press.key as keyof typeof ARROWS];
    return press.shiftKey
      ? { type: "resizeBy", key, dw: x, dh: y }
      : { type: "moveBy", key, dx: x, dy: y };
  }
  if (press.key === "r" || press.key === "R")
    return { type: "rotateBy", key, degrees: press.shiftKey ? -ROTATE_STEP : ROTATE_STEP };
  if (press.key === "Enter" || press.key === " ") return { type: "select", key };
  if (press.key === "Escape") return { type: "select", key: null };
  return null;
}
