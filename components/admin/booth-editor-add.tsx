"use client";

import { useId, useState, type FormEvent } from "react";
import {
  BOOTH_NAME_MAX as NAME_MAX,
  BOOTH_NUMBER_MAX as NUMBER_MAX,
  BOOTH_PREFIX_MAX as PREFIX_MAX,
  BOOTH_ROUTES,
  MAX_BOOTHS_PER_REQUEST as MAX_BOOTHS,
} from "@/lib/booths/api";
import type { EditorSection } from "@/lib/booths/editor-data";
import {
  Field,
  listNames,
  nameSpan,
  Notice,
  placeIssues,
  PriceField,
  rangeNames,
  readPrice,
  useAdminApi,
} from "./booth-editor-parts";
import { ONE_LINE } from "@/lib/http/plain-text";
import { focusFirstInvalid } from "./section-form";

type Kind = "range" | "one";
type Errors = Partial<Record<"name" | "prefix" | "from" | "to" | "price" | "names", string>>;

/** The form's field for each of the API's (a refusal's issues name the API's). */
const API_FIELDS: Record<string, keyof Errors> = {
  boothName: "name",
  prefix: "prefix",
  from: "from",
  to: "to",
  boothPriceCents: "price",
};

/** A whole number as typed, or null. */
const wholeNumber = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

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
  const [kind, setKind] = useState<Kind>("range");
  const [name, setName] = useState("");
  const [prefix, setPrefix] = useState("");
  const [from, setFrom] = useState("1");
  const [to, setTo] = useState("");
  const [price, setPrice] = useState("");
  const [toBeAnnounced, setToBeAnnounced] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The names this request would make, as the server will make them.
  const start = wholeNumber(from);
  const end = wholeNumber(to);
  const cleanPrefix = prefix.trim();
  const planned =
    kind === "one"
      ? name.trim()
        ? [name.trim()]
        : []
      : start !== null && end !== null && end >= start && end - start < MAX_BOOTHS
        ? rangeNames(cleanPrefix, start, end)
        : [];
  const clashes = planned.flatMap((n) => {
    const where = takenNames.get(n.toLowerCase());
    return where ? [`${n} (${where})`] : [];
  });
  const previewId = `${id}-preview`;
  /** A name field's setter: a clash reported for the old names no longer holds. */
  const naming = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => (e.names ? { ...e, names: undefined } : e));
  };

  function check(): Errors {
    const found: Errors = {};
    if (kind === "one") {
      const n = name.trim();
      if (!n) found.name = "Give the booth a name, like F-21.";
      else if (n.length > NAME_MAX) found.name = `At most ${NAME_MAX} characters.`;
      else if (!ONE_LINE.test(n)) found.name = "One line of text.";
    } else {
      if (cleanPrefix.length > PREFIX_MAX) found.prefix = `At most ${PREFIX_MAX} characters.`;
      else if (!ONE_LINE.test(cleanPrefix)) found.prefix = "One line of text.";
      if (start === null) found.from = `A whole number from 0 to ${NUMBER_MAX}.`;
      if (end === null) found.to = `A whole number from 0 to ${NUMBER_MAX}.`;
      else if (start !== null && end < start) found.to = `At least ${start} (the first number).`;
      else if (start !== null && end - start + 1 > MAX_BOOTHS)
        found.to = `At most ${MAX_BOOTHS} booths at a time: up to ${start + MAX_BOOTHS - 1}.`;
      else if (cleanPrefix.length + Math.max(2, String(end).length) > NAME_MAX)
        found.prefix = `A booth name is at most ${NAME_MAX} characters: shorten the prefix.`;
    }
    const p = readPrice(price, toBeAnnounced);
    if (p.error) found.price = p.error;
    if (!found.name && !found.to && clashes.length)
      found.names = `Already used in this event: ${listNames(clashes)}. Change the ${kind === "one" ? "name" : "prefix or numbers"}.`;
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const boothPriceCents = readPrice(price, toBeAnnounced).cents ?? null;
    const outcome = await call(BOOTH_ROUTES.createBooths, {
      params: { sectionId: section.id },
      body:
        kind === "one"
          ? { boothName: name.trim(), boothPriceCents }
          : { prefix: cleanPrefix, from: start!, to: end!, boothPriceCents },
    });
    setBusy(false);
    if (!outcome.ok) {
      // Each refusal on its field (a clash, 409, on the name or the prefix, naming the booths).
      const placed = placeIssues(outcome, ([field]) => API_FIELDS[String(field)]);
      setErrors(placed.fields);
      setFailed(placed.form ?? null);
      return;
    }
    const made = outcome.payload.booths.map((b) => b.boothName);
    onAdded(
      `Added ${made.length === 1 ? "booth" : `${made.length} booths`} ${nameSpan(made)} to ${section.name}.`,
    );
    setName("");
    // The next range most likely carries on from this one.
    if (kind === "range" && end !== null) setFrom(String(Math.min(end + 1, NUMBER_MAX)));
    setTo("");
    setErrors({});
  }

  const count = planned.length;
  const submitLabel =
    kind === "one"
      ? "Add booth"
      : count > 0
        ? `Add ${count} booth${count === 1 ? "" : "s"}`
        : "Add booths";

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 card p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Add booths to {section.name}
      </h3>
      <fieldset>
        <legend className="field-label">How many</legend>
        <div className="flex flex-wrap gap-x-6">
          {(
            [
              ["range", "A numbered range (F-01 … F-20)"],
              ["one", "One booth"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                className="size-5 accent-crimson"
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  setErrors({});
                }}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "one" ? (
        <Field
          label="Booth name"
          hint="Unique in the event, like F-21 or Corner 3."
          value={name}
          onChange={naming(setName)}
          error={errors.name}
          maxLength={NAME_MAX}
          describedBy={previewId}
        />
      ) : (
        <div className="grid grid-cols-3 gap-3">
          <Field
            label="Prefix"
            hint="Like F-"
            value={prefix}
            onChange={naming(setPrefix)}
            error={errors.prefix}
            maxLength={PREFIX_MAX}
            placeholder="F-"
            describedBy={previewId}
          />
          <Field
            label="From"
            hint="First number"
            value={from}
            onChange={naming(setFrom)}
            error={errors.from}
            inputMode="numeric"
            maxLength={5}
            describedBy={previewId}
          />
          <Field
            label="To"
            hint="Last number"
            value={to}
            onChange={naming(setTo)}
            error={errors.to}
            inputMode="numeric"
            maxLength={5}
            placeholder="20"
            describedBy={previewId}
          />
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
        {errors.names ? (
          <p className="field-error" role="alert">
            {errors.names}
          </p>
        ) : (
          clashes.length > 0 && (
            <p className="field-error">Already used in this event: {listNames(clashes)}.</p>
          )
        )}
      </div>
      <PriceField
        label="Price of each booth (CAD)"
        value={price}
        onChange={setPrice}
        toBeAnnounced={toBeAnnounced}
        onToBeAnnouncedChange={setToBeAnnounced}
        error={errors.price}
      />
      {failed && <Notice tone="error">{failed}</Notice>}
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? "Adding…" : submitLabel}
      </button>
    </form>
  );
}
