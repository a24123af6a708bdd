"use client";

import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import { INCLUSIONS_MAX, SECTION_NAME_MAX as NAME_MAX } from "@/lib/booths/resource";
import type { EditorSection } from "@/lib/booths/editor-data";
import { ONE_LINE } from "@/lib/http/plain-text";
import { CheckboxField, FormProblem, TextField } from "../forms/console-fields";
import { SaveButtons } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";

/** At most `max` characters once trimmed. */
const atMost = (max: number) =>
  z.string().refine((text) => text.trim().length <= max, { error: `At most ${max} characters.` });

/** A name: one line of at most `max` characters once trimmed (the first failed rule is shown). */
const oneLine = (max: number) =>
  atMost(max).refine((text) => ONE_LINE.test(text.trim()), { error: "One line of text." });

/** The API's rules, in words for the organiser (the server checks them again). */
const sectionValues = z.object({
  name: z
    .string()
    .refine((text) => text.trim() !== "", {
      error: "Give the section a name, like 'Market Tents'.",
      abort: true,
    })
    .pipe(oneLine(NAME_MAX)),
  nameAr: oneLine(NAME_MAX),
  inclusions: atMost(INCLUSIONS_MAX),
  inclusionsAr: atMost(INCLUSIONS_MAX),
  isFood: z.boolean(),
});

type Values = z.infer<typeof sectionValues>;

/** The form's field for each of the API's (a refusal's issues name the API's). */
const FIELD_OF = {
  sectionName: "name",
  sectionNameAr: "nameAr",
  inclusions: "inclusions",
  inclusionsAr: "inclusionsAr",
} as const;

/**
 * A section's form: its names and inclusion notes in English and Arabic, and whether it is for
 * food vendors. Without `section` it adds a new section (the last tab) to the event; with one it
 * edits it. `onDone` gets the saved section's id.
 */
export function SectionForm({
  eventId,
  section,
  onDone,
  onCancel,
  autoFocus = true,
}: {
  eventId: number;
  section?: EditorSection;
  onDone: (sectionId: number, name: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const { call } = useAdminApi();
  const form = useForm<Values>({
    resolver: zodResolver(sectionValues),
    defaultValues: {
      name: section?.name ?? "",
      nameAr: section?.nameAr ?? "",
      inclusions: section?.inclusions ?? "",
      inclusionsAr: section?.inclusionsAr ?? "",
      isFood: section?.isFood ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: Values) {
    const body = {
      sectionName: values.name.trim(),
      sectionNameAr: values.nameAr.trim() || null,
      inclusions: values.inclusions.trim(),
      inclusionsAr: values.inclusionsAr.trim() || null,
      isFood: values.isFood,
    };
    const outcome = section
      ? await call(BOOTH_ROUTES.updateSection, { params: { sectionId: section.id }, body })
      : await call(BOOTH_ROUTES.createSection, { params: { eventId }, body });
    if (outcome.ok) {
      onDone(outcome.payload.sectionId, outcome.payload.sectionName);
      return;
    }
    putIssuesOnFields(form, outcome, FIELD_OF);
  }

  const title = section ? `Edit section ${section.name}` : "New section";
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit(save)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Section name (English)"
          hint="The tab vendors see, like 'Market Tents'."
          registration={form.register("name")}
          error={errors.name}
          maxLength={NAME_MAX}
          autoComplete="off"
          autoFocus={autoFocus}
        />
        <TextField
          label="Section name (Arabic)"
          hint="Optional. Arabic pages show the English name without it."
          registration={form.register("nameAr")}
          error={errors.nameAr}
          maxLength={NAME_MAX}
          autoComplete="off"
          arabic
        />
        <TextField
          label="What a booth includes (English)"
          hint="Shown above the booths, like '10×10 tent, one table, two chairs'."
          registration={form.register("inclusions")}
          error={errors.inclusions}
          maxLength={INCLUSIONS_MAX}
          textarea
          rows={3}
        />
        <TextField
          label="What a booth includes (Arabic)"
          hint="Optional."
          registration={form.register("inclusionsAr")}
          error={errors.inclusionsAr}
          maxLength={INCLUSIONS_MAX}
          arabic
          textarea
          rows={3}
        />
      </div>
      <CheckboxField
        label="Food section (booths for food vendors)"
        registration={form.register("isFood")}
      />
      <FormProblem errors={errors} />
      <SaveButtons
        busy={isSubmitting}
        label={section ? "Save section" : "Add section"}
        onCancel={onCancel}
      />
    </form>
  );
}
