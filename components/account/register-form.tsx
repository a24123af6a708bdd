"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import { ACCOUNT_ROUTES, registerSchema, type RegisterInput } from "@/lib/accounts/api";
import { safeCallback } from "@/lib/accounts/session-client";
import { FormField, lowercaseAsTyped, SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";
import { FormError } from "./form-error";
import { useApiForm } from "./use-api-form";

export function RegisterForm() {
  const { t, href } = useT();
  const router = useRouter();
  // Where the visitor was going before Login sent them here: it survives registering.
  const callbackUrl = useSearchParams().get("callbackUrl");
  const loginHref = callbackUrl
    ? `${href("/login")}?callbackUrl=${encodeURIComponent(safeCallback(callbackUrl))}`
    : href("/login");
  const { send, formError } = useApiForm();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
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
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: RegisterInput) {
    const result = await send(ACCOUNT_ROUTES.registerVendor, { body: values });
    if (!result) return;
    alertService.success(answerMessage(result, t("account.register.done")), {
      keepAfterRouteChange: true,
    });
    router.push(loginHref);
  }

  return (
    <form
      noValidate
      aria-label={t("account.register.formLabel")}
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
        label={t("account.register.legalName")}
        autoComplete="organization"
        maxLength={50}
        registration={form.register("vendorName")}
        error={errors.vendorName}
      />
      <FormField
        label={t("account.register.operatingName")}
        maxLength={50}
        registration={form.register("lob")}
        error={errors.lob}
      />
      <FormField
        label={t("account.fields.city")}
        autoComplete="address-level2"
        registration={form.register("city")}
        error={errors.city}
      />
      <FormField
        label={t("account.fields.phone")}
        type="tel"
        autoComplete="tel"
        registration={form.register("phone")}
        error={errors.phone}
      />
      <FormField
        label={t("account.fields.email")}
        type="email"
        autoComplete="email"
        maxLength={254}
        registration={form.register("email", lowercaseAsTyped)}
        error={errors.email}
      />
      <FormField
        label={t("account.fields.password")}
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton
          busy={isSubmitting}
          label={t("account.register.submit")}
          busyLabel={t("account.register.busy")}
        />
        <Link href={loginHref} className="btn-secondary">
          {t("common.cancel")}
        </Link>
      </div>
    </form>
  );
}
