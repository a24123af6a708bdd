"use client";

import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import { BOOTH_NAME_MAX as NAME_MAX } from "@/lib/booths/resource";
import type { RouteInput } from "@/lib/http/route-contract";
import type { EditorBooth } from "@/lib/booths/editor-data";
import { dollarInputValue } from "@/lib/payments/pricing";
import { ONE_LINE } from "@/lib/http/plain-text";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import {
  checkPrice,
  PriceField,
  priceValues,
  priceWords,
  readPrice,
  useAdminApi,
} from "./booth-editor-parts";

/** The form's field for each of the API's (a refusal's issues name the API's). */
const FIELD_OF = {
  boothName: "name",
  boothPriceCents: "price",
} as const;

/** A booth's name and price, checked as the API checks them (`takenNames`: the event's others). */
const editRules = (booth: EditorBooth, takenNames: Map<string, string>) =>
  z.object({ name: z.string(), ...priceValues }).superRefine((v, ctx) => {
    const n = v.name.trim();
    const nameError = !n
      ? "Give the booth a name."
      : n.length > NAME_MAX
        ? `At most ${NAME_MAX} characters.`
        : !ONE_LINE.test(n)
          ? "One line of text."
          : n.toLowerCase() !== booth.name.toLowerCase() && takenNames.has(n.toLowerCase())
            ? `${n} is already used in this event (${takenNames.get(n.toLowerCase())}).`
            : undefined;
    if (nameError) ctx.addIssue({ code: "custom", path: ["name"], message: nameError });
    checkPrice(v, ctx);
  });

type EditValues = z.infer<ReturnType<typeof editRules>>;

/** The booth's name and price, edited in its row; Escape or Cancel leaves them as they were. */
export function EditBooth({
  booth,
  takenNames,
  onCancel,
  onSaved,
}: {
  booth: EditorBooth;
  takenNames: Map<string, string>;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const form = useForm<EditValues>({
    resolver: zodResolver(editRules(booth, takenNames)),
    defaultValues: {
      name: booth.name,
      price: booth.priceCents === null ? "" : dollarInputValue(booth.priceCents),
      toBeAnnounced: booth.priceCents === null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const toBeAnnounced = useWatch({ control: form.control, name: "toBeAnnounced" });

  async function save(values: EditValues) {
    const n = values.name.trim();
    const p = readPrice(values.price, values.toBeAnnounced);
    const body: RouteInput<typeof BOOTH_ROUTES.updateBooth>["body"] = {};
    if (n !== booth.name) body.boothName = n;
    if (p.cents !== booth.priceCents) body.boothPriceCents = p.cents ?? null;
    if (Object.keys(body).length === 0) return onCancel();
    const outcome = await call(BOOTH_ROUTES.updateBooth, { params: { boothId: booth.id }, body });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, FIELD_OF);
      return;
    }
    onSaved(
      body.boothName
        ? `Renamed ${booth.name} to ${n}${body.boothPriceCents !== undefined ? ` and set its price to ${priceWords(p.cents ?? null)}` : ""}.`
        : `${booth.name} now ${p.cents === null ? "has no price yet" : `costs ${priceWords(p.cents ?? null)}`}.`,
    );
  }

  return (
    <form
      noValidate
      aria-label={`Edit booth ${booth.name}`}
      onSubmit={form.handleSubmit(save)}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onCancel();
        }
      }}
      className="mt-3 space-y-3 rounded-lg bg-sand-100 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Booth name"
          registration={form.register("name")}
          error={errors.name}
          maxLength={NAME_MAX}
          autoComplete="off"
          autoFocus
        />
        <PriceField
          price={form.register("price")}
          noPrice={form.register("toBeAnnounced")}
          toBeAnnounced={toBeAnnounced}
          error={errors.price}
        />
      </div>
      <FormProblem errors={errors} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} label="Save" busyLabel="Saving…" />
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
