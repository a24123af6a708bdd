"use client";

import { useState, type FormEvent } from "react";
import { BOOTH_NAME_MAX as NAME_MAX, BOOTH_ROUTES } from "@/lib/booths/api";
import type { RouteInput } from "@/lib/http/route-contract";
import type { EditorBooth } from "@/lib/booths/editor-data";
import { dollarInputValue } from "@/lib/payments/pricing";
import { ONE_LINE } from "@/lib/http/plain-text";
import {
  Field,
  Notice,
  placeIssues,
  PriceField,
  priceWords,
  readPrice,
  useAdminApi,
} from "./booth-editor-parts";
import { focusFirstInvalid } from "./section-form";

/** The form's field for each of the API's (a refusal's issues name the API's). */
const API_FIELDS: Record<string, "name" | "price"> = {
  boothName: "name",
  boothPriceCents: "price",
};

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
  const [name, setName] = useState(booth.name);
  const [price, setPrice] = useState(
    booth.priceCents === null ? "" : dollarInputValue(booth.priceCents),
  );
  const [toBeAnnounced, setToBeAnnounced] = useState(booth.priceCents === null);
  const [errors, setErrors] = useState<{ name?: string; price?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    const n = name.trim();
    if (!n) found.name = "Give the booth a name.";
    else if (n.length > NAME_MAX) found.name = `At most ${NAME_MAX} characters.`;
    else if (!ONE_LINE.test(n)) found.name = "One line of text.";
    else if (n.toLowerCase() !== booth.name.toLowerCase() && takenNames.has(n.toLowerCase()))
      found.name = `${n} is already used in this event (${takenNames.get(n.toLowerCase())}).`;
    const p = readPrice(price, toBeAnnounced);
    if (p.error !== undefined) found.price = p.error;
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    const body: RouteInput<typeof BOOTH_ROUTES.updateBooth>["body"] = {};
    if (n !== booth.name) body.boothName = n;
    if (p.cents !== booth.priceCents) body.boothPriceCents = p.cents ?? null;
    if (Object.keys(body).length === 0) return onCancel();
    setBusy(true);
    const outcome = await call(BOOTH_ROUTES.updateBooth, { params: { boothId: booth.id }, body });
    setBusy(false);
    if (!outcome.ok) {
      const placed = placeIssues(outcome, ([field]) => API_FIELDS[String(field)]);
      setErrors({ ...placed.fields, form: placed.form });
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
      onSubmit={save}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onCancel();
        }
      }}
      className="mt-3 space-y-3 rounded-lg bg-sand-100 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Booth name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={NAME_MAX}
          autoFocus
        />
        <PriceField
          value={price}
          onChange={setPrice}
          toBeAnnounced={toBeAnnounced}
          onToBeAnnouncedChange={setToBeAnnounced}
          error={errors.price}
        />
      </div>
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
