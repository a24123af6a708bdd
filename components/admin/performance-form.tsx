"use client";

import Image from "next/image";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { IMAGE_ROUTES } from "@/lib/events/api";
import { routeUrl } from "@/lib/http/route-contract";
import { PROGRAM_ROUTES } from "@/lib/program/api";
import {
  PERFORMANCE_CATEGORIES,
  type PerformanceAnswer,
  type PerformanceCategory,
  type PerformanceSave,
} from "@/lib/program/resource";
import {
  CheckboxField,
  EditorForm,
  FormProblem,
  SelectField,
  TextField,
  TitleAndDescriptionFields,
} from "../forms/console-fields";
import { SaveButtons } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";
import { ImageUpload, type UploadKind } from "./event-editor-upload";
import { dayLabel } from "@/lib/program/words";
import { EMPTY, FIELD_OF_API, performanceForm, valuesOf, type Values } from "./performance-values";

// Adding and editing one performance of an event's program (POST /api/admin/v1/events/{eventId}/
// performances, PUT /api/admin/v1/performances/{performanceId}): its words and performers in
// English and Arabic, its stage, category, day (one of the event's, Toronto time) and times, and
// a picture uploaded for it. The form's values become the API's request through the resource's
// own schema, so the form checks what the API checks; what the API still refuses (a time off the
// event's days) goes on its field.

export const CATEGORY_WORDS: Record<PerformanceCategory, string> = {
  music: "Music",
  dance: "Dance",
  art: "Art",
  talk: "Talk",
  kids: "Kids",
};

const pictureUpload = (eventId: number): UploadKind => ({
  path: routeUrl(IMAGE_ROUTES.picture, { eventId }),
  label: "Upload a picture",
  hint: "PNG, JPEG or WebP, at most 5 MB. The picture is kept at once; save the performance to show it.",
  button: "Upload picture",
  saved: "Picture uploaded: save the performance to show it.",
});

/**
 * The form of a new performance (`performance` absent) or of an existing one. `onDone` hears
 * what was saved, in a sentence.
 */
export function PerformanceForm({
  eventId,
  days,
  stages,
  performance,
  onDone,
  onCancel,
}: {
  eventId: number;
  /** The event's days (Toronto, YYYY-MM-DD): the performance is on one of them. */
  days: string[];
  /** The stages the program already has, offered as the organiser types. */
  stages: string[];
  performance?: PerformanceAnswer;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const { call } = useAdminApi();
  const initial = performance ? valuesOf(performance) : { ...EMPTY, day: days[0] ?? "" };
  const form = useForm<Values, unknown, PerformanceSave>({
    resolver: zodResolver(performanceForm),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const performers = useFieldArray({ control: form.control, name: "performers" });
  const image = useWatch({ control: form.control, name: "image" });
  const stageListId = `stages-${performance?.performanceId ?? "new"}`;

  async function save(body: PerformanceSave) {
    const outcome = performance
      ? await call(PROGRAM_ROUTES.update, {
          params: { performanceId: performance.performanceId },
          body,
        })
      : await call(PROGRAM_ROUTES.create, { params: { eventId }, body });
    if (outcome.ok) {
      if (!performance) form.reset({ ...EMPTY, day: form.getValues("day") });
      onDone(
        performance
          ? `“${outcome.payload.title}” saved.`
          : `“${outcome.payload.title}” added to the program.`,
      );
      return;
    }
    putIssuesOnFields(form, outcome, FIELD_OF_API);
  }

  return (
    <EditorForm
      heading={performance ? `Edit “${performance.title}”` : "Add a performance"}
      onSubmit={form.handleSubmit(save)}
    >
      <TitleAndDescriptionFields register={form.register} errors={errors} titleRequired />

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Stage or area"
          required
          maxLength={100}
          autoComplete="off"
          hint="Performances on the same stage are listed together."
          registration={form.register("stage")}
          error={errors.stage}
          list={stageListId}
        />
        <TextField
          label="Stage or area (Arabic)"
          maxLength={100}
          autoComplete="off"
          arabic
          registration={form.register("stageAr")}
          error={errors.stageAr}
        />
        <SelectField
          label="Category"
          registration={form.register("category")}
          error={errors.category}
        >
          {PERFORMANCE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_WORDS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <datalist id={stageListId}>
        {stages.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>

      <fieldset className="space-y-2">
        <legend className="field-label">When (Toronto time)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Day" registration={form.register("day")} error={errors.day}>
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d, "en", { year: true })}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Starts"
            type="time"
            required
            registration={form.register("startTime")}
            error={errors.startTime}
          />
          <TextField
            label="Ends"
            type="time"
            required
            registration={form.register("endTime")}
            error={errors.endTime}
          />
        </div>
        <CheckboxField
          label="Ends after midnight (on the next day)"
          registration={form.register("pastMidnight")}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="field-label">Performers</legend>
        <p className="-mt-0.5 text-sm text-ink-muted">
          Each performer&apos;s name and a short biography, in English and, if you have it, Arabic.
        </p>
        {performers.fields.length === 0 && <p className="text-ink-soft">No performers listed.</p>}
        {performers.fields.map((field, i) => (
          <fieldset key={field.id} className="border-sand-300 space-y-3 rounded-lg border p-3">
            <legend className="px-1 font-semibold">Performer {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Name"
                required
                maxLength={120}
                autoComplete="off"
                registration={form.register(`performers.${i}.name`)}
                error={errors.performers?.[i]?.name}
              />
              <TextField
                label="Name (Arabic)"
                maxLength={120}
                autoComplete="off"
                arabic
                registration={form.register(`performers.${i}.nameAr`)}
                error={errors.performers?.[i]?.nameAr}
              />
              <TextField
                label="Short biography"
                maxLength={500}
                textarea
                rows={2}
                registration={form.register(`performers.${i}.bio`)}
                error={errors.performers?.[i]?.bio}
              />
              <TextField
                label="Short biography (Arabic)"
                maxLength={500}
                textarea
                rows={2}
                arabic
                registration={form.register(`performers.${i}.bioAr`)}
                error={errors.performers?.[i]?.bioAr}
              />
            </div>
            <CheckboxField
              label="A group (a band, a troupe, a choir), not one person"
              registration={form.register(`performers.${i}.group`)}
            />
            <button type="button" className="btn-secondary" onClick={() => performers.remove(i)}>
              Remove performer {i + 1}
            </button>
          </fieldset>
        ))}
        {errors.performers?.message && (
          <p role="alert" className="field-error">
            {errors.performers.message}
          </p>
        )}
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            performers.append({ name: "", nameAr: "", bio: "", bioAr: "", group: false })
          }
        >
          Add a performer
        </button>
      </fieldset>

      <div className="space-y-2">
        {image ? (
          <div className="flex flex-wrap items-center gap-3">
            <Image
              src={image}
              alt="The performance's picture"
              width={120}
              height={80}
              unoptimized
              className="h-20 w-auto rounded object-cover"
            />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => form.setValue("image", null, { shouldDirty: true })}
            >
              Remove the picture
            </button>
          </div>
        ) : (
          <p className="text-sm text-ink-soft">No picture.</p>
        )}
        <ImageUpload
          kind={pictureUpload(eventId)}
          onUploaded={(url) => form.setValue("image", url, { shouldDirty: true })}
        />
        {errors.image?.message && <p className="field-error">{errors.image.message}</p>}
      </div>

      <FormProblem errors={errors} />
      <SaveButtons
        busy={isSubmitting}
        label={performance ? "Save changes" : "Add performance"}
        onCancel={onCancel}
        lockCancel
      />
    </EditorForm>
  );
}
