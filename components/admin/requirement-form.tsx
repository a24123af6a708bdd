"use client";

import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import type { requirementAnswer } from "@/lib/requirements/resource/requirement";
import {
  CheckboxField,
  ChoiceField,
  FormProblem,
  TextField,
  EditorForm,
  TitleAndDescriptionFields,
} from "../forms/console-fields";
import { SaveButtons } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";

// Adding and editing one of an event's requirements (POST /api/admin/v1/events/{eventId}/
// requirements, PUT /api/admin/v1/requirements/{requirementId}): its words in English and Arabic,
// who it applies to, what satisfies it, its due date (a Toronto day), whether the vendor enters
// the document's expiry, and what missing it means. A refusal's messages go on their fields.

export type RequirementView = z.output<typeof requirementAnswer>;

/**
 * The form's values (the API checks them: what it refuses goes on the fields, as before a form
 * check would).
 */
const requirementValues = z.object({
  title: z.string(),
  titleAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  appliesTo: z.enum(["ALL", "FOOD", "OTHER"]),
  kind: z.enum(["FILE", "DECLARATION"]),
  dueDate: z.string(),
  needsExpiry: z.boolean(),
  consequence: z.enum(["NOT_READY", "INELIGIBLE"]),
}) satisfies z.ZodType<Pick<RequirementView, "appliesTo" | "kind" | "consequence">>;

type Values = z.infer<typeof requirementValues>;
type FieldName = keyof Values;

export const AUDIENCE_WORDS: Record<Values["appliesTo"], string> = {
  ALL: "All vendors",
  FOOD: "Food vendors",
  OTHER: "Other vendors",
};
export const KIND_WORDS: Record<Values["kind"], string> = {
  FILE: "A file upload",
  DECLARATION: "A declaration the vendor ticks",
};
export const CONSEQUENCE_WORDS: Record<Values["consequence"], string> = {
  NOT_READY: "The booth may not open",
  INELIGIBLE: "The vendor becomes ineligible",
};

/** Each field under the API's name for it (the same). */
const FIELD_OF_API = Object.fromEntries(
  requirementValues.keyof().options.map((field) => [field, field]),
) as Record<string, FieldName>;

const EMPTY: Values = {
  title: "",
  titleAr: "",
  description: "",
  descriptionAr: "",
  appliesTo: "ALL",
  kind: "FILE",
  dueDate: "",
  needsExpiry: false,
  consequence: "NOT_READY",
};

const valuesOf = (r: RequirementView): Values => ({
  title: r.title,
  titleAr: r.titleAr ?? "",
  description: r.description,
  descriptionAr: r.descriptionAr ?? "",
  appliesTo: r.appliesTo,
  kind: r.kind,
  dueDate: r.dueDate,
  needsExpiry: r.needsExpiry,
  consequence: r.consequence,
});

/**
 * The form of a new requirement (`requirement` absent) or of an existing one: an edit sends only
 * what changed. `onDone` hears the saved requirement's title.
 */
export function RequirementForm({
  eventId,
  requirement,
  onDone,
  onCancel,
}: {
  eventId: number;
  requirement?: RequirementView;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const { call } = useAdminApi();
  const initial = requirement ? valuesOf(requirement) : EMPTY;
  const form = useForm<Values>({
    resolver: zodResolver(requirementValues),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: "kind" });
  const answered = (requirement?.submissions ?? 0) > 0;

  async function save(values: Values) {
    const body = { ...values, needsExpiry: values.kind === "FILE" && values.needsExpiry };
    const outcome = requirement
      ? await call(REQUIREMENT_ROUTES.update, {
          params: { requirementId: requirement.requirementId },
          body: Object.fromEntries(
            Object.entries(body).filter(([key, value]) => value !== initial[key as FieldName]),
          ) as Partial<Values>,
        })
      : await call(REQUIREMENT_ROUTES.create, { params: { eventId }, body });
    if (outcome.ok) {
      if (!requirement) form.reset(EMPTY);
      onDone(
        requirement
          ? `“${outcome.payload.title}” saved.`
          : `“${outcome.payload.title}” added: it is due ${outcome.payload.dueDate}.`,
      );
      return;
    }
    putIssuesOnFields(form, outcome, FIELD_OF_API);
  }

  return (
    <EditorForm
      heading={requirement ? `Edit “${requirement.title}”` : "Add a requirement"}
      onSubmit={form.handleSubmit(save)}
    >
      <TitleAndDescriptionFields register={form.register} errors={errors} />
      <ChoiceField
        legend="Applies to"
        registration={form.register("appliesTo")}
        options={AUDIENCE_WORDS}
        error={errors.appliesTo}
        hint="A section's food flag decides who is a food vendor."
      />
      <ChoiceField
        legend="What satisfies it"
        registration={form.register("kind")}
        options={KIND_WORDS}
        error={errors.kind}
        disabled={answered}
        hint={answered ? "Vendors have answered it: this stays as it is." : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Due date (Toronto)"
          type="date"
          registration={form.register("dueDate")}
          error={errors.dueDate}
        />
        {kind === "FILE" && (
          <div className="mt-6">
            <CheckboxField
              label="The vendor enters the document's expiry date (it must cover the event)"
              registration={form.register("needsExpiry")}
              error={errors.needsExpiry}
            />
          </div>
        )}
      </div>
      <ChoiceField
        legend="When missed"
        registration={form.register("consequence")}
        options={CONSEQUENCE_WORDS}
        error={errors.consequence}
      />
      <FormProblem errors={errors} />
      <SaveButtons
        busy={isSubmitting}
        label={requirement ? "Save changes" : "Add requirement"}
        onCancel={onCancel}
        lockCancel
      />
    </EditorForm>
  );
}
