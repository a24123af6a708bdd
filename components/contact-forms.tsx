"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { alertService } from "@/lib/alerts";
import { NetworkError, payloadMessage, postJson } from "@/lib/client-api";
import {
  contactSchema,
  newsletterSchema,
  type ContactInput,
  type NewsletterInput,
} from "@/lib/validation";
import { FormField, SubmitButton } from "./form-field";

async function submit(url: string, values: unknown, onDone: () => void) {
  try {
    const result = await postJson(url, values);
    if (result.status === "OK" || result.status === "CREATED") {
      alertService.success(payloadMessage(result.payload, "Thank you!"));
      onDone();
    } else {
      alertService.error(payloadMessage(result.payload, "Please check the form and try again."));
    }
  } catch (error) {
    alertService.error(
      error instanceof NetworkError ? error.message : "Something went wrong. Please try again.",
    );
  }
}

export function ContactForm({ defaults }: { defaults?: Partial<ContactInput> }) {
  const initial = { name: "", email: "", subject: "", message: "", ...defaults };
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label="Contact form"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        submit("/api/v1/contact", values, () => form.reset()),
      )}
    >
      <FormField
        label="Name"
        registration={form.register("name")}
        error={errors.name}
        autoComplete="name"
        maxLength={100}
      />
      <FormField
        label="Email"
        type="email"
        registration={form.register("email")}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <FormField
        label="Subject"
        registration={form.register("subject")}
        error={errors.subject}
        maxLength={150}
      />
      <FormField
        label="Message"
        textarea
        registration={form.register("message")}
        error={errors.message}
        maxLength={5000}
      />
      <SubmitButton busy={isSubmitting} label="Send Message" busyLabel="Sending..." />
    </form>
  );
}

export function NewsletterForm() {
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label="Newsletter"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        submit("/api/v1/newsletter", values, () => form.reset()),
      )}
    >
      <FormField
        label="Newsletter email"
        type="email"
        registration={form.register("email")}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      <SubmitButton
        busy={isSubmitting}
        label="Subscribe"
        busyLabel="Subscribing..."
        className="btn-gold"
      />
    </form>
  );
}
