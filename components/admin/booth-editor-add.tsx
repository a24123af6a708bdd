"use client";

import { useId, type ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import {
  BOOTH_NAME_MAX as NAME_MAX,
  BOOTH_NUMBER_MAX as NUMBER_MAX,
  BOOTH_PREFIX_MAX as PREFIX_MAX,
  MAX_BOOTHS_PER_REQUEST as MAX_BOOTHS,
} from "@/lib/booths/resource";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import type { EditorSection } from "@/lib/booths/editor-data";
import { ONE_LINE } from "@/lib/http/plain-text";
import { ChoiceField, FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import {
  checkPrice,
  listNames,
  nameSpan,
  PriceField,
  priceValues,
  rangeNames,
  readPrice,
  useAdminApi,
} from "./booth-editor-parts";

const KIND_WORDS = {
  range: "A numbered range (F-01 … F-20)",
  one: "One booth",
};

const addValues = z.object({
  kind: z.enum(["range", "one"]),
  name: z.string(),
  prefix: z.string(),
  from: z.string(),
  to: z.string(),
  ...priceValues,
});

type Values = z.infer<typeof addValues>;

/** The form's field for each of the API's (a refusal's issues name the API's). */
const FIELD_OF = {
  boothName: "name",
  prefix: "prefix",
  from: "from",
  to: "to",
  boothPriceCents: "price",
} as const;

/** A whole number as typed, or null. */
const wholeNumber = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The names a request would make, as the server will make them. */
function plannedNames(v: Pick<Values, "kind" | "name" | "prefix" | "from" | "to">): string[] {
  if (v.kind === "one") return v.name.trim() ? [v.name.trim()] : [];
  const start = wholeNumber(v.from);
  const end = wholeNumber(v.to);
  return start !== null && end !== null && end >= start && end - start < MAX_BOOTHS
    ? rangeNames(v.prefix.trim(), start, end)
    : [];
}

/** The booths of `names` the event already has, each with its section. */
const clashesOf = (names: string[], takenNames: Map<string, string>) =>
  names.flatMap((n) => {
    const where = takenNames.get(n.toLowerCase());
    return where ? [`${n} (${where})`] : [];
  });

/** The form's rules, in words for the organiser (the server checks them again). */
const addRules = (takenNames: Map<string, string>) =>
  addValues.superRefine((v, ctx) => {
    const say = (path: keyof Values | "names", message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    let nameOrTo = false;
    if (v.kind === "one") {
      const n = v.name.trim();
      nameOrTo = true;
      if (!n) say("name", "Give the booth a name, like F-21.");
      else if (n.length > NAME_MAX) say("name", `At most ${NAME_MAX} characters.`);
      else if (!ONE_LINE.test(n)) say("name", "One line of text.");
      else nameOrTo = false;
    } else {
      const prefix = v.prefix.trim();
      const start = wholeNumber(v.from);
      const end = wholeNumber(v.to);
      let prefixError: string | undefined;
      if (prefix.length > PREFIX_MAX) prefixError = `At most ${PREFIX_MAX} characters.`;
      else if (!ONE_LINE.test(prefix)) prefixError = "One line of text.";
      if (start === null) say("from", `A whole number from 0 to ${NUMBER_MAX}.`);
      nameOrTo = true;
      if (end === null) say("to", `A whole number from 0 to ${NUMBER_MAX}.`);
      else if (start !== null && end < start) say("to", `At least ${start} (the first number).`);
      else if (start !== null && end - start + 1 > MAX_BOOTHS)
        say("to", `At most ${MAX_BOOTHS} booths at a time: up to ${start + MAX_BOOTHS - 1}.`);
      else {
        nameOrTo = false;
        if (prefix.length + Math.max(2, String(end).length) > NAME_MAX)
          prefixError = `A booth name is at most ${NAME_MAX} characters: shorten the prefix.`;
      }
      if (prefixError) say("prefix", prefixError);
    }
    checkPrice(v, ctx);
    const clashes = clashesOf(plannedNames(v), takenNames);
    if (!nameOrTo && clashes.length)
      say(
        "names",
        `Already used in this event: ${listNames(clashes)}. Change the ${v.kind === "one" ? "name" : "prefix or numbers"}.`,
      );
  });

/**
 * Adds one booth or a numbered range to a section. The names the range makes are shown before
 * saving ("F-01 … F-20"), with any that the event already uses; a clash the server finds (409)
 * is shown in the same place, naming the booths.
 */
export function AddBooths({
  section,
  takenNames,
  onAdded,
}: {
  section: EditorSection;
  /** Every booth name of the event, lowercased, with the section it is in. */
  takenNames: Map<string, string>;
  onAdded: (message: string) => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const form = useForm<Values>({
    resolver: zodResolver(addRules(takenNames)),
    defaultValues: {
      kind: "range",
      name: "",
      prefix: "",
      from: "1",
      to: "",
      price: "",
      toBeAnnounced: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, name, prefix, from, to, toBeAnnounced] = useWatch({
    control: form.control,
    name: ["kind", "name", "prefix", "from", "to", "toBeAnnounced"],
  });
  const planned = plannedNames({ kind, name, prefix, from, to });
  const clashes = clashesOf(planned, takenNames);
  const previewId = `${id}-preview`;
  /** A name field's options: a clash reported for the old names no longer holds. */
  const naming = { onChange: () => form.clearErrors("names" as keyof Values) };
  const namesError = (errors as { names?: { message?: string } }).names?.message;

  async function save(values: Values) {
    const boothPriceCents = readPrice(values.price, values.toBeAnnounced).cents ?? null;
    const end = wholeNumber(values.to);
    const outcome = await call(BOOTH_ROUTES.createBooths, {
      params: { sectionId: section.id },
      body:
        values.kind === "one"
          ? { boothName: values.name.trim(), boothPriceCents }
          : {
              prefix: values.prefix.trim(),
              from: wholeNumber(values.from)!,
              to: end!,
              boothPriceCents,
            },
    });
    if (!outcome.ok) {
      // Each refusal on its field (a clash, 409, on the name or the prefix, naming the booths).
      putIssuesOnFields(form, outcome, FIELD_OF);
      return;
    }
    const made = outcome.payload.booths.map((b) => b.boothName);
    onAdded(
      `Added ${made.length === 1 ? "booth" : `${made.length} booths`} ${nameSpan(made)} to ${section.name}.`,
    );
    form.reset({
      ...values,
      name: "",
      // The next range most likely carries on from this one.
      from:
        values.kind === "range" && end !== null
          ? String(Math.min(end + 1, NUMBER_MAX))
          : values.from,
      to: "",
    });
  }

  const count = planned.length;
  const submitLabel =
    kind === "one"
      ? "Add booth"
      : count > 0
        ? `Add ${count} booth${count === 1 ? "" : "s"}`
        : "Add booths";

  /** A field of the booths' names, described by the names they make. */
  const namingField = (
    field: "name" | "prefix" | "from" | "to",
    label: string,
    hint: string,
    more: Pick<ComponentProps<typeof TextField>, "maxLength" | "placeholder" | "inputMode">,
  ) => (
    <TextField
      label={label}
      hint={hint}
      registration={form.register(field, naming)}
      error={errors[field]}
      autoComplete="off"
      describedBy={previewId}
      {...more}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-labelledby={`${id}-title`}
      className="space-y-4 card p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Add booths to {section.name}
      </h3>
      <ChoiceField
        legend="How many"
        registration={form.register("kind", { onChange: () => form.clearErrors() })}
        options={KIND_WORDS}
      />
      {kind === "one" ? (
        namingField("name", "Booth name", "Unique in the event, like F-21 or Corner 3.", {
          maxLength: NAME_MAX,
        })
      ) : (
        <div className="grid grid-cols-3 gap-3">
          {namingField("prefix", "Prefix", "Like F-", { maxLength: PREFIX_MAX, placeholder: "F-" })}
          {namingField("from", "From", "First number", { inputMode: "numeric", maxLength: 5 })}
          {namingField("to", "To", "Last number", {
            inputMode: "numeric",
            maxLength: 5,
            placeholder: "20",
          })}
        </div>
      )}
      <div id={previewId} aria-live="polite" data-testid="booth-names-preview">
        {count > 0 ? (
          <p className="rounded-lg bg-sand-100 px-3 py-2">
            {kind === "one"
              ? "Will create "
              : `Will create ${count} booth${count === 1 ? "" : "s"}: `}
            <strong className="font-mono">{nameSpan(planned)}</strong>
          </p>
        ) : (
          kind === "range" && (
            <p className="text-sm text-ink-muted">
              The names appear here as you type: numbers get a leading zero up to the width of the
              last one (1 to 20 makes 01 … 20).
            </p>
          )
        )}
        {namesError ? (
          <p className="field-error" role="alert">
            {namesError}
          </p>
        ) : (
          clashes.length > 0 && (
            <p className="field-error">Already used in this event: {listNames(clashes)}.</p>
          )
        )}
      </div>
      <PriceField
        label="Price of each booth (CAD)"
        price={form.register("price")}
        noPrice={form.register("toBeAnnounced")}
        toBeAnnounced={toBeAnnounced}
        error={errors.price}
      />
      <FormProblem errors={errors} />
      <SubmitButton
        busy={isSubmitting}
        label={submitLabel}
        busyLabel="Adding…"
        className="btn-primary w-full sm:w-auto"
      />
    </form>
  );
}
