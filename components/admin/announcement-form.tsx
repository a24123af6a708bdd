"use client";

import { useId, useState, type FormEvent } from "react";
import { ANNOUNCEMENT_ROUTES } from "@/lib/console/announcement-api";
import { Notice, StatusLine } from "./booth-editor-parts";
import { placeRefusal, useOfficeCall } from "./use-office-call";

const AUDIENCES = [
  { value: "ALL", label: "Every vendor who booked" },
  { value: "WITH_BALANCE", label: "Only vendors who still owe a balance" },
] as const;

/**
 * An e-mail to the event's vendors (POST /api/admin/v1/events/{eventId}/announcements): each
 * vendor gets it in the site's frame in their own language, the text as written here.
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
    const outcome = await run(ANNOUNCEMENT_ROUTES.send, {
      params: { eventId },
      body: { subject: subject.trim(), body: body.trim(), audience },
    });
    setBusy(false);
    if (!outcome.ok) return setErrors(placeRefusal(outcome, { subject: "subject", body: "body" }));
    const n = outcome.payload.recipients;
    setDone(`Sent to ${n} vendor${n === 1 ? "" : "s"}.`);
    setSubject("");
    setBody("");
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        E-mail the vendors
      </h2>
      <StatusLine message={done} />
      <form noValidate onSubmit={submit} className="space-y-3" aria-label="E-mail the vendors">
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
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? "Sending…" : "Send e-mail"}
        </button>
      </form>
    </section>
  );
}
