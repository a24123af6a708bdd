import type { PlanSaveInput } from "@/lib/plans/resource";
import { offPlan } from "@/lib/plans/geometry";
import { overlappingPairs } from "./geometry";
import { areaKey, boothKey, placedShapes, type EditorState, type ShapeKey } from "./state";

// The plan on its way to the server: what would keep the server from taking it (shapes off the
// plan, booths overlapping), the whole plan as the API saves it, and the shapes a refusal names.

/** Whether there are changes the server has not taken. */
export const hasChanges = (state: EditorState) => state.version !== state.savedVersion;

/** What keeps the server from taking the plan, found before saving. */
export type Problems = {
  offPlan: ShapeKey[];
  overlaps: [ShapeKey, ShapeKey][];
};

/** The shapes off the plan and the booths that overlap (areas may lie under booths). */
export function planProblems(state: EditorState): Problems {
  const shapes = placedShapes(state);
  return {
    offPlan: shapes.filter((s) => offPlan(s.place, state)).map((s) => s.key),
    overlaps: overlappingPairs(
      shapes.filter((s) => s.type === "booth").map((s) => ({ key: s.key, box: s.place })),
    ),
  };
}

/** The whole plan as the API saves it, with the shape each sent area and booth stands for. */
export function saveRequest(state: EditorState): {
  body: PlanSaveInput;
  areaKeys: ShapeKey[];
  boothKeys: ShapeKey[];
} {
  const booths = state.booths.filter((b) => b.place);
  return {
    body: {
      width: state.width,
      height: state.height,
      background: state.background,
      areas: state.areas.map((a) => ({
        kind: a.kind,
        label: a.label.trim(),
        labelAr: a.labelAr?.trim() || null,
        ...a.place,
      })),
      booths: booths.map((b) => ({ boothId: b.boothId, ...b.place! })),
    },
    areaKeys: state.areas.map((a) => areaKey(a.key)),
    boothKeys: booths.map((b) => boothKey(b.boothId)),
  };
}

/**
 * The shapes a refusal's issues are about (`["booths", 3, "x"]` is the fourth booth sent), in
 * the order the issues name them, each once.
 */
export function shapesOfIssues(
  sent: Pick<ReturnType<typeof saveRequest>, "areaKeys" | "boothKeys">,
  issues: readonly { path: readonly (string | number)[] }[],
): ShapeKey[] {
  const keys = issues.flatMap(({ path: [list, index] }) => {
    if (typeof index !== "number") return [];
    const key =
      list === "booths" ? sent.boothKeys[index] : list === "areas" ? sent.areaKeys[index] : null;
    return key ? [key] : [];
  });
  return [...new Set(keys)];
}

/**
 * The shapes on the plan a refusal names in its words: its message's arguments and its list of
 * names (a booth's name, an area's label; a list of them joined by commas), in the plan's order.
 */
export function shapesNamed(
  state: EditorState,
  refusal: { params?: Record<string, string | number>; errors?: readonly string[] },
): ShapeKey[] {
  const words = new Set(
    [...Object.values(refusal.params ?? {}), ...(refusal.errors ?? [])]
      .filter((v): v is string => typeof v === "string")
      .flatMap((v) => v.split(/\s*,\s*/))
      .map((v) => v.trim())
      .filter(Boolean),
  );
  return placedShapes(state)
    .filter((shape) => words.has(shape.name.trim()))
    .map((shape) => shape.key);
}
