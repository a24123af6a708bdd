"use client";

import { useState } from "react";
import { ADDON_ROUTES } from "@/lib/addons/api";
import type { AddonAnswer } from "@/lib/addons/resource";
import { formatCad } from "@/lib/payments/pricing";
import { DepositForm } from "./addon-deposit-form";
import { ADDON_AUDIENCE_WORDS, AddonForm } from "./addon-form";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";

// An event's add-on catalogue in the console (GET, POST /api/admin/v1/events/{eventId}/addons,
// PUT /api/admin/v1/addons/{addonId}): each add-on with its price, audience, most per booth,
// approval and default, edited in place (addon-form.tsx), retired (never deleted: orders keep
// it) or offered again; the form that adds one; and the event's damage deposit amounts
// (addon-deposit-form.tsx). Amounts are typed in dollars.

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
