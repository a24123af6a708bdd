"use client";

import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ANNOUNCEMENT_ROUTES } from "@/lib/console/api/announcements";
import type { RouteAnswer } from "@/lib/http/route-contract";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { StatusLine, useAdminApi } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";
import { NamedForm } from "../forms/named-form";
import { FormCard } from "./form-card";

const AUDIENCES = [
  { value: "ALL", label: "Every vendor who booked" },
  { value: "WITH_BALANCE", label: "Only vendors who still owe a balance" },
] as const;

const announcementSchema = z.object({
  subject: z.string().refine((text) => text.trim() !== "", { error: "Write a subject." }),
  body: z.string().refine((text) => text.trim() !== "", { error: "Write the message." }),
  audience: z.enum(["ALL", "WITH_BALANCE"]),
});

type AnnouncementValues = z.infer<typeof announcementSchema>;

const LANGUAGES = { en: "English", ar: "Arabic" } as const;

const vendorsWord = (n: number) => `${n} vendor${n === 1 ? "" : "s"}`;

type Preview = RouteAnswer<typeof ANNOUNCEMENT_ROUTES.preview>;

/**
 * An e-mail to the event's vendors (POST /api/admin/v1/events/{eventId}/announcements): each
 * vendor gets it in the site's frame in their own language, the text as written here. Before it
 * goes, the organiser sees how many vendors will get it in each language and the e-mail as each
 * language's readers will get it (the preview route sends nothing), and confirms.
 */
export function AnnouncementForm({ eventId }: { eventId: number }) {
  const id = useId();
  const { call: run } = useAdminApi();
  const form = useForm<AnnouncementValues>({
    resolver: zodResolver(announcementSchema),
    defaultValues: { subject: "", body: "", audience: "ALL" },
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const request = () => {
    const { subject, body, audience } = form.getValues();
    return { params: { eventId }, body: { subject: subject.trim(), body: body.trim(), audience } };
  };

  async function onValid() {
    const outcome = await run(ANNOUNCEMENT_ROUTES.preview, request());
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { subject: "subject", body: "body" });
      return;
    }
    setPreview(outcome.payload);
  }

  /** Back to the message as written, the preview button focused. */
  function back() {
    flushSync(() => setPreview(null));
    submitButton.current?.focus();
  }

  async function send() {
    setSending(true);
    const outcome = await run(ANNOUNCEMENT_ROUTES.send, request());
    setSending(false);
    if (!outcome.ok) {
      back();
      putIssuesOnFields(form, outcome, { subject: "subject", body: "body" });
      return;
    }
    setPreview(null);
    setDone(`Sent to ${vendorsWord(outcome.payload.recipients)}.`);
    form.reset({ ...form.getValues(), subject: "", body: "" });
  }

  const counts = preview?.recipients;

  return (
    <FormCard id={id} title="E-mail the vendors">
      <StatusLine message={done} />
      <NamedForm
        label="E-mail the vendors"
        onSubmit={(e) => {
          setDone(null);
          return form.handleSubmit(onValid)(e);
        }}
        inert={preview !== null}
      >
        <TextField
          label="Subject"
          maxLength={200}
          registration={form.register("subject")}
          error={errors.subject}
        />
        <TextField
          label="Message"
          textarea
          rows={6}
          maxLength={5000}
          registration={form.register("body")}
          error={errors.body}
        />
        <fieldset>
          <legend className="field-label">Send to</legend>
          {AUDIENCES.map((a) => (
            <label key={a.value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={a.value}
                {...form.register("audience")}
                className="size-5"
              />
              {a.label}
            </label>
          ))}
        </fieldset>
        <FormProblem errors={errors} />
        <SubmitButton
          ref={submitButton}
          busy={isSubmitting}
          label="Preview e-mail"
          busyLabel="Preparing the preview…"
        />
      </NamedForm>
      {preview && counts && (
        <ConfirmStep
          title="Check the e-mail before sending"
          confirmLabel={`Send to ${vendorsWord(counts.total)}`}
          busyLabel="Sending…"
          busy={sending}
          onConfirm={send}
          onBack={back}
        >
          <p data-testid="announcement-count">
            {vendorsWord(counts.total)} will get it: {counts.en} in English, {counts.ar} in Arabic.
          </p>
          {preview.preview.map((p) => (
            <article
              key={p.locale}
              aria-labelledby={`${id}-preview-${p.locale}`}
              className="border-line space-y-2 rounded-md border p-3"
            >
              <h4 id={`${id}-preview-${p.locale}`} className="font-bold">
                In {LANGUAGES[p.locale]}
              </h4>
              <div lang={p.locale} dir={p.locale === "ar" ? "rtl" : "ltr"} className="space-y-2">
                <p>
                  <span className="font-semibold" lang="en" dir="ltr">
                    Subject:
                  </span>{" "}
                  <bdi>{p.subject}</bdi>
                </p>
                <p className="text-sm whitespace-pre-wrap" dir="auto">
                  {p.text}
                </p>
              </div>
            </article>
          ))}
        </ConfirmStep>
      )}
    </FormCard>
  );
}
