"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import {
  ACCOUNT_ROUTES,
  lostPasswordSchema,
  resetPasswordSchema,
  type LostPasswordInput,
  type ResetPasswordInput,
} from "@/lib/accounts/api";
import { FormField, SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";
import { FormError } from "./form-error";
import { useApiForm } from "./use-api-form";

function AccountLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <p className="flex flex-wrap gap-4 pt-2 text-sm">
      {links.map((l) => (
        <Link key={l.href} href={l.href} className="font-semibold text-teal underline">
          {l.label}
        </Link>
      ))}
    </p>
  );
}

export function LostPasswordForm() {
  const { t, href } = useT();
  const router = useRouter();
  const { send, formError } = useApiForm();
  const form = useForm<LostPasswordInput>({
    resolver: zodResolver(lostPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: LostPasswordInput) {
    const result = await send(
      ACCOUNT_ROUTES.lostPassword,
      { body: values },
      {
        errorAlert: true,
        keepAlert: true,
      },
    );
    if (!result) return;
    alertService.success(answerMessage(result, t("account.lostPassword.done")), {
      autoClose: true,
      keepAfterRouteChange: true,
    });
    router.push(href("/resetpassword"));
  }

  return (
    <form
      noValidate
      aria-label={t("account.lostPassword.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormField
        label={t("account.fields.email")}
        type="email"
        autoComplete="email"
        maxLength={254}
        registration={form.register("email")}
        error={errors.email}
      />
      <FormError message={formError} />
      <SubmitButton
        busy={isSubmitting}
        label={t("account.lostPassword.submit")}
        busyLabel={t("common.sending")}
      />
      <AccountLinks
        links={[
          { href: href("/register"), label: t("account.links.register") },
          { href: href("/login"), label: t("account.links.login") },
          { href: href("/resetpassword"), label: t("account.links.resetPassword") },
        ]}
      />
    </form>
  );
}

export function ResetPasswordForm() {
  const { t, href } = useT();
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const { send, formError } = useApiForm();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ResetPasswordInput) {
    const result = await send(
      ACCOUNT_ROUTES.resetPassword,
      { body: values },
      {
        errorAlert: true,
        keepAlert: true,
      },
    );
    if (!result) return;
    alertService.success(answerMessage(result, t("account.resetPassword.done")), {
      autoClose: true,
      keepAfterRouteChange: true,
    });
    router.push(href("/login"));
  }

  return (
    <form
      noValidate
      aria-label={t("account.resetPassword.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      <FormField
        label={t("account.resetPassword.token")}
        autoComplete="one-time-code"
        dir="ltr"
        registration={form.register("token")}
        error={errors.token}
      />
      <FormField
        label={t("account.resetPassword.newPassword")}
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <FormError message={formError} />
      <SubmitButton
        busy={isSubmitting}
        label={t("account.resetPassword.submit")}
        busyLabel={t("common.saving")}
      />
      <AccountLinks
        links={[
          { href: href("/register"), label: t("account.links.register") },
          { href: href("/login"), label: t("account.links.login") },
        ]}
      />
    </form>
  );
}
