import "server-only";
import { transaction } from "@/db/queries/transaction";
import { recordAudit } from "@/lib/console/queries/audit";
import { planChanged } from "../cache/tags";
import { isStoredMedia } from "../events/media";
import { AppError, appError, fieldError, type Issue } from "../http/envelope";
import { formatMessage } from "../i18n/messages";
import {
  checkPlan,
  PLAN_BOOTH_NOT_OF_EVENT,
  PLAN_BOOTH_TWICE,
  PLAN_BOOTHS_OVERLAP,
  PLAN_SHAPE_OFF_PLAN,
  PLAN_TOO_MANY_SHAPES,
  type PlanProblem,
} from "./geometry";
import {
  editorSections,
  eventBoothNames,
  lockPlanEvent,
  planEventExists,
  planOfEvent,
  planSummary,
  writePlan,
} from "./queries";
import type { PlanAnswer, PlanEditorAnswer, PlanSave } from "./resource";

// The console's plan editor: the plan with every booth of the event to place, and saving the plan
// whole. A save that breaks one of the plan's rules (lib/plans/geometry.ts) is refused with the
// first problem's code, every problem listed and each shape it names as an issue on its place in
// the body (["booths", 3]), so the editor marks them.

/** GET: the plan (null before its first save) and every booth of the event by section. */
export async function planEditor(eventId: number): Promise<PlanEditorAnswer> {
  if (!(await planEventExists(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  const [plan, sections] = await Promise.all([planOfEvent(eventId), editorSections(eventId)]);
  return { plan, sections };
}

/**
 * PUT: saves the plan whole in one transaction (its areas and this event's booths' places
 * replaced), audited, and expires the pages that draw it. Answers the plan as the public sees it.
 */
export async function savePlan(
  actorId: number,
  eventId: number,
  input: PlanSave,
): Promise<PlanAnswer> {
  const plan = await transaction(async (tx) => {
    const event = await lockPlanEvent(tx, eventId);
    if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
    const problems = checkPlan(input, await eventBoothNames(tx, eventId));
    if (problems.length) throw planRefusal(problems);
    if (input.background !== null && !(await isStoredMedia(input.background, tx)))
      throw fieldError("BAD_REQUEST", "background", "errors.events.imageNotUploaded", {
        image: input.background,
      });
    const before = await planSummary(tx, eventId);
    await writePlan(tx, eventId, input);
    await recordAudit(tx, {
      actorId,
      entity: "plan",
      entityId: eventId,
      action: before ? "update" : "create",
      before,
      after: await planSummary(tx, eventId),
    });
    return (await planOfEvent(eventId, tx))!;
  });
  planChanged(eventId);
  return plan;
}

/**
 * The refusal of a plan with problems: the first one's code and parameters, every problem's
 * message in `errors`, and an issue for each shape a problem names, at its place in the body.
 */
function planRefusal(problems: PlanProblem[]): AppError {
  const [first] = problems as [PlanProblem, ...PlanProblem[]];
  const message = (p: PlanProblem) => formatMessage("en", p.code, p.params) ?? p.code;
  const errors = [...new Set(problems.map(message))];
  const issues: Issue[] = problems.flatMap((p) =>
    (p.paths.length ? p.paths : [[]]).map((path) => ({
      path,
      code: p.code,
      params: p.params,
      message: message(p),
    })),
  );
  const { params } = first;
  // One literal code per rule, so the catalogue's test finds each of them.
  switch (first.code) {
    case PLAN_TOO_MANY_SHAPES:
      return new AppError(
        "BAD_REQUEST",
        { code: "validation.plan.tooManyShapes", params },
        undefined,
        errors,
        issues,
      );
    case PLAN_BOOTH_NOT_OF_EVENT:
      return new AppError(
        "BAD_REQUEST",
        { code: "validation.plan.boothNotOfEvent", params },
        undefined,
        errors,
        issues,
      );
    case PLAN_BOOTH_TWICE:
      return new AppError(
        "BAD_REQUEST",
        { code: "validation.plan.boothTwice", params },
        undefined,
        errors,
        issues,
      );
    case PLAN_SHAPE_OFF_PLAN:
      return new AppError(
        "BAD_REQUEST",
        { code: "validation.plan.shapeOffPlan", params },
        undefined,
        errors,
        issues,
      );
    case PLAN_BOOTHS_OVERLAP:
      return new AppError(
        "BAD_REQUEST",
        { code: "validation.plan.boothsOverlap", params },
        undefined,
        errors,
        issues,
      );
  }
}
