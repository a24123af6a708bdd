"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { VisitorRegisterInput } from "@/lib/accounts/api";
import {
  EmailField,
  fieldsOf,
  FormField,
  lowercaseAsTyped,
  PasswordField,
} from "../forms/form-field";
import { useT } from "../locale-provider";
import { callbackPath, localCallback } from "./callback";
import { FormEnd } from "./account-fields";
import { accountRoute, accounts, visitorResolver } from "./account-schemas";
import { useApiForm, welcomeSignedIn } from "./use-api-form";

/**
 * Where a ticket purchase asks for a login: the seat map, the tickets checkout, the seat popup
 * (in either language: "/ar/stage" too), and the page that accepts a ticket passed on.
 */
const TICKET_PATHS = ["/stage", "/checkout", "/movie-popup"];
const TRANSFER_PATH = /^\/tickets\/transfer\/[^/]+$/;
/** A seated show's own page (/stage/{guid}). */
const SHOW_PATH = /^\/stage\/[^/]+$/;

export function isTicketCallback(callbackUrl: string | null): boolean {
  const path = callbackPath(callbackUrl);
  return TICKET_PATHS.includes(path) || TRANSFER_PATH.test(path) || SHOW_PATH.test(path);
}

/**
 * A short sign-up for concert-goers, offered on the login page when a ticket purchase asked for
 * it: name, e-mail and password, then straight back to the seats, signed in.
 */
export function VisitorSignup({ callbackUrl }: { callbackUrl: string }) {
  const { t, locale } = useT();
  const router = useRouter();
  const { send, formError } = useApiForm();
  const form = useForm<VisitorRegisterInput>({
    resolver: visitorResolver,
    defaultValues: { name: "", email: "", password: "" },
  });
  const field = fieldsOf(form);

  async function onValid(values: VisitorRegisterInput) {
    const result = await send(accountRoute("registerVisitor"), { body: values });
    if (!result) return;
    welcomeSignedIn(result, t("account.visitor.done"));
    router.push(localCallback(callbackUrl, locale, "/stage"));
  }

  return (
    <section aria-labelledby="visitor-signup" className="mt-10 border-t border-ink/10 pt-8">
      <h2 id="visitor-signup" className="text-xl font-bold">
        {t("account.visitor.heading")}
      </h2>
      <p className="mt-1 text-ink-soft">{t("account.visitor.intro")}</p>
      <form
        noValidate
        aria-label={t("account.visitor.formLabel")}
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit(onValid)}
        onFocus={accounts.warm}
      >
        <FormField
          label={t("account.visitor.name")}
          autoComplete="name"
          required
          {...field("name")}
        />
        <EmailField
          required
          label={t("account.visitor.email")}
          {...field("email", lowercaseAsTyped)}
        />
        <PasswordField
          required
          label={t("account.visitor.password")}
          autoComplete="new-password"
          {...field("password")}
        />
        <FormEnd
          formError={formError}
          busy={form.formState.isSubmitting}
          label={t("account.visitor.submit")}
          busyLabel={t("account.visitor.busy")}
        />
      </form>
    </section>
  );
}
