"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/alerts";
import { payloadMessage } from "@/lib/client-api";
import { registerSchema, type RegisterInput } from "@/lib/validation";
import { safeCallback } from "@/lib/vendor-session-client";
import { FormField, lowercaseAsTyped, SubmitButton } from "../form-field";
import { FormError } from "./form-error";
import { useApiForm } from "./use-api-form";

export function RegisterForm() {
  const router = useRouter();
  // Where the visitor was going before Login sent them here: it survives registering.
  const callbackUrl = useSearchParams().get("callbackUrl");
  const loginHref = callbackUrl
    ? `/login?callbackUrl=${encodeURIComponent(safeCallback(callbackUrl))}`
    : "/login";
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
    const result = await send("/api/vendor/v1/register", values);
    if (!result) return;
    alertService.success(payloadMessage(result.payload, "Registration successful"), {
      keepAfterRouteChange: true,
    });
    router.push(loginHref);
  }

  return (
    <form
      noValidate
      aria-label="Register"
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
        label="Legal Name Of Business"
        autoComplete="organization"
        maxLength={50}
        registration={form.register("vendorName")}
        error={errors.vendorName}
      />
      <FormField
        label="Operating Name Of Business"
        maxLength={50}
        registration={form.register("lob")}
        error={errors.lob}
      />
      <FormField
        label="City"
        autoComplete="address-level2"
        registration={form.register("city")}
        error={errors.city}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        registration={form.register("phone")}
        error={errors.phone}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        registration={form.register("email", lowercaseAsTyped)}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton busy={isSubmitting} label="Register" busyLabel="Registering..." />
        <Link href={loginHref} className="btn-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
