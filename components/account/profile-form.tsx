"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import { ACCOUNT_ROUTES, profileSchema, type ProfileInput } from "@/lib/accounts/api";
import type { Profile } from "@/lib/accounts/profile";
import { FormField, SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";
import { FormError } from "./form-error";
import { useApiForm } from "./use-api-form";

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, href } = useT();
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
    const result = await send(ACCOUNT_ROUTES.saveProfile, { body: values }, { errorAlert: true });
    if (!result) return;
    alertService.success(answerMessage(result, t("account.profile.saved")));
    form.reset({ ...values, password: "", currentPassword: "" });
  }

  return (
    <form
      noValidate
      aria-label={t("account.profile.formLabel")}
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormField
        label={t("account.fields.contactName")}
        autoComplete="name"
        registration={form.register("firstName")}
        error={errors.firstName}
      />
      <FormField
        label={t("account.profile.companyName")}
        autoComplete="organization"
        maxLength={50}
        registration={form.register("vendorName")}
        error={errors.vendorName}
      />
      <FormField
        label={t("account.profile.lob")}
        maxLength={50}
        registration={form.register("lob")}
        error={errors.lob}
      />
      <FormField
        label={t("account.fields.city")}
        registration={form.register("city")}
        error={errors.city}
      />
      <FormField
        label={t("account.fields.phone")}
        type="tel"
        registration={form.register("phone")}
        error={errors.phone}
      />
      <div>
        <label htmlFor="profile-email" className="field-label">
          {t("account.fields.email")}
        </label>
        <input
          id="profile-email"
          className="field-input bg-sand-100"
          value={profile.email}
          dir="ltr"
          readOnly
        />
      </div>
      <FormField
        label={t("account.fields.password")}
        type="password"
        autoComplete="new-password"
        placeholder={t("account.profile.passwordPlaceholder")}
        registration={form.register("password")}
        error={errors.password}
      />
      <FormField
        label={t("account.profile.currentPassword")}
        type="password"
        autoComplete="current-password"
        placeholder={t("account.profile.currentPasswordPlaceholder")}
        registration={form.register("currentPassword")}
        error={errors.currentPassword}
      />
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton
          busy={isSubmitting}
          label={t("account.profile.save")}
          busyLabel={t("common.saving")}
        />
        <Link href={href("/home")} className="btn-secondary">
          {t("common.cancel")}
        </Link>
      </div>
    </form>
  );
}
