"use client";

import { useWatch, type Control } from "react-hook-form";
import { FieldGroup, TextField } from "../forms/console-fields";
import type { AdminEventJson, EventFieldText, EventFormValues } from "./event-editor-schema";

const CONTRACT_FIELDS = [
  "contractTitle",
  "contractTitleAr",
  "contractText",
  "contractSummaryAr",
  "contractVersion",
] as const;

/** Says, as the contract is edited, that saving publishes a new version. */
function ContractNote({
  control,
  saved,
  hasContract,
}: {
  control: Control<EventFormValues>;
  saved: EventFormValues;
  hasContract: boolean;
}) {
  const values = useWatch({ control, name: CONTRACT_FIELDS });
  const changed = CONTRACT_FIELDS.some(
    (field, i) => (values[i] ?? "").trim() !== saved[field].trim(),
  );
  if (!changed) return null;
  const text = hasContract
    ? "You have changed the contract: saving publishes it as a new version. Vendors who already booked keep the version they agreed to."
    : values[2]?.trim()
      ? "Saving publishes this as the event's first vendor contract."
      : null;
  if (!text) return null;
  return (
    <p className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 font-medium text-amber-950">
      {text}
    </p>
  );
}

/** The vendor contract's fields, with its current version and what saving an edit does. */
export function ContractFields({
  control,
  text,
  saved,
  savedForm,
}: {
  control: Control<EventFormValues>;
  text: EventFieldText;
  saved: AdminEventJson | null;
  /** The values the form was loaded with or last saved. */
  savedForm: EventFormValues;
}) {
  const contract = saved?.contract ?? null;
  return (
    <FieldGroup
      legend="Vendor contract"
      intro={
        <>
          <p>
            What vendors agree to when they book a booth. A contract is never changed in place:
            saving edited contract text (or title, or Arabic summary) publishes a{" "}
            <strong>new version</strong>, and vendors who already booked keep the version they
            agreed to.
          </p>
          <p className="mt-2" data-testid="contract-version">
            {contract ? (
              <>
                Current version: <strong>{contract.contractVersion}</strong>
                {saved && saved.contractVersions.length > 1
                  ? ` (${saved.contractVersions.length} versions so far).`
                  : "."}
              </>
            ) : (
              "No contract yet: vendors cannot pay for this event's booths until it has one."
            )}
          </p>
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...text("contractTitle")}
          hint="Left empty: the event's name followed by “Vendor Contract”."
        />
        <TextField {...text("contractTitleAr")} arabic />
      </div>
      <TextField
        {...text("contractText")}
        textarea
        rows={12}
        hint="Blank lines separate paragraphs; a short line starting with a number (“1. Payment”) is a section heading."
      />
      <TextField
        {...text("contractSummaryAr")}
        arabic
        textarea
        rows={6}
        hint="Shown to vendors on the Arabic pages above the English contract, which is the one that applies."
      />
      <TextField
        {...text("contractVersion")}
        dir="ltr"
        autoComplete="off"
        hint="Optional, only used when the contract changes. Left empty, the new version is numbered automatically (v1, v2, …)."
        className="max-w-sm"
      />
      <ContractNote control={control} saved={savedForm} hasContract={contract !== null} />
    </FieldGroup>
  );
}
