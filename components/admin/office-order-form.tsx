"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ORDER_ACTION_ROUTES } from "@/lib/orders/api";
import { formatCad } from "@/lib/payments/pricing";
import { FormProblem, SelectField, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useAdminApi } from "./booth-editor-parts";

/** The booths' names as typed: separated by commas or spaces. */
const boothNamesOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((n) => n.trim())
    .filter(Boolean);

const officeOrderSchema = z.object({
  eventId: z.number(),
  names: z.string().refine((text) => boothNamesOf(text).length > 0, {
    error: "Write the booths' names, like T-03, T-04.",
  }),
});

type OfficeOrderValues = z.infer<typeof officeOrderSchema>;

/**
 * Books booths for a vendor who pays at the office (POST /api/admin/v1/orders with the booths'
 * names): the booths are theirs at once, and the order owes its total until payments are
 * recorded on it.
 */
export function OfficeOrderForm({
  vendorId,
  events,
}: {
  vendorId: number;
  events: { id: number; name: string }[];
}) {
  const id = useId();
  const { call: run } = useAdminApi();
  const form = useForm<OfficeOrderValues>({
    resolver: zodResolver(officeOrderSchema),
    defaultValues: { eventId: events[0]?.id ?? 0, names: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [made, setMade] = useState<{ orderId: number; balanceCents: number } | null>(null);

  async function onValid({ eventId, names }: OfficeOrderValues) {
    const outcome = await run(ORDER_ACTION_ROUTES.create, {
      body: { vendorId, eventId, boothNames: boothNamesOf(names) },
    });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { eventId: "eventId", boothNames: "names" });
      return;
    }
    setMade(outcome.payload);
    form.reset({ eventId, names: "" });
  }

  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Book booths for this vendor
      </h2>
      <p className="text-sm text-ink-soft">
        For a vendor who pays at the office: the booths are theirs at once (a sponsor&apos;s
        reserved booth too), and the order owes its total until you record the payments.
      </p>
      <div role="status">
        {made && (
          <p className="rounded-lg bg-teal/10 px-3 py-2 font-medium text-teal-dark">
            Booked:{" "}
            <Link
              href={`/admin/orders/${made.orderId}`}
              prefetch={false}
              className="font-semibold underline"
            >
              order #{made.orderId}
            </Link>
            , which owes {formatCad(made.balanceCents)}.
          </p>
        )}
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          setMade(null);
          return form.handleSubmit(onValid)(e);
        }}
        className="space-y-3"
        aria-label="Book booths for this vendor"
      >
        <SelectField
          label="Event"
          registration={form.register("eventId", { setValueAs: Number })}
          error={errors.eventId}
        >
          {events.map((ev) => (
            <option key={ev.id} value={ev.id}>
              {ev.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Booths"
          hint="Their names, separated by commas: T-03, T-04."
          autoComplete="off"
          registration={form.register("names")}
          error={errors.names}
        />
        <FormProblem errors={errors} />
        <SubmitButton busy={isSubmitting} label="Book booths" busyLabel="Booking…" />
      </form>
    </section>
  );
}
