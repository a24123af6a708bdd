"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { STAFF_ROUTES } from "@/lib/staff/api";
import { staffCreateRequest, type StaffCreateInput } from "@/lib/staff/resource";
import { SubmitButton } from "../forms/form-field";
import { FormProblem, TextField } from "../forms/console-fields";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";

// "Add staff": a name and an e-mail address (POST /api/admin/v1/staff). The staff member gets an
// invitation whose link sets the password; the list above shows the new account at once.

export function StaffAddForm() {
  const { call: run } = useAdminApi();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<StaffCreateInput>({
    resolver: zodResolver(staffCreateRequest),
    defaultValues: { name: "", email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: StaffCreateInput) {
    setDone(null);
    const outcome = await run(STAFF_ROUTES.create, { body: values });
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { name: "name", email: "email" });
      return;
    }
    setDone(
      `${values.name.trim()} was added. The invitation went to ${values.email.trim().toLowerCase()}: its link sets the password and works for 7 days.`,
    );
    form.reset();
  }

  return (
    <section aria-labelledby="staff-add-heading" className="space-y-3 card p-4 sm:p-5">
      <h2 id="staff-add-heading" className="text-xl font-bold">
        Add staff
      </h2>
      <p className="text-ink-soft">
        Staff use the door app and nothing else. They get an e-mail, in English and Arabic, with a
        link to set their password.
      </p>
      <StatusLine message={done} />
      <form
        noValidate
        aria-labelledby="staff-add-heading"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit(onValid)}
      >
        <TextField
          label="Name"
          required
          autoComplete="off"
          registration={form.register("name")}
          error={errors.name}
        />
        <TextField
          label="E-mail address"
          type="email"
          required
          autoComplete="off"
          registration={form.register("email")}
          error={errors.email}
        />
        <div className="space-y-3 sm:col-span-2">
          <FormProblem errors={errors} />
          <SubmitButton busy={isSubmitting} label="Add staff and invite" busyLabel="Adding…" />
        </div>
      </form>
    </section>
  );
}
