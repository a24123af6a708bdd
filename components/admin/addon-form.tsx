"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ADDON_ROUTES } from "@/lib/addons/api";
import { MAX_ADDON_QUANTITY, type AddonAnswer } from "@/lib/addons/resource";
import { dollarInputValue, parseTypedDollars } from "@/lib/payments/pricing";
import {
  ChoiceField,
  FieldMessage,
  FormProblem,
  SelectField,
  TextField,
  EditorForm,
} from "../forms/console-fields";
import { SaveButtons } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";

// Adding an add-on to an event's catalogue (POST /api/admin/v1/events/{eventId}/addons) or
// editing one (PUT /api/admin/v1/addons/{addonId}): its names, price in dollars, audience, most
// per booth, approval and default.

type Audience = AddonAnswer["appliesTo"];

export const ADDON_AUDIENCE_WORDS: Record<Audience, string> = {
  ALL: "All booths",
  FOOD: "Food booths",
  OTHER: "Other booths",
};

const addonValues = z.object({
  name: z.string(),
  nameAr: z.string(),
  price: z.string().refine((text) => parseTypedDollars(text) !== null, {
    error: "Type the price in dollars, such as 250 or 75.50.",
  }),
  appliesTo: z.enum(["ALL", "FOOD", "OTHER"]),
  maxPerBooth: z.string(),
  needsApproval: z.boolean(),
  addedByDefault: z.boolean(),
});

type Values = z.infer<typeof addonValues>;

const EMPTY: Values = {
  name: "",
  nameAr: "",
  price: "",
  appliesTo: "ALL",
  maxPerBooth: "1",
  needsApproval: false,
  addedByDefault: false,
};

const valuesOf = (a: AddonAnswer): Values => ({
  name: a.name,
  nameAr: a.nameAr ?? "",
  price: dollarInputValue(a.priceCents),
  appliesTo: a.appliesTo,
  maxPerBooth: String(a.maxPerBooth),
  needsApproval: a.needsApproval,
  addedByDefault: a.addedByDefault,
});

/** The API's field a refusal names, as the form's field. */
const FIELD_OF = {
  name: "name",
  nameAr: "nameAr",
  priceCents: "price",
  appliesTo: "appliesTo",
  maxPerBooth: "maxPerBooth",
  needsApproval: "needsApproval",
  addedByDefault: "addedByDefault",
} as const;

export function AddonForm({
  eventId,
  addon,
  onDone,
  onCancel,
}: {
  eventId: number;
  addon?: AddonAnswer;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const form = useForm<Values>({
    resolver: zodResolver(addonValues),
    defaultValues: addon ? valuesOf(addon) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: Values) {
    const body = {
      name: values.name,
      nameAr: values.nameAr,
      priceCents: parseTypedDollars(values.price)!,
      appliesTo: values.appliesTo,
      maxPerBooth: Number(values.maxPerBooth),
      needsApproval: values.needsApproval,
      addedByDefault: values.addedByDefault,
    };
    const outcome = addon
      ? await call(ADDON_ROUTES.update, { params: { addonId: addon.addonId }, body })
      : await call(ADDON_ROUTES.create, { params: { eventId }, body });
    if (outcome.ok) {
      if (!addon) form.reset(EMPTY);
      onDone(addon ? `“${outcome.payload.name}” saved.` : `“${outcome.payload.name}” added.`);
      return;
    }
    putIssuesOnFields(form, outcome, FIELD_OF);
  }

  return (
    <EditorForm
      heading={addon ? `Edit “${addon.name}”` : "Add an add-on"}
      onSubmit={form.handleSubmit(save)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          maxLength={120}
          autoComplete="off"
          registration={form.register("name")}
          error={errors.name}
        />
        <TextField
          label="Name (Arabic)"
          maxLength={120}
          autoComplete="off"
          arabic
          registration={form.register("nameAr")}
          error={errors.nameAr}
        />
        <TextField
          label="Price (dollars)"
          inputMode="decimal"
          autoComplete="off"
          hint="Priced like a booth: fees and HST are added at checkout."
          registration={form.register("price")}
          error={errors.price}
        />
        <SelectField
          label="Most per booth"
          registration={form.register("maxPerBooth")}
          error={errors.maxPerBooth}
        >
          {Array.from({ length: MAX_ADDON_QUANTITY }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </SelectField>
      </div>
      <ChoiceField
        legend="Offered to"
        registration={form.register("appliesTo")}
        options={ADDON_AUDIENCE_WORDS}
        error={errors.appliesTo}
        hint="A section's food flag decides which booths are food booths."
      />
      <div className="space-y-1">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            {...form.register("needsApproval")}
            className="size-5 accent-crimson"
          />
          Needs an organiser&apos;s approval (asked for at checkout, charged once approved)
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            {...form.register("addedByDefault")}
            aria-invalid={errors.addedByDefault ? true : undefined}
            aria-describedby={errors.addedByDefault ? `${id}-default-error` : undefined}
            className="size-5 accent-crimson"
          />
          Added to every booth it is offered to, unless the vendor takes their own garbage
        </label>
        <FieldMessage id={`${id}-default-error`} error={errors.addedByDefault} />
      </div>
      <FormProblem errors={errors} />
      <SaveButtons
        busy={isSubmitting}
        label={addon ? "Save changes" : "Add add-on"}
        onCancel={onCancel}
        lockCancel
      />
    </EditorForm>
  );
}
