"use client";

import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import { lazyModule, lazyZodResolver } from "@/components/forms/zod-resolver";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import type { ContactInput, NewsletterInput } from "@/lib/site/contact";
import { EmailField, fieldsOf, FormField, SubmitButton } from "./forms/form-field";
import { useT } from "./locale-provider";

// The forms' schemas and routes, with zod, load as the visitor starts on a form.
const contact = lazyModule(() => import("@/lib/site/contact"));
const contactResolver = lazyZodResolver(contact, (m) => m.contactSchema);
const newsletterResolver = lazyZodResolver(contact, (m) => m.newsletterSchema);

/**
 * The form's submit handler: sends its values (`send`); thanks the visitor and empties the form
 * when the API took them, else says what went wrong in an alert.
 */
function useSendThenReset<V extends FieldValues>(
  form: UseFormReturn<V>,
  send: (values: V) => ReturnType<typeof call>,
) {
  const { t } = useT();
  return form.handleSubmit(async (values) => {
    try {
      const result = await send(values);
      if (result.status === "OK" || result.status === "CREATED") {
        alertService.success(answerMessage(result, t("contact.thanks")));
        form.reset();
      } else {
        alertService.error(answerMessage(result, t("common.checkTheForm")));
      }
    } catch (error) {
      alertService.error(
        error instanceof NetworkError ? error.message : t("common.somethingWentWrong"),
      );
    }
  });
}

export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const { t } = useT();
  const initial = { name: "", email: "", subject: "", message: "", ...defaults };
  const form = useForm<ContactInput>({
    resolver: contactResolver,
    defaultValues: initial,
  });
  const field = fieldsOf(form);
  const onSubmit = useSendThenReset(form, async (values) =>
    call((await contact.loaded()).CONTACT_ROUTES.contact, { body: values }),
  );
  return (
    <form
      noValidate
      aria-label={t("contact.formLabel")}
      className="space-y-4"
      onSubmit={onSubmit}
      onFocus={contact.warm}
    >
      <FormField label={t("contact.name")} {...field("name")} autoComplete="name" maxLength={100} />
      <EmailField label={t("contact.email")} {...field("email")} />
      <FormField label={t("contact.subject")} {...field("subject")} maxLength={150} />
      <FormField label={t("contact.message")} textarea {...field("message")} maxLength={5000} />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t("contact.send")}
        busyLabel={t("common.sending")}
      />
    </form>
  );
}

export function NewsletterForm() {
  const { t } = useT();
  const form = useForm<NewsletterInput>({
    resolver: newsletterResolver,
    defaultValues: { email: "" },
  });
  const onSubmit = useSendThenReset(form, async (values) =>
    call((await contact.loaded()).CONTACT_ROUTES.newsletter, { body: values }),
  );
  return (
    <form
      noValidate
      aria-label={t("contact.newsletter.formLabel")}
      className="space-y-4"
      onSubmit={onSubmit}
      onFocus={contact.warm}
    >
      <EmailField label={t("contact.newsletter.email")} {...fieldsOf(form)("email")} />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t("contact.newsletter.subscribe")}
        busyLabel={t("contact.newsletter.busy")}
        className="btn-gold"
      />
    </form>
  );
}
