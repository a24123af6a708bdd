import type { Translator } from "@/lib/i18n/messages";
import type { AreaKind, Placement } from "@/lib/plans/resource";
import type { Problems } from "./save";
import { shapeOf, type EditorState, type News, type Shape, type ShapeKey } from "./state";

// The plan editor's shapes in words: what a screen reader hears on a shape and its line in the
// list ("Booth A-01, x 120, y 40, 30 by 30"), the problems found before saving, and the live
// region's news of the last change.

/** Each kind's key in the catalogue. */
const KIND_KEYS = {
  STAGE: "stage",
  ENTRANCE: "entrance",
  WASHROOM: "washroom",
  FIRST_AID: "firstAid",
  FOOD_COURT: "foodCourt",
  INFO: "info",
  OTHER: "other",
} as const satisfies Record<AreaKind, string>;

/** An area's kind in words: "Stage", "First aid". */
export const kindWord = (t: Translator, kind: AreaKind) => t(`planEditor.kinds.${KIND_KEYS[kind]}`);

/** A shape's name as the editor lists it: "Booth A-01", "Stage: Main stage". */
export function shapeTitle(t: Translator, shape: Shape): string {
  return shape.type === "booth"
    ? t("planEditor.shape.booth", { name: shape.name })
    : t("planEditor.shape.area", { kind: kindWord(t, shape.area.kind), name: shape.name });
}

/** Words one after the other, with the page's commas: "x 120, y 40". */
export const joinWords = (t: Translator, words: readonly string[]) =>
  words.reduce((first, rest) => t("planEditor.shape.then", { first, rest }));

/** "x 120, y 40, 30 by 30", then the rotation when it is turned. */
export function placeWords(t: Translator, place: Placement): string {
  const at = t("planEditor.shape.place", {
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
  });
  return place.rotation
    ? joinWords(t, [at, t("planEditor.shape.rotated", { rotation: place.rotation })])
    : at;
}

/** What keeps each shape from being saved: off the plan, overlapping the booths named. */
export function problemsByShape(
  t: Translator,
  state: EditorState,
  problems: Problems,
): Map<ShapeKey, string[]> {
  const found = new Map<ShapeKey, string[]>();
  const add = (key: ShapeKey, words: string) => found.set(key, [...(found.get(key) ?? []), words]);
  for (const key of problems.offPlan) add(key, t("planEditor.shape.offPlan"));
  const name = (key: ShapeKey) => shapeOf(state, key)?.name ?? key;
  for (const [a, b] of problems.overlaps) {
    add(a, t("planEditor.shape.overlaps", { name: name(b) }));
    add(b, t("planEditor.shape.overlaps", { name: name(a) }));
  }
  return found;
}

/** A shape's whole description: its title, where it is, and its problems. */
export function shapeLabel(t: Translator, shape: Shape, problems: string[] = []): string {
  const place = shape.place ? placeWords(t, shape.place) : t("planEditor.shape.notPlaced");
  return joinWords(t, [shapeTitle(t, shape), place, ...problems]);
}

/** The problems found before saving, one sentence each. */
export function problemSentences(t: Translator, state: EditorState, problems: Problems) {
  const title = (key: ShapeKey) => {
    const shape = shapeOf(state, key);
    return shape ? shapeTitle(t, shape) : key;
  };
  return [
    ...problems.offPlan.map((key) => ({
      key: `off-${key}`,
      shapes: [key],
      text: t("planEditor.problems.offPlan", { name: title(key) }),
    })),
    ...problems.overlaps.map(([a, b]) => ({
      key: `overlap-${a}-${b}`,
      shapes: [a, b],
      text: t("planEditor.problems.overlap", { first: title(a), second: title(b) }),
    })),
  ];
}

/** What the live region says about the last change. */
export function newsWords(t: Translator, news: News | null): string {
  if (!news) return "";
  if (news.kind === "placedSection")
    return t("planEditor.news.placedSection", { count: news.count, section: news.sectionName });
  const name = news.areaKind
    ? t("planEditor.shape.area", { kind: kindWord(t, news.areaKind), name: news.name })
    : t("planEditor.shape.booth", { name: news.name });
  const { x, y, width, height, rotation } = news.place;
  switch (news.kind) {
    case "moved":
      return t("planEditor.news.moved", { name, x, y });
    case "resized":
      return t("planEditor.news.resized", { name, width, height });
    case "rotated":
      return t("planEditor.news.rotated", { name, rotation });
    case "added":
      return t("planEditor.news.added", { name, x, y });
    case "removed":
      return t("planEditor.news.removed", { name });
  }
}
