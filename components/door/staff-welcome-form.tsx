"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { alertService } from "@/lib/site/alerts";
import { ACCOUNT_ROUTES, resetPasswordSchema, type ResetPasswordInput } from "@/lib/accounts/api";
import { rememberVendor } from "@/lib/accounts/session-client";
import { FormField, SubmitButton } from "../forms/form-field";
import { FormError } from "../account/form-error";
import { useApiForm } from "../account/use-api-form";
import { useT } from "../locale-provider";

/**
 * A new staff member's first password, from the invitation's link: the token travels with the
 * form (never shown), the password is set, the account signed in with it, and the door app opens.
 */
export function StaffWelcomeForm({ token, email }: { token: string; email: string }) {
  const { t, href } = useT();
  const router = useRouter();
  const { send, formError } = useApiForm();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ResetPasswordInput) {
    if (!(await send(ACCOUNT_ROUTES.resetPassword, { body: values }))) return;
    const login = await send(ACCOUNT_ROUTES.login, {
      body: { email, password: values.password },
    });
    if (!login) return;
    rememberVendor(login.payload);
    alertService.success(t("staffWelcome.done"), { keepAfterRouteChange: true });
    router.push(href("/door"));
  }

  return (
    <form
      noValidate
      aria-label={t("staffWelcome.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit(onValid)}
    >
      {/* the account's address, for the browser's password manager */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <FormField
        label={t("staffWelcome.password")}
        required
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <FormError message={formError} />
      <SubmitButton
        busy={isSubmitting}
        label={t("staffWelcome.submit")}
        busyLabel={t("staffWelcome.busy")}
      />
    </form>
  );
}
