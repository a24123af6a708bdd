import { describe, expect, it } from "vitest";
import {
  gridPlacements,
  overlappingPairs,
  rowPlacements,
  snap,
  stepFrom,
  type Box,
} from "@/components/admin/plan-editor/geometry";
import { keyAction } from "@/components/admin/plan-editor/keys";
import {
  hasChanges,
  planProblems,
  saveRequest,
  shapesNamed,
  shapesOfIssues,
} from "@/components/admin/plan-editor/save";
import {
  freeSpot,
  initialState,
  planReducer,
  shapeOf,
  type EditorState,
  type PlanAction,
} from "@/components/admin/plan-editor/state";
import {
  newsWords,
  problemSentences,
  problemsByShape,
  shapeLabel,
} from "@/components/admin/plan-editor/words";
import { translator } from "@/lib/i18n/messages";
import {
  bounds as boundsOf,
  corners as cornersOf,
  offPlan as isOffPlan,
  overlaps as boxesOverlap,
} from "@/lib/plans/geometry";
import { planSaveRequest, type PlanEditorAnswer } from "@/lib/plans/resource";

const box = (x: number, y: number, width: number, height: number, rotation = 0): Box => ({
  x,
  y,
  width,
  height,
  rotation,
});

describe("the plan's geometry", () => {
  it("turns a box about its centre, clockwise on screen", () => {
    const corners = cornersOf(box(0, 0, 20, 10, 90));
    // centre (10, 5): the top-left corner (-10, -5) turns to (+5, -10) from the centre
    expect(corners[0]!.x).toBeCloseTo(15);
    expect(corners[0]!.y).toBeCloseTo(-5);
    expect(boundsOf(box(0, 0, 20, 10, 90))).toEqual({
      minX: expect.closeTo(5) as number,
      minY: expect.closeTo(-5) as number,
      maxX: expect.closeTo(15) as number,
      maxY: expect.closeTo(15) as number,
    });
  });

  it("finds upright boxes that overlap, and lets booths stand side by side", () => {
    expect(boxesOverlap(box(0, 0, 30, 30), box(20, 10, 30, 30))).toBe(true);
    expect(boxesOverlap(box(0, 0, 30, 30), box(30, 0, 30, 30))).toBe(false);
    expect(boxesOverlap(box(0, 0, 30, 30), box(30, 30, 30, 30))).toBe(false);
    expect(boxesOverlap(box(0, 0, 30, 30), box(100, 0, 30, 30))).toBe(false);
    // one inside the other
    expect(boxesOverlap(box(0, 0, 100, 100), box(40, 40, 10, 10))).toBe(true);
  });

  it("separates turned boxes by their edges, not their outlines", () => {
    // A diamond off a square's corner: their outlines overlap, the shapes do not.
    const square = box(0, 0, 10, 10);
    const diamond = box(10, 10, 10, 10, 45);
    expect(boundsOf(diamond).minX).toBeLessThan(10);
    expect(boundsOf(diamond).minY).toBeLessThan(10);
    expect(boxesOverlap(square, diamond)).toBe(false);
    // Moved closer, its corners reach into the square.
    expect(boxesOverlap(square, box(5, 5, 10, 10, 45))).toBe(true);
    // A long thin booth across a square.
    expect(boxesOverlap(box(0, 0, 20, 20), box(-20, 8, 60, 4, 30))).toBe(true);
  });

  it("says when a shape as drawn leaves the plan", () => {
    const plan = { width: 100, height: 50 };
    expect(isOffPlan(box(0, 0, 100, 50), plan)).toBe(false);
    expect(isOffPlan(box(80, 0, 30, 10), plan)).toBe(true);
    expect(isOffPlan(box(0, 45, 10, 10), plan)).toBe(true);
    // Upright it fits; turned a quarter its 40 units stand 40 tall in a plan 50 tall, from y 0-5.
    expect(isOffPlan(box(0, 10, 40, 10), plan)).toBe(false);
    expect(isOffPlan(box(0, 10, 40, 10, 90), plan)).toBe(true);
  });

  it("lists every overlapping pair once, in the order of the shapes", () => {
    const pairs = overlappingPairs([
      { key: "A", box: box(100, 0, 30, 30) },
      { key: "B", box: box(0, 0, 30, 30) },
      { key: "C", box: box(110, 10, 30, 30) },
      { key: "D", box: box(20, 20, 30, 30) },
      { key: "E", box: box(30, 0, 30, 25) },
    ]);
    expect(pairs).toEqual([
      ["A", "C"],
      ["B", "D"],
      ["D", "E"],
    ]);
  });

  it("snaps to the grid and steps from one grid line to the next", () => {
    expect(snap(14, 10)).toBe(10);
    expect(snap(15, 10)).toBe(20);
    expect(snap(14.4, 1)).toBe(14);
    expect(stepFrom(13, 1, 10, true)).toBe(20);
    expect(stepFrom(13, -1, 10, true)).toBe(10);
    expect(stepFrom(20, 1, 10, true)).toBe(30);
    expect(stepFrom(20, -1, 10, true)).toBe(10);
    expect(stepFrom(13, 1, 10, false)).toBe(23);
    expect(stepFrom(13, -1, 10, false)).toBe(3);
  });

  it("places booths in a row and in a grid from an origin, with a gap", () => {
    const layout = { origin: { x: 10, y: 20 }, size: { width: 30, height: 20 }, gap: 5 };
    expect(rowPlacements(layout, 3).map((p) => [p.x, p.y])).toEqual([
      [10, 20],
      [45, 20],
      [80, 20],
    ]);
    const grid = gridPlacements(layout, 5, 2);
    expect(grid.map((p) => [p.x, p.y])).toEqual([
      [10, 20],
      [45, 20],
      [10, 45],
      [45, 45],
      [10, 70],
    ]);
    expect(grid.every((p) => p.width === 30 && p.height === 20 && p.rotation === 0)).toBe(true);
    expect(rowPlacements(layout, 0)).toEqual([]);
  });
});

const ANSWER: PlanEditorAnswer = {
  plan: {
    width: 400,
    height: 300,
    background: null,
    areas: [
      {
        areaId: 7,
        kind: "STAGE",
        label: "Main stage",
        labelAr: "المسرح الرئيسي",
        x: 200,
        y: 200,
        width: 100,
        height: 60,
        rotation: 0,
      },
    ],
    booths: [
      {
        boothId: 1,
        boothName: "A-01",
        sectionName: "Market",
        sectionNameAr: null,
        boothStatus: "AVAILABLE",
        x: 10,
        y: 10,
        width: 30,
        height: 30,
        rotation: 0,
      },
    ],
  },
  sections: [
    {
      sectionId: 1,
      sectionName: "Market",
      booths: [
        { boothId: 1, boothName: "A-01" },
        { boothId: 2, boothName: "A-02" },
        { boothId: 3, boothName: "A-03" },
      ],
    },
    { sectionId: 2, sectionName: "Food", booths: [{ boothId: 4, boothName: "F-01" }] },
  ],
};

const run = (state: EditorState, ...actions: PlanAction[]) => actions.reduce(planReducer, state);
const placeOf = (state: EditorState, boothId: number) =>
  state.booths.find((b) => b.boothId === boothId)!.place;

describe("the plan editor's state", () => {
  it("starts from the saved plan, with every booth of the event and the unplaced ones unplaced", () => {
    const state = initialState(ANSWER);
    expect(state).toMatchObject({ width: 400, height: 300, grid: 10, snapping: true });
    expect(state.booths.map((b) => [b.boothName, b.sectionName, b.place?.x ?? null])).toEqual([
      ["A-01", "Market", 10],
      ["A-02", "Market", null],
      ["A-03", "Market", null],
      ["F-01", "Food", null],
    ]);
    expect(state.areas).toEqual([
      expect.objectContaining({ key: 1, kind: "STAGE", label: "Main stage" }),
    ]);
    expect(hasChanges(state)).toBe(false);
  });

  it("starts a new plan at its default size with nothing placed", () => {
    const state = initialState({ plan: null, sections: ANSWER.sections });
    expect(state).toMatchObject({ width: 1000, height: 600, areas: [] });
    expect(state.booths.every((b) => b.place === null)).toBe(true);
  });

  it("moves by the grid step with the arrow keys, onto the grid when snapping", () => {
    let state = initialState(ANSWER);
    state = run(state, { type: "moveBy", key: "booth:1", dx: 1, dy: 0 });
    expect(placeOf(state, 1)).toMatchObject({ x: 20, y: 10 });
    state = run(state, { type: "setField", key: "booth:1", field: "x", value: 23 });
    state = run(state, { type: "moveBy", key: "booth:1", dx: -1, dy: 1 });
    expect(placeOf(state, 1)).toMatchObject({ x: 20, y: 20 });
    state = run(
      state,
      { type: "setSnapping", snapping: false },
      { type: "setGrid", grid: 5 },
      { type: "setField", key: "booth:1", field: "x", value: 23 },
      { type: "moveBy", key: "booth:1", dx: 1, dy: 0 },
    );
    expect(placeOf(state, 1)).toMatchObject({ x: 28 });
    expect(state.news).toEqual({
      kind: "moved",
      key: "booth:1",
      name: "A-01",
      areaKind: null,
      place: { x: 28, y: 20, width: 30, height: 30, rotation: 0 },
    });
    expect(hasChanges(state)).toBe(true);
  });

  it("never moves a shape to a negative place", () => {
    const state = run(initialState(ANSWER), {
      type: "moveBy",
      key: "booth:1",
      dx: -1,
      dy: -1,
    });
    expect(placeOf(state, 1)).toMatchObject({ x: 0, y: 0 });
    expect(run(state, { type: "moveBy", key: "booth:1", dx: -1, dy: 0 }).booths).toEqual(
      state.booths,
    );
  });

  it("resizes with shift and the arrows, never below one grid step", () => {
    let state = run(initialState(ANSWER), { type: "resizeBy", key: "booth:1", dw: 1, dh: -1 });
    expect(placeOf(state, 1)).toMatchObject({ width: 40, height: 20 });
    state = run(
      state,
      { type: "resizeBy", key: "booth:1", dw: 0, dh: -1 },
      { type: "resizeBy", key: "booth:1", dw: 0, dh: -1 },
    );
    expect(placeOf(state, 1)).toMatchObject({ height: 10 });
    expect(state.news).toMatchObject({ kind: "resized", name: "A-01" });
  });

  it("snaps a drag to the grid, and says the move only when the drag ends", () => {
    let state = run(initialState(ANSWER), { type: "dragTo", key: "booth:1", x: 57.4, y: 94 });
    expect(placeOf(state, 1)).toMatchObject({ x: 60, y: 90 });
    expect(state.news).toBeNull();
    state = run(state, { type: "dragEnd", key: "booth:1" });
    expect(state.news).toMatchObject({ kind: "moved", key: "booth:1" });
    state = run(
      state,
      { type: "setSnapping", snapping: false },
      { type: "dragTo", key: "booth:1", x: 57.4, y: 94 },
    );
    expect(placeOf(state, 1)).toMatchObject({ x: 57, y: 94 });
  });

  it("rotates about the centre, keeping the rotation from 0 to 359", () => {
    let state = run(initialState(ANSWER), { type: "rotateBy", key: "area:1", degrees: 15 });
    expect(state.areas[0]!.place.rotation).toBe(15);
    state = run(state, { type: "rotateBy", key: "area:1", degrees: -30 });
    expect(state.areas[0]!.place.rotation).toBe(345);
    state = run(state, { type: "setField", key: "area:1", field: "rotation", value: 360 });
    expect(state.areas[0]!.place.rotation).toBe(0);
    expect(state.areas[0]!.place).toMatchObject({ x: 200, y: 200 });
  });

  it("places a section's unplaced booths in a row, or all of them in a grid, in one step", () => {
    const layout = { origin: { x: 12, y: 101 }, size: { width: 30, height: 30 }, gap: 10 };
    let state = run(initialState(ANSWER), {
      type: "placeSection",
      sectionId: 1,
      columns: "row",
      which: "unplaced",
      layout,
    });
    expect(placeOf(state, 1)).toMatchObject({ x: 10, y: 10 });
    // the origin snapped to (10, 100)
    expect([placeOf(state, 2), placeOf(state, 3)].map((p) => [p!.x, p!.y])).toEqual([
      [10, 100],
      [50, 100],
    ]);
    expect(state.news).toEqual({ kind: "placedSection", sectionName: "Market", count: 2 });
    expect(state.selected).toBe("booth:2");

    state = run(state, {
      type: "placeSection",
      sectionId: 1,
      columns: 2,
      which: "all",
      layout: { ...layout, origin: { x: 0, y: 0 } },
    });
    expect([1, 2, 3].map((id) => [placeOf(state, id)!.x, placeOf(state, id)!.y])).toEqual([
      [0, 0],
      [40, 0],
      [0, 40],
    ]);
    expect(placeOf(state, 4)).toBeNull();
  });

  it("changes nothing when a section has no booth left to place", () => {
    const state = initialState(ANSWER);
    const layout = { origin: { x: 0, y: 0 }, size: { width: 30, height: 30 }, gap: 0 };
    const placed = run(state, {
      type: "placeSection",
      sectionId: 2,
      columns: "row",
      which: "unplaced",
      layout,
    });
    expect(
      run(placed, {
        type: "placeSection",
        sectionId: 2,
        columns: "row",
        which: "unplaced",
        layout,
      }),
    ).toBe(placed);
  });

  it("adds a labelled area, selected, and removes shapes from the plan", () => {
    let state = run(initialState(ANSWER), {
      type: "addArea",
      kind: "FIRST_AID",
      label: " First aid ",
      labelAr: "  ",
      place: { x: 300, y: 10, width: 40, height: 30, rotation: 0 },
    });
    expect(state.areas[1]).toEqual({
      key: 2,
      kind: "FIRST_AID",
      label: "First aid",
      labelAr: null,
      place: { x: 300, y: 10, width: 40, height: 30, rotation: 0 },
    });
    expect(state.selected).toBe("area:2");
    expect(shapeOf(state, "area:2")?.name).toBe("First aid");

    state = run(state, { type: "remove", key: "area:2" }, { type: "remove", key: "booth:1" });
    expect(state.areas.map((a) => a.label)).toEqual(["Main stage"]);
    // a booth taken off the plan stays in its section's unplaced list
    expect(state.booths.find((b) => b.boothId === 1)).toMatchObject({ place: null });
    expect(state.selected).toBeNull();
    expect(state.news).toMatchObject({ kind: "removed", key: "booth:1", name: "A-01" });
  });

  it("keeps the plan at least 10 units a side, and counts the changes a save took", () => {
    let state = run(initialState(ANSWER), { type: "setSize", width: 2, height: 250.4 });
    expect(state).toMatchObject({ width: 10, height: 250 });
    const sentAt = state.version;
    state = run(state, { type: "saved", version: sentAt });
    expect(hasChanges(state)).toBe(false);
    // a change made while the save was on its way is still unsaved after it
    state = run(state, { type: "moveBy", key: "booth:1", dx: 0, dy: 1 });
    expect(run(state, { type: "saved", version: sentAt }).version).not.toBe(sentAt);
    expect(hasChanges(run(state, { type: "saved", version: sentAt }))).toBe(true);
  });

  it("finds a free spot below the shapes for the next section or area", () => {
    expect(freeSpot(initialState(ANSWER))).toEqual({ x: 10, y: 270 });
    expect(freeSpot(initialState({ plan: null, sections: [] }))).toEqual({ x: 10, y: 10 });
  });
});

describe("the plan on its way to the server", () => {
  it("warns of shapes off the plan and of booths that overlap, not of areas under booths", () => {
    const state = run(
      initialState(ANSWER),
      {
        type: "placeSection",
        sectionId: 1,
        columns: "row",
        which: "unplaced",
        layout: { origin: { x: 20, y: 20 }, size: { width: 30, height: 30 }, gap: 0 },
      },
      { type: "setField", key: "area:1", field: "x", value: 350 },
      {
        type: "placeSection",
        sectionId: 2,
        columns: "row",
        which: "unplaced",
        layout: { origin: { x: 360, y: 200 }, size: { width: 30, height: 30 }, gap: 0 },
      },
    );
    expect(planProblems(state)).toEqual({
      offPlan: ["area:1"],
      overlaps: [["booth:1", "booth:2"]],
    });
  });

  it("sends the whole plan in the API's shape, placed booths only", () => {
    const state = initialState(ANSWER);
    const { body, areaKeys, boothKeys } = saveRequest(state);
    expect(planSaveRequest.parse(body)).toEqual({
      width: 400,
      height: 300,
      background: null,
      areas: [
        {
          kind: "STAGE",
          label: "Main stage",
          labelAr: "المسرح الرئيسي",
          x: 200,
          y: 200,
          width: 100,
          height: 60,
          rotation: 0,
        },
      ],
      booths: [{ boothId: 1, x: 10, y: 10, width: 30, height: 30, rotation: 0 }],
    });
    expect(areaKeys).toEqual(["area:1"]);
    expect(boothKeys).toEqual(["booth:1"]);
  });

  it("names the shapes a refusal's issues are about", () => {
    const sent = {
      areaKeys: ["area:4" as const],
      boothKeys: ["booth:9" as const, "booth:3" as const],
    };
    expect(
      shapesOfIssues(sent, [
        { path: ["booths", 1, "x"] },
        { path: ["booths", 1] },
        { path: ["areas", 0, "label"] },
        { path: ["booths", 5] },
        { path: ["width"] },
      ]),
    ).toEqual(["booth:3", "area:4"]);
  });
});

describe("the plan editor's keys", () => {
  const press = (key: string, shiftKey = false, more: { ctrlKey?: boolean } = {}) =>
    keyAction("booth:1", { key, shiftKey, ...more });

  it("moves with the arrows, resizes with Shift and the arrows, and turns with R", () => {
    expect(press("ArrowRight")).toEqual({ type: "moveBy", key: "booth:1", dx: 1, dy: 0 });
    expect(press("ArrowUp")).toEqual({ type: "moveBy", key: "booth:1", dx: 0, dy: -1 });
    expect(press("ArrowDown", true)).toEqual({ type: "resizeBy", key: "booth:1", dw: 0, dh: 1 });
    expect(press("ArrowLeft", true)).toEqual({ type: "resizeBy", key: "booth:1", dw: -1, dh: 0 });
    expect(press("r")).toEqual({ type: "rotateBy", key: "booth:1", degrees: 15 });
    expect(press("R", true)).toEqual({ type: "rotateBy", key: "booth:1", degrees: -15 });
    expect(press("Enter")).toEqual({ type: "select", key: "booth:1" });
    expect(press("Escape")).toEqual({ type: "select", key: null });
  });

  it("leaves Tab, letters and the browser's shortcuts alone", () => {
    expect(press("Tab")).toBeNull();
    expect(press("a")).toBeNull();
    expect(press("ArrowRight", false, { ctrlKey: true })).toBeNull();
  });
});

describe("the plan editor's words", () => {
  const en = translator("en");
  const ar = translator("ar");

  it("describes a shape as a screen reader hears it, with its problems", () => {
    let state = run(
      initialState(ANSWER),
      { type: "setField", key: "booth:1", field: "x", value: 120 },
      { type: "setField", key: "booth:1", field: "y", value: 40 },
    );
    const booth = shapeOf(state, "booth:1")!;
    expect(shapeLabel(en, booth)).toBe("Booth A-01, x 120, y 40, 30 by 30");
    expect(shapeLabel(ar, booth)).toBe("الجناح A-01، x 120، y 40، 30 في 30");
    state = run(state, { type: "rotateBy", key: "area:1", degrees: 15 });
    expect(shapeLabel(en, shapeOf(state, "area:1")!, ["off the plan"])).toBe(
      "Stage: Main stage, x 200, y 200, 100 by 60, rotated 15°, off the plan",
    );
    expect(shapeLabel(en, shapeOf(state, "booth:2")!)).toBe("Booth A-02, not on the plan");
  });

  it("says which shapes are off the plan and which booths overlap", () => {
    const state = run(
      initialState(ANSWER),
      {
        type: "placeSection",
        sectionId: 1,
        columns: "row",
        which: "unplaced",
        layout: { origin: { x: 20, y: 20 }, size: { width: 30, height: 30 }, gap: 0 },
      },
      { type: "setField", key: "area:1", field: "x", value: 350 },
    );
    const problems = planProblems(state);
    expect(problemSentences(en, state, problems).map((p) => p.text)).toEqual([
      "Stage: Main stage is off the plan: move it inside or make the plan larger.",
      "Booth A-01 and Booth A-02 overlap: move one of them.",
    ]);
    expect(problemsByShape(en, state, problems).get("booth:2")).toEqual(["overlaps A-01"]);
  });

  it("announces each change as it was made", () => {
    let state = run(initialState(ANSWER), { type: "moveBy", key: "booth:1", dx: 1, dy: 0 });
    expect(newsWords(en, state.news)).toBe("Booth A-01 moved to x 20, y 10.");
    state = run(state, { type: "resizeBy", key: "area:1", dw: 1, dh: 0 });
    expect(newsWords(en, state.news)).toBe("Stage: Main stage is now 110 by 60.");
    // a label typed afterwards does not change what was said
    state = run(state, { type: "editArea", key: "area:1", label: "Big stage" });
    expect(newsWords(en, state.news)).toBe("Stage: Main stage is now 110 by 60.");
    state = run(state, {
      type: "placeSection",
      sectionId: 1,
      columns: 2,
      which: "unplaced",
      layout: { origin: { x: 0, y: 100 }, size: { width: 30, height: 30 }, gap: 0 },
    });
    expect(newsWords(en, state.news)).toBe("2 booths of Market placed.");
    expect(newsWords(ar, state.news)).toBe("وُضع جناحان من Market.");
  });

  it("finds the shapes a refusal names in its words", () => {
    const state = initialState(ANSWER);
    expect(shapesNamed(state, { params: { first: "A-01", second: "Main stage" } })).toEqual([
      "area:1",
      "booth:1",
    ]);
    expect(shapesNamed(state, { errors: ["A-01, A-02"] })).toEqual(["booth:1"]);
    expect(shapesNamed(state, { params: { count: 2 } })).toEqual([]);
  });
});
