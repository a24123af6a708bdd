"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { ANNOUNCEMENT_ROUTES } from "@/lib/console/announcement-api";
import type { RouteAnswer } from "@/lib/http/route-contract";
import { Notice, StatusLine } from "./booth-editor-parts";
import { ConfirmStep } from "./confirm-step";
import { placeRefusal, useOfficeCall } from "./use-office-call";

const AUDIENCES = [
  { value: "ALL", label: "Every vendor who booked" },
  { value: "WITH_BALANCE", label: "Only vendors who still owe a balance" },
] as const;

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
  const run = useOfficeCall();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<(typeof AUDIENCES)[number]["value"]>("ALL");
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const found = {
      subject: subject.trim() ? undefined : "Write a subject.",
      body: body.trim() ? undefined : "Write the message.",
    };
    setErrors(found);
    if (found.subject || found.body) return;
    setBusy(true);
    const outcome = await run(ANNOUNCEMENT_ROUTES.preview, {
      params: { eventId },
      body: { subject: subject.trim(), body: body.trim(), audience },
    });
    setBusy(false);
    if (!outcome.ok) return setErrors(placeRefusal(outcome, { subject: "subject", body: "body" }));
    setPreview(outcome.payload);
  }

  /** Back to the message as written, the preview button focused. */
  function back() {
    flushSync(() => setPreview(null));
    submitButton.current?.focus();
  }

  async function send() {
    setBusy(true);
    const outcome = await run(ANNOUNCEMENT_ROUTES.send, {
      params: { eventId },
      body: { subject: subject.trim(), body: body.trim(), audience },
    });
    setBusy(false);
    if (!outcome.ok) {
      back();
      return setErrors(placeRefusal(outcome, { subject: "subject", body: "body" }));
    }
    setPreview(null);
    setDone(`Sent to ${vendorsWord(outcome.payload.recipients)}.`);
    setSubject("");
    setBody("");
  }

  const counts = preview?.recipients;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        E-mail the vendors
      </h2>
      <StatusLine message={done} />
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3"
        aria-label="E-mail the vendors"
        inert={preview !== null}
      >
        <div>
          <label htmlFor={`${id}-subject`} className="field-label">
            Subject
          </label>
          <input
            id={`${id}-subject`}
            value={subject}
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
            className="field-input"
          />
          {errors.subject && (
            <p id={`${id}-subject-error`} className="mt-1 text-sm font-medium text-crimson">
              {errors.subject}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-body`} className="field-label">
            Message
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            rows={6}
            maxLength={5000}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${id}-body-error` : undefined}
            className="field-input"
          />
          {errors.body && (
            <p id={`${id}-body-error`} className="mt-1 text-sm font-medium text-crimson">
              {errors.body}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="field-label">Send to</legend>
          {AUDIENCES.map((a) => (
            <label key={a.value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-audience`}
                value={a.value}
                checked={audience === a.value}
                onChange={() => setAudience(a.value)}
                className="size-5"
              />
              {a.label}
            </label>
          ))}
        </fieldset>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <button
          ref={submitButton}
          type="submit"
          className="btn-primary"
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? "Preparing the preview…" : "Preview e-mail"}
        </button>
      </form>
      {preview && counts && (
        <ConfirmStep
          title="Check the e-mail before sending"
          confirmLabel={`Send to ${vendorsWord(counts.total)}`}
          busyLabel="Sending…"
          busy={busy}
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
    </section>
  );
}
