"use client";

import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { VENDOR_TAG_ROUTES } from "@/lib/listings/api";
import {
  EVENT_TAGS_MAX,
  TAG_KEY_MAX,
  TAG_LABEL_MAX,
  vendorTagsRequest,
  type VendorTag,
  type VendorTagsInput,
} from "@/lib/listings/resource";
import { SubmitButton } from "../forms/form-field";
import { FormProblem, TextField } from "../forms/console-fields";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";

// An event's vendor tags in the console (GET, PUT /api/admin/v1/events/{eventId}/vendor-tags):
// the list vendors choose their listings' tags from and visitors filter the directory by, in its
// order. Each tag has a key (what listings and the directory's ?tag= name, made from the English
// label for a new tag) and its label in English and Arabic; tags are added, renamed, moved and
// removed here, and the whole list is saved at once.

type Saved = { tags: VendorTag[] };

/** A key from an English label: "Gluten-free" is gluten-free. */
export function keyOf(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, TAG_KEY_MAX)
    .replace(/-+$/, "");
}

export function VendorTagsEditor({ eventId, tags }: { eventId: number; tags: VendorTag[] }) {
  const { call } = useAdminApi();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<VendorTagsInput, unknown, Saved>({
    resolver: zodResolver(vendorTagsRequest),
    defaultValues: { tags },
  });
  const list = useFieldArray({ control: form.control, name: "tags" });
  const { errors, isSubmitting } = form.formState;

  const watched = useWatch({ control: form.control, name: "tags" });

  async function save(values: Saved) {
    setStatus(null);
    const outcome = await call(VENDOR_TAG_ROUTES.put, { params: { eventId }, body: values });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, {});
      return;
    }
    form.reset({ tags: outcome.payload.tags });
    setStatus(
      `Saved: ${outcome.payload.tags.length} tag${outcome.payload.tags.length === 1 ? "" : "s"}. Vendors choose from these on their profile, and the vendor directory shows them now.`,
    );
  }

  const listError = errors.tags?.message ?? errors.tags?.root?.message;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(save)(e)} className="space-y-4">
      <p className="text-ink-soft">
        Vendors tick these on their listing; visitors filter the vendor directory by them. A tag
        removed here disappears from the listings that chose it. At most {EVENT_TAGS_MAX} tags.
      </p>
      {list.fields.length === 0 && <p className="card p-4">No tags yet: add the first below.</p>}
      <ol className="space-y-3" aria-label="Vendor tags, in the directory's order">
        {list.fields.map((field, index) => {
          const rowErrors = errors.tags?.[index];
          const label = watched?.[index]?.label || `Tag ${index + 1}`;
          return (
            <li key={field.id} className="card p-4" data-testid="vendor-tag">
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-2 font-bold">
                  {index + 1}. {label}
                </legend>
                <TextField
                  label="Label (English)"
                  required
                  maxLength={TAG_LABEL_MAX}
                  registration={form.register(`tags.${index}.label`, {
                    onBlur: (e: { target: HTMLInputElement }) => {
                      const key = form.getValues(`tags.${index}.key`);
                      if (!key) form.setValue(`tags.${index}.key`, keyOf(e.target.value));
                    },
                  })}
                  error={rowErrors?.label}
                />
                <TextField
                  label="Label (Arabic)"
                  arabic
                  maxLength={TAG_LABEL_MAX}
                  registration={form.register(`tags.${index}.labelAr`)}
                  error={rowErrors?.labelAr}
                />
                <TextField
                  label="Key"
                  dir="ltr"
                  maxLength={TAG_KEY_MAX}
                  hint="In listings and the directory's address (?tag=): lower-case letters, digits and -. Keep it when renaming."
                  registration={form.register(`tags.${index}.key`)}
                  error={rowErrors?.key}
                />
              </fieldset>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={index === 0}
                  onClick={() => list.move(index, index - 1)}
                >
                  Move up<span className="sr-only">: {label}</span>
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={index === list.fields.length - 1}
                  onClick={() => list.move(index, index + 1)}
                >
                  Move down<span className="sr-only">: {label}</span>
                </button>
                <button type="button" className="btn-secondary" onClick={() => list.remove(index)}>
                  Remove<span className="sr-only">: {label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="field-error">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={list.fields.length >= EVENT_TAGS_MAX}
          onClick={() => list.append({ key: "", label: "", labelAr: null })}
        >
          Add a tag
        </button>
        <SubmitButton busy={isSubmitting} label="Save tags" busyLabel="Saving…" />
      </div>
      <FormProblem errors={errors} />
      <StatusLine message={status} />
    </form>
  );
}
