"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { LoginInput } from "@/lib/accounts/api";
import {
  EmailField,
  fieldsOf,
  lowercaseAsTyped,
  PasswordField,
  SubmitButton,
} from "../forms/form-field";
import { useAddressQuery } from "../address-query";
import { accountRoute, accounts, loginResolver } from "./account-schemas";
import { useT } from "../locale-provider";
import { callbackFor, landingAfterLogin, localCallback } from "./callback";
import { FormError } from "./form-error";
import { useApiForm, welcomeSignedIn } from "./use-api-form";
import { isTicketCallback, VisitorSignup } from "./visitor-signup";

export function LoginForm() {
  const { t, locale, href } = useT();
  const router = useRouter();
  const callbackUrl = useAddressQuery()?.get("callbackUrl") ?? null;
  const { send, formError, setFormError } = useApiForm();
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: "", password: "" },
  });
  const field = fieldsOf(form);
  const ticketPurchase = callbackUrl !== null && isTicketCallback(callbackUrl);
  // The visitor sign-up: below on this page when a ticket purchase asked for the login, else the
  // login page as the seat map's purchase opens it.
  const ticketAccountHref = ticketPurchase
    ? "#visitor-signup"
    : `${href("/login")}?callbackUrl=${encodeURIComponent("/stage")}#visitor-signup`;

  async function onValid(values: LoginInput) {
    const result = await send(accountRoute("login"), { body: values });
    if (!result) return;
    welcomeSignedIn(result, t("account.login.done"));
    const role = result.payload.role;
    router.push(localCallback(callbackFor(role, callbackUrl), locale, landingAfterLogin(role)));
  }

  return (
    <>
      <form
        noValidate
        aria-label={t("account.login.formLabel")}
        className="space-y-4"
        onSubmit={form.handleSubmit(onValid, () => setFormError(t("validation.loginInvalid")))}
        onFocus={accounts.warm}
      >
        <EmailField
          required
          label={t("account.fields.email")}
          {...field("email", lowercaseAsTyped)}
        />
        <PasswordField
          required
          label={t("account.fields.password")}
          autoComplete="current-password"
          {...field("password")}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3 pt-2">
          <SubmitButton
            busy={form.formState.isSubmitting}
            label={t("account.login.submit")}
            busyLabel={t("account.login.busy")}
          />
          <Link
            href={
              callbackUrl
                ? `${href("/register")}?callbackUrl=${encodeURIComponent(callbackUrl)}`
                : href("/register")
            }
            className="btn-secondary"
          >
            {t("account.links.register")}
          </Link>
          <Link href={ticketAccountHref} className="btn-secondary">
            {t("account.links.ticketAccount")}
          </Link>
          <Link href={href("/lostpassword")} className="btn-secondary">
            {t("account.links.forgotPassword")}
          </Link>
        </div>
      </form>
      {ticketPurchase && <VisitorSignup callbackUrl={callbackUrl} />}
    </>
  );
}
