"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import type { RegisterInput } from "@/lib/accounts/api";
import { safeCallback } from "@/lib/accounts/session-client";
import { EmailField, fieldsOf, lowercaseAsTyped, PasswordField } from "../forms/form-field";
import { useAddressQuery } from "../address-query";
import { useT } from "../locale-provider";
import { GridFormEnd, VendorForm } from "./account-fields";
import { accountRoute, accounts, registerResolver } from "./account-schemas";
import { useApiForm } from "./use-api-form";

export function RegisterForm() {
  const { t, href } = useT();
  const router = useRouter();
  // Where the visitor was going before Login sent them here: it survives registering.
  const callbackUrl = useAddressQuery()?.get("callbackUrl") ?? null;
  const loginHref = callbackUrl
    ? `${href("/login")}?callbackUrl=${encodeURIComponent(safeCallback(callbackUrl))}`
    : href("/login");
  const { send, formError } = useApiForm();
  const form = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: {
      firstName: "",
      vendorName: "",
      lob: "",
      city: "",
      phone: "",
      email: "",
      password: "",
    },
  });
  const field = fieldsOf(form);

  async function onValid(values: RegisterInput) {
    const result = await send(accountRoute("registerVendor"), { body: values });
    if (!result) return;
    // kept until read: on a slow phone the login page may take longer than an alert's 3 s
    alertService.success(answerMessage(result, t("account.register.done")), {
      keepAfterRouteChange: true,
      autoClose: false,
    });
    router.push(loginHref);
  }

  return (
    <VendorForm
      label={t("account.register.formLabel")}
      onSubmit={form.handleSubmit(onValid)}
      onFocus={accounts.warm}
      field={field}
      vendorNameLabel={t("account.register.legalName")}
      lobLabel={t("account.register.operatingName")}
      autofill
    >
      <EmailField
        required
        label={t("account.fields.email")}
        {...field("email", lowercaseAsTyped)}
      />
      <PasswordField
        required
        label={t("account.fields.password")}
        autoComplete="new-password"
        {...field("password")}
      />
      <GridFormEnd
        formError={formError}
        busy={form.formState.isSubmitting}
        label={t("account.register.submit")}
        busyLabel={t("account.register.busy")}
        cancelHref={loginHref}
      />
    </VendorForm>
  );
}
