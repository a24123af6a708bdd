"use client";

import { useId, useState, type FormEvent } from "react";
import { ADDON_ROUTES } from "@/lib/addons/api";
import { MAX_ADDON_QUANTITY, type AddonAnswer } from "@/lib/addons/resource";
import { dollarInputValue, formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { Field, Notice, StatusLine, placeIssues, useAdminApi } from "./booth-editor-parts";

// An event's add-on catalogue in the console (GET, POST /api/admin/v1/events/{eventId}/addons,
// PUT /api/admin/v1/addons/{addonId}): each add-on with its price, audience, most per booth,
// approval and default, edited in place, retired (never deleted: orders keep it) or offered
// again; the form that adds one; and the event's damage deposit amounts
// (PUT /api/admin/v1/events/{eventId}/deposits). Amounts are typed in dollars.

type Audience = AddonAnswer["appliesTo"];

export const ADDON_AUDIENCE_WORDS: Record<Audience, string> = {
  ALL: "All booths",
  FOOD: "Food booths",
  OTHER: "Other booths",
};

type Values = {
  name: string;
  nameAr: string;
  price: string;
  appliesTo: Audience;
  maxPerBooth: string;
  needsApproval: boolean;
  addedByDefault: boolean;
};
type FieldName = keyof Values;

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
const FIELD_OF: Record<string, FieldName> = {
  name: "name",
  nameAr: "nameAr",
  priceCents: "price",
  appliesTo: "appliesTo",
  maxPerBooth: "maxPerBooth",
  needsApproval: "needsApproval",
  addedByDefault: "addedByDefault",
};

function AddonForm({
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
  const initial = addon ? valuesOf(addon) : EMPTY;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    <F extends FieldName>(field: F) =>
    (value: Values[F]) =>
      setValues((v) => ({ ...v, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const priceCents = parseTypedDollars(values.price);
    if (priceCents === null) {
      setErrors({ price: "Type the price in dollars, such as 250 or 75.50." });
      return;
    }
    setBusy(true);
    setFormError(null);
    const body = {
      name: values.name,
      nameAr: values.nameAr,
      priceCents,
      appliesTo: values.appliesTo,
      maxPerBooth: Number(values.maxPerBooth),
      needsApproval: values.needsApproval,
      addedByDefault: values.addedByDefault,
    };
    const outcome = addon
      ? await call(ADDON_ROUTES.update, { params: { addonId: addon.addonId }, body })
      : await call(ADDON_ROUTES.create, { params: { eventId }, body });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      if (!addon) setValues(EMPTY);
      onDone(addon ? `“${outcome.payload.name}” saved.` : `“${outcome.payload.name}” added.`);
      return;
    }
    const placed = placeIssues<FieldName>(outcome, (path) => FIELD_OF[String(path[0] ?? "")]);
    setErrors(placed.fields);
    setFormError(placed.form ?? null);
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        {addon ? `Edit “${addon.name}”` : "Add an add-on"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          maxLength={120}
        />
        <Field
          label="Name (Arabic)"
          value={values.nameAr}
          onChange={set("nameAr")}
          error={errors.nameAr}
          maxLength={120}
          arabic
        />
        <Field
          label="Price (dollars)"
          value={values.price}
          onChange={set("price")}
          error={errors.price}
          inputMode="decimal"
          hint="Priced like a booth: fees and HST are added at checkout."
        />
        <div>
          <label htmlFor={`${id}-max`} className="field-label">
            Most per booth
          </label>
          <select
            id={`${id}-max`}
            className="field-input"
            value={values.maxPerBooth}
            onChange={(e) => set("maxPerBooth")(e.target.value)}
            aria-invalid={errors.maxPerBooth ? true : undefined}
            aria-describedby={errors.maxPerBooth ? `${id}-max-error` : undefined}
          >
            {Array.from({ length: MAX_ADDON_QUANTITY }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
          {errors.maxPerBooth && (
            <p id={`${id}-max-error`} className="field-error">
              {errors.maxPerBooth}
            </p>
          )}
        </div>
      </div>
      <fieldset aria-describedby={errors.appliesTo ? `${id}-audience-error` : undefined}>
        <legend className="field-label">Offered to</legend>
        <p className="-mt-0.5 mb-1 text-sm text-ink-muted">
          A section&apos;s food flag decides which booths are food booths.
        </p>
        <div className="flex flex-wrap gap-x-5">
          {(Object.keys(ADDON_AUDIENCE_WORDS) as Audience[]).map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-appliesTo`}
                value={option}
                checked={values.appliesTo === option}
                onChange={() => set("appliesTo")(option)}
                className="size-5 accent-crimson"
              />
              {ADDON_AUDIENCE_WORDS[option]}
            </label>
          ))}
        </div>
        {errors.appliesTo && (
          <p id={`${id}-audience-error`} className="field-error">
            {errors.appliesTo}
          </p>
        )}
      </fieldset>
      <div className="space-y-1">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={values.needsApproval}
            onChange={(e) => set("needsApproval")(e.target.checked)}
            className="size-5 accent-crimson"
          />
          Needs an organiser&apos;s approval (asked for at checkout, charged once approved)
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={values.addedByDefault}
            onChange={(e) => set("addedByDefault")(e.target.checked)}
            aria-invalid={errors.addedByDefault ? true : undefined}
            aria-describedby={errors.addedByDefault ? `${id}-default-error` : undefined}
            className="size-5 accent-crimson"
          />
          Added to every booth it is offered to, unless the vendor takes their own garbage
        </label>
        {errors.addedByDefault && (
          <p id={`${id}-default-error`} className="field-error">
            {errors.addedByDefault}
          </p>
        )}
      </div>
      {formError && <Notice tone="error">{formError}</Notice>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Saving…" : addon ? "Save changes" : "Add add-on"}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function Addon({
  eventId,
  addon,
  onMessage,
}: {
  eventId: number;
  addon: AddonAnswer;
  onMessage: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const a = addon;

  async function setActive(active: boolean) {
    setBusy(true);
    setError(null);
    const outcome = await call(ADDON_ROUTES.update, {
      params: { addonId: a.addonId },
      body: { active },
    });
    setBusy(false);
    if (outcome.ok)
      onMessage(
        active
          ? `“${a.name}” is offered again.`
          : `“${a.name}” retired: the cart no longer offers it; orders keep it.`,
      );
    else setError(outcome.message);
  }

  if (editing)
    return (
      <li className="card p-4 sm:p-6">
        <AddonForm
          eventId={eventId}
          addon={a}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid="addon">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">
          {a.name}
          {!a.active && (
            <span className="ms-2 text-base font-semibold text-ink-soft">(retired)</span>
          )}
        </h3>
        {a.nameAr && (
          <p lang="ar" dir="rtl" className="text-lg">
            {a.nameAr}
          </p>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Price: </dt>
          <dd className="inline">{formatCad(a.priceCents)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Offered to: </dt>
          <dd className="inline">{ADDON_AUDIENCE_WORDS[a.appliesTo]}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Most per booth: </dt>
          <dd className="inline">{a.maxPerBooth}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">How: </dt>
          <dd className="inline">
            {a.addedByDefault
              ? "Added by default (the vendor may take their own garbage)"
              : a.needsApproval
                ? "Asked for; charged once an organiser approves"
                : "Chosen in the cart"}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
          Edit<span className="sr-only"> {a.name}</span>
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => setActive(!a.active)}
        >
          {a.active ? "Retire" : "Offer again"}
          <span className="sr-only"> {a.name}</span>
        </button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** The event's damage deposit amounts, typed in dollars. */
function DepositForm({
  eventId,
  deposits,
  onMessage,
}: {
  eventId: number;
  deposits: { depositFoodCents: number; depositOtherCents: number };
  onMessage: (message: string) => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const [food, setFood] = useState(dollarInputValue(deposits.depositFoodCents));
  const [other, setOther] = useState(dollarInputValue(deposits.depositOtherCents));
  const [errors, setErrors] = useState<{ food?: string; other?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const depositFoodCents = parseTypedDollars(food);
    const depositOtherCents = parseTypedDollars(other);
    const typed = "Type the amount in dollars, such as 500 (0: no deposit).";
    if (depositFoodCents === null || depositOtherCents === null) {
      setErrors({
        ...(depositFoodCents === null ? { food: typed } : {}),
        ...(depositOtherCents === null ? { other: typed } : {}),
      });
      return;
    }
    setBusy(true);
    setFormError(null);
    const outcome = await call(ADDON_ROUTES.deposits, {
      params: { eventId },
      body: { depositFoodCents, depositOtherCents },
    });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      onMessage(
        `Damage deposits saved: ${formatCad(outcome.payload.depositFoodCents)} for food booths, ${formatCad(outcome.payload.depositOtherCents)} for others.`,
      );
      return;
    }
    const placed = placeIssues<"food" | "other">(outcome, (path) =>
      path[0] === "depositFoodCents"
        ? "food"
        : path[0] === "depositOtherCents"
          ? "other"
          : undefined,
    );
    setErrors(placed.fields);
    setFormError(placed.form ?? null);
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4 card p-4 sm:p-6"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Damage deposits
      </h2>
      <p className="text-ink-soft">
        Refundable, owed with the balance by the balance due date and never charged at checkout. An
        order with a booth in a food section owes the food amount; any other booth order owes the
        other. Orders already placed keep the amount they were given.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Food booths (dollars)"
          value={food}
          onChange={setFood}
          error={errors.food}
          inputMode="decimal"
        />
        <Field
          label="Other booths and sponsors (dollars)"
          value={other}
          onChange={setOther}
          error={errors.other}
          inputMode="decimal"
        />
      </div>
      {formError && <Notice tone="error">{formError}</Notice>}
      <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? "Saving…" : "Save deposits"}
      </button>
    </form>
  );
}

/** The event's add-ons, offered ones first, the form that adds one, and its deposit amounts. */
export function AddonEditor({
  eventId,
  addons,
  deposits,
}: {
  eventId: number;
  addons: AddonAnswer[];
  deposits: { depositFoodCents: number; depositOtherCents: number };
}) {
  const [message, setMessage] = useState<string | null>(null);
  const sorted = addons.toSorted((a, b) => Number(b.active) - Number(a.active));
  return (
    <div className="space-y-6">
      <StatusLine message={message} />
      <section aria-labelledby="addons-heading" className="space-y-4">
        <h2 id="addons-heading" className="text-2xl font-bold">
          Add-ons vendors may take with a booth
        </h2>
        {sorted.length === 0 ? (
          <p className="card p-6 text-ink-soft">
            No add-ons yet: add the contract&apos;s garbage, electricity and table fees below.
          </p>
        ) : (
          <ul className="space-y-4">
            {sorted.map((a) => (
              <Addon key={a.addonId} eventId={eventId} addon={a} onMessage={setMessage} />
            ))}
          </ul>
        )}
      </section>
      <section className="card p-4 sm:p-6">
        <AddonForm eventId={eventId} onDone={setMessage} />
      </section>
      <DepositForm eventId={eventId} deposits={deposits} onMessage={setMessage} />
    </div>
  );
}
