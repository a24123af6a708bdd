"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { SITE_ROUTES } from "@/lib/site/api";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";

export type SiteFactsForm = {
  foundedOn: string;
  summerAttendees: number;
  winterAttendees: number;
  summerFestivals: number;
  winterFestivals: number;
  legalName: string | null;
  postalAddress: string | null;
  hstNumber: string | null;
};

const COUNTS = [
  { key: "summerAttendees", label: "Summer festival attendees a year" },
  { key: "winterAttendees", label: "Winter festival attendees a year" },
  { key: "summerFestivals", label: "Summer festivals produced" },
  { key: "winterFestivals", label: "Winter festivals produced" },
] as const;

/** The foundation's particulars its invoices and credit notes print (blank: left off them). */
const PARTICULARS = [
  { key: "legalName", label: "Foundation's legal name", hint: null },
  { key: "postalAddress", label: "Postal address", hint: null },
  { key: "hstNumber", label: "HST registration number", hint: "For example 123456789 RT0001." },
] as const;

/** Each field under the API's name for it (the same). */
const FIELD_OF_API = Object.fromEntries(
  ["foundedOn", ...COUNTS.map(({ key }) => key), ...PARTICULARS.map(({ key }) => key)].map(
    (key) => [key, key],
  ),
) as Record<string, keyof SiteFactsValues>;

/** A count the pages state: some digits. */
const count = (label: string) =>
  z.string().refine((text) => text.trim() !== "", { error: `Give the ${label.toLowerCase()}.` });

const siteFactsSchema = z.object({
  foundedOn: z.string().min(1, { error: "Give the founding date." }),
  summerAttendees: count(COUNTS[0].label),
  winterAttendees: count(COUNTS[1].label),
  summerFestivals: count(COUNTS[2].label),
  winterFestivals: count(COUNTS[3].label),
  legalName: z.string(),
  postalAddress: z.string(),
  hstNumber: z.string(),
});

type SiteFactsValues = z.infer<typeof siteFactsSchema>;

/**
 * The site's facts as the home and about pages state them (PUT /api/admin/v1/settings): the
 * pages show what is saved here at once, in both languages; and the foundation's legal name,
 * address and HST number, which invoices and credit notes print from then on.
 */
export function SiteSettingsForm({ initial }: { initial: SiteFactsForm | null }) {
  const { call } = useAdminApi();
  const form = useForm<SiteFactsValues>({
    resolver: zodResolver(siteFactsSchema),
    defaultValues: {
      foundedOn: initial?.foundedOn ?? "",
      summerAttendees: String(initial?.summerAttendees ?? ""),
      winterAttendees: String(initial?.winterAttendees ?? ""),
      summerFestivals: String(initial?.summerFestivals ?? ""),
      winterFestivals: String(initial?.winterFestivals ?? ""),
      legalName: initial?.legalName ?? "",
      postalAddress: initial?.postalAddress ?? "",
      hstNumber: initial?.hstNumber ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);

  async function onValid(values: SiteFactsValues) {
    const text = (key: (typeof PARTICULARS)[number]["key"]) => values[key].trim() || null;
    const outcome = await call(SITE_ROUTES.saveSettings, {
      body: {
        foundedOn: values.foundedOn,
        summerAttendees: Number(values.summerAttendees),
        winterAttendees: Number(values.winterAttendees),
        summerFestivals: Number(values.summerFestivals),
        winterFestivals: Number(values.winterFestivals),
        legalName: text("legalName"),
        postalAddress: text("postalAddress"),
        hstNumber: text("hstNumber"),
      },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, FIELD_OF_API);
      return;
    }
    setDone(
      "Saved: the home and about pages show these facts now, and new invoices these particulars.",
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        setDone(null);
        return form.handleSubmit(onValid)(e);
      }}
      className="space-y-4 card p-4 sm:p-6"
      aria-label="Site facts"
    >
      <StatusLine message={done} />
      <TextField
        label="Founded on"
        type="date"
        registration={form.register("foundedOn")}
        error={errors.foundedOn}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {COUNTS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            registration={form.register(key)}
            error={errors[key]}
          />
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="field-label">On invoices and credit notes</legend>
        {PARTICULARS.map(({ key, label, hint }) => (
          <TextField
            key={key}
            label={label}
            textarea={key === "postalAddress"}
            rows={3}
            hint={hint ?? undefined}
            registration={form.register(key)}
            error={errors[key]}
          />
        ))}
      </fieldset>
      <FormProblem errors={errors} />
      <SubmitButton busy={isSubmitting} label="Save site settings" busyLabel="Saving…" />
    </form>
  );
}
