"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import { ACCOUNT_ROUTES, profileSchema, type ProfileInput } from "@/lib/accounts/api";
import type { Profile } from "@/lib/accounts/profile";
import { fieldsOf, PasswordField } from "../forms/form-field";
import { useT } from "../locale-provider";
import { GridFormEnd, VendorForm } from "./account-fields";
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
  const field = fieldsOf(form);

  async function onValid(values: ProfileInput) {
    const result = await send(ACCOUNT_ROUTES.saveProfile, { body: values }, { errorAlert: true });
    if (!result) return;
    alertService.success(answerMessage(result, t("account.profile.saved")));
    form.reset({ ...values, password: "", currentPassword: "" });
  }

  return (
    <VendorForm
      label={t("account.profile.formLabel")}
      onSubmit={form.handleSubmit(onValid)}
      field={field}
      vendorNameLabel={t("account.profile.companyName")}
      lobLabel={t("account.profile.lob")}
      autofill={false}
    >
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
      <PasswordField
        label={t("account.fields.password")}
        autoComplete="new-password"
        placeholder={t("account.profile.passwordPlaceholder")}
        {...field("password")}
      />
      <PasswordField
        label={t("account.profile.currentPassword")}
        autoComplete="current-password"
        placeholder={t("account.profile.currentPasswordPlaceholder")}
        {...field("currentPassword")}
      />
      <GridFormEnd
        formError={formError}
        busy={form.formState.isSubmitting}
        label={t("account.profile.save")}
        busyLabel={t("common.saving")}
        cancelHref={href("/home")}
      />
    </VendorForm>
  );
}
