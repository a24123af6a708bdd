"use client";

import { useState } from "react";
import { ADDON_ROUTES } from "@/lib/addons/api";
import type { AddonAnswer } from "@/lib/addons/resource";
import { formatCad } from "@/lib/payments/pricing";
import { DepositForm } from "./addon-deposit-form";
import { ADDON_AUDIENCE_WORDS, AddonForm } from "./addon-form";
import { useAdminApi } from "./booth-editor-parts";
import {
  CatalogueEditor,
  EditingEntry,
  EntryButtons,
  EntryCard,
  useEntryChange,
} from "./catalogue-parts";

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
  const { busy, error, change } = useEntryChange();
  const a = addon;

  const setActive = (active: boolean) =>
    change(
      () => call(ADDON_ROUTES.update, { params: { addonId: a.addonId }, body: { active } }),
      () =>
        onMessage(
          active
            ? `“${a.name}” is offered again.`
            : `“${a.name}” retired: the cart no longer offers it; orders keep it.`,
        ),
    );

  if (editing)
    return (
      <EditingEntry>
        <AddonForm
          eventId={eventId}
          addon={a}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
          onCancel={() => setEditing(false)}
        />
      </EditingEntry>
    );

  return (
    <EntryCard
      testId="addon"
      name={a.name}
      note={a.active ? null : "(retired)"}
      nameAr={a.nameAr}
      details={[
        { term: "Price:", value: formatCad(a.priceCents) },
        { term: "Offered to:", value: ADDON_AUDIENCE_WORDS[a.appliesTo] },
        { term: "Most per booth:", value: a.maxPerBooth },
        {
          term: "How:",
          value: a.addedByDefault
            ? "Added by default (the vendor may take their own garbage)"
            : a.needsApproval
              ? "Asked for; charged once an organiser approves"
              : "Chosen in the cart",
        },
      ]}
      after={
        <EntryButtons
          name={a.name}
          busy={busy}
          onEdit={() => setEditing(true)}
          switchLabel={a.active ? "Retire" : "Offer again"}
          onSwitch={() => setActive(!a.active)}
        />
      }
      error={error}
    />
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
    <CatalogueEditor
      message={message}
      headingId="addons-heading"
      heading="Add-ons vendors may take with a booth"
      empty="No add-ons yet: add the contract's garbage, electricity and table fees below."
      entries={sorted.map((a) => (
        <Addon key={a.addonId} eventId={eventId} addon={a} onMessage={setMessage} />
      ))}
    >
      <section className="card p-4 sm:p-6">
        <AddonForm eventId={eventId} onDone={setMessage} />
      </section>
      <DepositForm eventId={eventId} deposits={deposits} onMessage={setMessage} />
    </CatalogueEditor>
  );
}
