"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/alerts";
import { payloadMessage } from "@/lib/client-api";
import { profileSchema, type ProfileInput } from "@/lib/validation";
import type { Profile } from "@/lib/vendors";
import { FormField, SubmitButton } from "../form-field";
import { FormError } from "./form-error";
import { useApiForm } from "./use-api-form";

export function ProfileForm({ profile }: { profile: Profile }) {
  const { send, formError } = useApiForm();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: profile.contactName,
      vendorName: profile.legalName,
      lob: profile.lob,
      city: profile.city,
      phone: profile.phone,
      password: "",
      currentPassword: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ProfileInput) {
    const result = await send("/api/profile", values, { method: "PUT", errorAlert: true });
    if (!result) return;
    alertService.success(payloadMessage(result.payload, "Saved"));
    form.reset({ ...values, password: "", currentPassword: "" });
  }

  return (
    <form
      noValidate
      aria-label="Profile"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormField
        label="Contact Name"
        autoComplete="name"
        registration={form.register("firstName")}
        error={errors.firstName}
      />
      <FormField
        label="Company Name"
        autoComplete="organization"
        maxLength={50}
        registration={form.register("vendorName")}
        error={errors.vendorName}
      />
      <FormField
        label="Line Of Business (LOB)"
        maxLength={50}
        registration={form.register("lob")}
        error={errors.lob}
      />
      <FormField label="City" registration={form.register("city")} error={errors.city} />
      <FormField
        label="Phone"
        type="tel"
        registration={form.register("phone")}
        error={errors.phone}
      />
      <div>
        <label htmlFor="profile-email" className="field-label">
          Email
        </label>
        <input
          id="profile-email"
          className="field-input bg-sand-100"
          value={profile.email}
          readOnly
        />
      </div>
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Leave empty to keep your password"
        registration={form.register("password")}
        error={errors.password}
      />
      <FormField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        placeholder="Needed only to change your password"
        registration={form.register("currentPassword")}
        error={errors.currentPassword}
      />
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting} label="Save" busyLabel="Saving..." />
        <Link href="/home" className="btn-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
