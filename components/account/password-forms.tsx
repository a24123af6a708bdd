"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage } from "@/lib/http/client";
import type { LostPasswordInput, ResetPasswordInput } from "@/lib/accounts/api";
import type { ApiRoute, RouteInput } from "@/lib/http/route-contract";
import { EmailField, fieldsOf, FormField, PasswordField } from "../forms/form-field";
import { useAddressQuery } from "../address-query";
import { useT } from "../locale-provider";
import { FormEnd } from "./account-fields";
import {
  accountRoute,
  accounts,
  lostPasswordResolver,
  resetPasswordResolver,
} from "./account-schemas";
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

/**
 * Sends a password form: a refusal is shown under the form (an UNAUTHORIZED one also as an alert
 * that stays for the next page); success is announced on the page it then goes to, `next`.
 */
function usePasswordRequest() {
  const router = useRouter();
  const { send, formError } = useApiForm();

  async function sendThenGo<R extends ApiRoute>(
    route: Promise<R>,
    input: RouteInput<R>,
    done: string,
    next: string,
  ) {
    const result = await send(route, input, { errorAlert: true, keepAlert: true });
    if (!result) return;
    alertService.success(answerMessage(result, done), {
      autoClose: true,
      keepAfterRouteChange: true,
    });
    router.push(next);
  }

  return { sendThenGo, formError };
}

export function LostPasswordForm() {
  const { t, href } = useT();
  const { sendThenGo, formError } = usePasswordRequest();
  const form = useForm<LostPasswordInput>({
    resolver: lostPasswordResolver,
    defaultValues: { email: "" },
  });
  const field = fieldsOf(form);

  async function onValid(values: LostPasswordInput) {
    await sendThenGo(
      accountRoute("lostPassword"),
      { body: values },
      t("account.lostPassword.done"),
      href("/resetpassword"),
    );
  }

  return (
    <form
      noValidate
      aria-label={t("account.lostPassword.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
      onFocus={accounts.warm}
    >
      <EmailField label={t("account.fields.email")} {...field("email")} />
      <FormEnd
        formError={formError}
        busy={form.formState.isSubmitting}
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
  // The e-mail's link carries the token; the server's HTML has the field empty.
  const token = useAddressQuery()?.get("token") ?? "";
  const { sendThenGo, formError } = usePasswordRequest();
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver,
    defaultValues: { token, password: "" },
  });
  const field = fieldsOf(form);
  useEffect(() => {
    if (token && !form.getValues("token")) form.setValue("token", token);
  }, [token, form]);

  async function onValid(values: ResetPasswordInput) {
    await sendThenGo(
      accountRoute("resetPassword"),
      { body: values },
      t("account.resetPassword.done"),
      href("/login"),
    );
  }

  return (
    <form
      noValidate
      aria-label={t("account.resetPassword.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
      onFocus={accounts.warm}
    >
      <FormField
        label={t("account.resetPassword.token")}
        autoComplete="one-time-code"
        dir="ltr"
        {...field("token")}
      />
      <PasswordField
        label={t("account.resetPassword.newPassword")}
        autoComplete="new-password"
        {...field("password")}
      />
      <FormEnd
        formError={formError}
        busy={form.formState.isSubmitting}
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
