"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import type { Translator } from "@/lib/i18n/messages";
import {
  CONTACT_ROUTES,
  contactSchema,
  newsletterSchema,
  type ContactInput,
  type NewsletterInput,
} from "@/lib/site/api";
import { FormField, SubmitButton } from "./forms/form-field";
import { useT } from "./locale-provider";

async function submit(t: Translator, send: () => ReturnType<typeof call>, onDone: () => void) {
  try {
    const result = await send();
    if (result.status === "OK" || result.status === "CREATED") {
      alertService.success(answerMessage(result, t("contact.thanks")));
      onDone();
    } else {
      alertService.error(answerMessage(result, t("common.checkTheForm")));
    }
  } catch (error) {
    alertService.error(
      error instanceof NetworkError ? error.message : t("common.somethingWentWrong"),
    );
  }
}

export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const { t } = useT();
  const initial = { name: "", email: "", subject: "", message: "", ...defaults };
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={t("contact.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        submit(
          t,
          () => call(CONTACT_ROUTES.contact, { body: values }),
          () => form.reset(),
        ),
      )}
    >
      <FormField
        label={t("contact.name")}
        registration={form.register("name")}
        error={errors.name}
        autoComplete="name"
        maxLength={100}
      />
      <FormField
        label={t("contact.email")}
        type="email"
        registration={form.register("email")}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <FormField
        label={t("contact.subject")}
        registration={form.register("subject")}
        error={errors.subject}
        maxLength={150}
      />
      <FormField
        label={t("contact.message")}
        textarea
        registration={form.register("message")}
        error={errors.message}
        maxLength={5000}
      />
      <SubmitButton busy={isSubmitting} label={t("contact.send")} busyLabel={t("common.sending")} />
    </form>
  );
}

export function NewsletterForm() {
  const { t } = useT();
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={t("contact.newsletter.formLabel")}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        submit(
          t,
          () => call(CONTACT_ROUTES.newsletter, { body: values }),
          () => form.reset(),
        ),
      )}
    >
      <FormField
        label={t("contact.newsletter.email")}
        type="email"
        registration={form.register("email")}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t("contact.newsletter.subscribe")}
        busyLabel={t("contact.newsletter.busy")}
        className="btn-gold"
      />
    </form>
  );
}
