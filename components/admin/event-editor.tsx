"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useForm, useWatch, type Control, type FieldErrors } from "react-hook-form";
import { EVENT_ROUTES } from "@/lib/events/api";
import { alertService } from "@/lib/site/alerts";
import type { Envelope } from "@/lib/http/envelope";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import { SubmitButton } from "../forms/form-field";
import {
  CheckboxField,
  FieldGroup,
  FieldMessage,
  SelectField,
  TextField,
} from "../forms/console-fields";
import { EventPreviews } from "./event-editor-preview";
import {
  EMPTY_EVENT,
  EVENT_STATUSES,
  eventFormSchema,
  formValuesOf,
  LABELS,
  type AdminEventJson,
  type EditorContext,
  type EventField,
  type EventFormValues,
} from "./event-editor-schema";
import { changesBody, createBody, fieldOfIssue } from "./event-editor-bodies";
import { eventPictureUpload, ImageUpload } from "./event-editor-upload";
import { StatusBadge } from "./format";
import { useApiSave } from "./use-api-save";

// The organiser's event editor, for a new event (POST) and an existing one (PUT, only what
// changed). Nothing typed is lost on a failed save: the form keeps its values, the API's
// refusals are shown next to the fields they name, and leaving with unsaved changes asks first.

type Warning = AdminEventJson["warnings"][number];
type Outcome =
  { kind: "saved"; at: string; notes: string[]; warnings: Warning[] } | { kind: "unchanged" };
type Problem = { title: string; details: string[]; loggedOut?: boolean };

const clock = new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone: "America/Toronto" });

const contextOf = (event: AdminEventJson | null): EditorContext => ({
  hasContract: Boolean(event?.contract),
  versions: event?.contractVersions.map((v) => v.contractVersion) ?? [],
});

/** "2031-07-04T10:00" as a date whose UTC fields are that wall-clock time. */
function wallClock(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
}

/**
 * The date line as the public pages write it, from the start and end: "July 4 – 6, 2031" over
 * several days, "Saturday, July 5, 2031 · 7:30 – 10:30 p.m." within one day.
 */
export function dateLine(start: string, end: string, locale: Locale): string | null {
  const from = wallClock(start);
  if (!from) return null;
  const until = wallClock(end) ?? from;
  const to = until.getTime() < from.getTime() ? from : until;
  const intl = INTL_LOCALE[locale];
  if (start.slice(0, 10) !== (end || start).slice(0, 10))
    return new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" }).formatRange(
      from,
      to,
    );
  const day = new Intl.DateTimeFormat(intl, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(from);
  const time = new Intl.DateTimeFormat(intl, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const times = to.getTime() > from.getTime() ? time.formatRange(from, to) : time.format(from);
  return `${day} · ${times}`;
}

/** The words for a refused save, by the answer's status. */
function problemTitle(status: Envelope["status"], fieldsMarked: boolean): string {
  switch (status) {
    case "UNAUTHORIZED":
      return "Not saved: you have been logged out.";
    case "FORBIDDEN":
      return "Not saved: only organiser accounts may change events.";
    case "NOT_FOUND":
      return "Not saved: this event no longer exists.";
    case "TOO_MANY_REQUESTS":
      return "Not saved: too many requests just now. Wait a moment, then save again.";
    case "INTERNAL_SERVER_ERROR":
    case "SERVICE_UNAVAILABLE":
      return "Not saved: the server could not save the event just now. Save again in a moment.";
    default:
      return fieldsMarked ? "Not saved: check the fields marked in red." : "Not saved.";
  }
}

/** A hint beside 'Booking open' that follows the status and the contract as they are typed. */
function BookingHint({ control }: { control: Control<EventFormValues> }) {
  const [status, bookingOpen, contractText] = useWatch({
    control,
    name: ["eventStatus", "bookingOpen", "contractText"],
  });
  return (
    <>
      <span className="block">
        Vendors can book and pay for booths while the event is Active and this is ticked.
      </span>
      {bookingOpen && status !== "ACTIVE" && (
        <span className="mt-1 block font-medium text-amber-900">
          The event is not Active, so booking stays closed until it is.
        </span>
      )}
      {bookingOpen && status === "ACTIVE" && !contractText.trim() && (
        <span className="mt-1 block font-medium text-amber-900">
          There is no vendor contract yet: vendors cannot pay for booths until you add one under
          Vendor contract.
        </span>
      )}
    </>
  );
}

const CONTRACT_FIELDS = [
  "contractTitle",
  "contractTitleAr",
  "contractText",
  "contractSummaryAr",
  "contractVersion",
] as const;

/** Says, as the contract is edited, that saving publishes a new version. */
function ContractNote({
  control,
  saved,
  hasContract,
}: {
  control: Control<EventFormValues>;
  saved: EventFormValues;
  hasContract: boolean;
}) {
  const values = useWatch({ control, name: CONTRACT_FIELDS });
  const changed = CONTRACT_FIELDS.some(
    (field, i) => (values[i] ?? "").trim() !== saved[field].trim(),
  );
  if (!changed) return null;
  const text = hasContract
    ? "You have changed the contract: saving publishes it as a new version. Vendors who already booked keep the version they agreed to."
    : values[2]?.trim()
      ? "Saving publishes this as the event's first vendor contract."
      : null;
  if (!text) return null;
  return (
    <p className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 font-medium text-amber-950">
      {text}
    </p>
  );
}

/** The image select's choices: the files there, and the saved picture (an upload, or a file gone). */
function imageChoices(images: readonly string[], current: string): string[] {
  return current && !images.includes(current) ? [current, ...images] : [...images];
}

const uploaded = (image: string) => image.startsWith("/media/");

function imageLabel(image: string, images: readonly string[]): string {
  if (uploaded(image)) return "The uploaded picture";
  return images.includes(image) ? image : `${image} (file not found)`;
}

export function EventEditor({
  event,
  images,
  defaultImage,
}: {
  /** The saved event; null for a new one. */
  event: AdminEventJson | null;
  /** The file names under public/images/events. */
  images: readonly string[];
  /** The picture a new event starts with. */
  defaultImage: string;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState(event);
  // The values the form was loaded with or last saved: an edit sends what differs from them.
  const [savedForm, setSavedForm] = useState<EventFormValues>(() =>
    event
      ? formValuesOf(event)
      : {
          ...EMPTY_EVENT,
          eventImage: images.includes(defaultImage) ? defaultImage : (images[0] ?? ""),
        },
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaving, setLeaving] = useState(false);

  // The checks depend on the saved event (its contract and its versions).
  const schema = useMemo(() => eventFormSchema(contextOf(saved)), [saved]);
  const form = useForm<EventFormValues>({
    defaultValues: savedForm,
    resolver: zodResolver(schema),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const save = useApiSave(form, fieldOfIssue, "The event was not saved.");
  const busy = isSubmitting || leaving;

  // Leaving the page (reload, closing the tab, another address) with unsaved changes asks first.
  useEffect(() => {
    if (!isDirty || leaving) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty, leaving]);

  const creating = saved === null;
  const backHref = saved ? `/admin/events/${saved.eventId}` : "/admin/events";

  function confirmLeave(e: MouseEvent) {
    if (isDirty && !window.confirm("Leave without saving? Your changes will be lost.")) {
      e.preventDefault();
    }
  }

  async function onValid(values: EventFormValues) {
    setProblem(null);
    setOutcome(null);
    const changes = saved ? changesBody(values, savedForm) : null;
    if (changes && Object.keys(changes).length === 0) {
      setOutcome({ kind: "unchanged" });
      return;
    }
    const result =
      saved && changes
        ? await save(EVENT_ROUTES.update, { params: { eventId: saved.eventId }, body: changes })
        : await save(EVENT_ROUTES.create, { body: createBody(values) });
    if (result.kind === "unreachable") {
      setProblem({
        title: "Not saved: the server could not be reached. Check the connection, then save again.",
        details: [],
      });
      return;
    }
    if (result.kind === "refused") {
      const loggedOut = result.status === "UNAUTHORIZED";
      setProblem({
        title: problemTitle(result.status, result.marked > 0),
        details: loggedOut || result.status === "FORBIDDEN" ? [] : result.unplaced,
        loggedOut,
      });
      return;
    }
    const answer = result.payload;
    if (!saved) {
      setLeaving(true);
      alertService.success(
        `Event created: ${answer.eventName} (${answer.eventStatus === "DRAFT" ? "a draft, only organisers see it" : answer.eventStatus}).`,
        { keepAfterRouteChange: true },
      );
      router.push(`/admin/events/${answer.eventId}`);
      return;
    }
    const notes: string[] = [];
    if (answer.contractVersion && answer.contractVersion !== saved.contractVersion)
      notes.push(
        `Contract version ${answer.contractVersion} published: vendors who book from now on agree to it.`,
      );
    const next = formValuesOf(answer);
    setSaved(answer);
    setSavedForm(next);
    form.reset(next);
    setOutcome({ kind: "saved", at: clock.format(new Date()), notes, warnings: answer.warnings });
  }

  function onInvalid(invalid: FieldErrors<EventFormValues>) {
    setOutcome(null);
    const count = Object.keys(invalid).length;
    setProblem({
      title:
        count === 1
          ? "Not saved: one field needs attention (marked in red)."
          : `Not saved: ${count} fields need attention (marked in red).`,
      details: [],
    });
  }

  const submit = form.handleSubmit(onValid, onInvalid);

  /** Ctrl+S (⌘S) saves, as in an office program. */
  function saveShortcut(e: KeyboardEvent<HTMLFormElement>) {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      if (!busy) void submit();
    }
  }

  function fillDateLines() {
    const [start, end] = form.getValues(["eventDate", "eventEndDate"]);
    const en = dateLine(start, end, "en");
    const ar = dateLine(start, end, "ar");
    if (!en || !ar) {
      form.setError(
        "eventDate",
        { type: "manual", message: "Choose when the event starts first." },
        { shouldFocus: true },
      );
      return;
    }
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("eventDateText", en, options);
    form.setValue("eventDateTextAr", ar, options);
  }

  const text = (field: EventField) => ({
    label: LABELS[field],
    registration: form.register(field),
    error: errors[field],
  });

  const choices = imageChoices(images, savedForm.eventImage);

  /** An upload is saved at once: it becomes the saved picture, other unsaved changes stay. */
  function pictureUploaded(imageUrl: string) {
    setSavedForm((values) => ({ ...values, eventImage: imageUrl }));
    setSaved((event) => event && { ...event, eventImage: imageUrl });
    form.resetField("eventImage", { defaultValue: imageUrl });
  }
  const contract = saved?.contract ?? null;

  return (
    <form
      noValidate
      aria-label="Event"
      className="space-y-6"
      onSubmit={submit}
      onKeyDown={saveShortcut}
    >
      {saved && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-display text-xl font-bold">{saved.eventName}</p>
          <StatusBadge status={saved.eventStatus} />
          <Link
            href={`/admin/events/${saved.eventId}`}
            prefetch={false}
            className="font-semibold text-teal underline"
          >
            Event dashboard
          </Link>
          {saved.eventStatus !== "DRAFT" && (
            <>
              <Link
                href={`/exhibitions/${saved.eventGuid}`}
                prefetch={false}
                className="font-semibold text-teal underline"
              >
                Public page
              </Link>
              <a
                href={`/ar/exhibitions/${saved.eventGuid}`}
                className="font-semibold text-teal underline"
              >
                Arabic public page
              </a>
            </>
          )}
        </div>
      )}
      {saved && saved.warnings.length > 0 && (
        <div className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <h2 className="font-bold">Needs attention</h2>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {saved.warnings.map((w) => (
              <li key={w.code} data-warning={w.code}>
                {w.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-ink-soft">
        Fields marked <span className="text-crimson">*</span> are required. Arabic fields may be
        left empty: the Arabic page then shows the English.
      </p>

      <FieldGroup
        legend="Name, place and description"
        intro="English on the left, Arabic on the right (on a phone, the Arabic follows each English field)."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...text("eventName")} required />
          <TextField {...text("eventNameAr")} arabic />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...text("eventLocation")} required hint="The venue's name." />
          <TextField {...text("eventLocationAr")} arabic hint="The venue's name in Arabic." />
        </div>
        <TextField
          {...text("eventAddress")}
          required
          hint="As written on the venue; both pages show it in English."
          autoComplete="off"
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...text("eventDescription")} required textarea rows={4} />
          <TextField {...text("eventDescriptionAr")} arabic textarea rows={4} />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...text("eventDetails")}
            required
            textarea
            rows={3}
            hint="The small print under the description: hours, parking, what to bring."
          />
          <TextField
            {...text("eventDetailsAr")}
            arabic
            textarea
            rows={3}
            hint="The same in Arabic."
          />
        </div>
      </FieldGroup>

      <FieldGroup
        legend="Dates"
        intro="Toronto time. The date line is the text the public page shows under the name."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text("eventDate")} required type="datetime-local" />
          <TextField
            {...text("eventEndDate")}
            type="datetime-local"
            hint="Leave empty for an event that ends when it starts."
          />
        </div>
        <div>
          <button type="button" className="btn-secondary" onClick={fillDateLines}>
            Write the date lines from these dates
          </button>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...text("eventDateText")} required hint="For example: July 4 – 6, 2031" />
          <TextField {...text("eventDateTextAr")} arabic hint="For example: 4 – 6 يوليو 2031" />
        </div>
      </FieldGroup>

      <EventPreviews control={form.control} />

      <FieldGroup legend="Publishing and booking">
        <fieldset aria-describedby={errors.eventStatus ? "event-status-error" : undefined}>
          <legend className="field-label">Status</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {EVENT_STATUSES.map((s) => (
              // The whole card picks the status (the label covers it); the radio's name is the
              // status alone, its explanation is its description.
              <div
                key={s.value}
                className="relative flex min-h-11 items-start gap-3 rounded-lg border border-ink/15 p-3 has-checked:border-teal has-checked:bg-teal/5 has-focus-visible:outline-2 has-focus-visible:outline-gold-dark"
              >
                <input
                  id={`event-status-${s.value}`}
                  type="radio"
                  value={s.value}
                  className="relative z-10 mt-0.5 size-6 shrink-0 accent-teal"
                  aria-describedby={`event-status-${s.value}-hint`}
                  {...form.register("eventStatus")}
                />
                <div>
                  <label
                    htmlFor={`event-status-${s.value}`}
                    className="block cursor-pointer font-semibold after:absolute after:inset-0 after:content-['']"
                  >
                    {s.label}
                  </label>
                  <p id={`event-status-${s.value}-hint`} className="text-sm text-ink-soft">
                    {s.hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <FieldMessage id="event-status-error" error={errors.eventStatus} />
        </fieldset>
        <CheckboxField
          label={LABELS.bookingOpen}
          registration={form.register("bookingOpen")}
          hint={<BookingHint control={form.control} />}
          error={errors.bookingOpen}
        />
        <TextField
          {...text("balanceDueDate")}
          type="date"
          hint="The day deposit balances are due. Leave empty for none."
          className="max-w-xs"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...text("boothSalesEnd")}
            type="datetime-local"
            hint="Toronto time. After it the event's booths are no longer sold; balances stay payable. Leave empty for no sales end (a new event's sales end when it starts)."
          />
          <TextField
            {...text("ticketSalesEnd")}
            type="datetime-local"
            hint="Toronto time. After it the event's seats are no longer sold. Leave empty for no sales end (a new event's sales end when it starts)."
          />
        </div>
        <CheckboxField
          label={LABELS.hasSeating}
          registration={form.register("hasSeating")}
          hint="A show with seats on a stage plan, sold as tickets, instead of booths."
          error={errors.hasSeating}
        />
        <TextField
          {...text("eventPrice")}
          inputMode="decimal"
          hint="In dollars, for example 25 or 25.50; 0 if none."
          className="max-w-xs"
        />
      </FieldGroup>

      <FieldGroup legend="Picture">
        {choices.length > 0 ? (
          <SelectField
            label={LABELS.eventImage}
            registration={form.register("eventImage")}
            error={errors.eventImage}
            hint={
              saved
                ? "One of the site's pictures (public/images/events), or upload your own below. The preview above shows it."
                : "One of the site's pictures (public/images/events). After creating the event you can upload your own here."
            }
          >
            {choices.map((image) => (
              <option key={image} value={image}>
                {imageLabel(image, images)}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            {...text("eventImage")}
            dir="ltr"
            hint="The name of a file in public/images/events, for example summer-festival-2025.svg."
          />
        )}
        {saved && (
          <ImageUpload kind={eventPictureUpload(saved.eventId)} onUploaded={pictureUploaded} />
        )}
      </FieldGroup>

      <FieldGroup
        legend="Vendor contract"
        intro={
          <>
            <p>
              What vendors agree to when they book a booth. A contract is never changed in place:
              saving edited contract text (or title, or Arabic summary) publishes a{" "}
              <strong>new version</strong>, and vendors who already booked keep the version they
              agreed to.
            </p>
            <p className="mt-2" data-testid="contract-version">
              {contract ? (
                <>
                  Current version: <strong>{contract.contractVersion}</strong>
                  {saved && saved.contractVersions.length > 1
                    ? ` (${saved.contractVersions.length} versions so far).`
                    : "."}
                </>
              ) : (
                "No contract yet: vendors cannot pay for this event's booths until it has one."
              )}
            </p>
          </>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...text("contractTitle")}
            hint="Left empty: the event's name followed by “Vendor Contract”."
          />
          <TextField {...text("contractTitleAr")} arabic />
        </div>
        <TextField
          {...text("contractText")}
          textarea
          rows={12}
          hint="Blank lines separate paragraphs; a short line starting with a number (“1. Payment”) is a section heading."
        />
        <TextField
          {...text("contractSummaryAr")}
          arabic
          textarea
          rows={6}
          hint="Shown to vendors on the Arabic pages above the English contract, which is the one that applies."
        />
        <TextField
          {...text("contractVersion")}
          dir="ltr"
          autoComplete="off"
          hint="Optional, only used when the contract changes. Left empty, the new version is numbered automatically (v1, v2, …)."
          className="max-w-sm"
        />
        <ContractNote control={form.control} saved={savedForm} hasContract={contract !== null} />
      </FieldGroup>

      <div className="sticky bottom-0 z-20 -mx-4 border-t border-ink/10 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6">
        <div role="alert">
          {problem && (
            <div className="mb-3 max-h-48 overflow-y-auto rounded-lg border border-crimson/40 bg-red-50 px-4 py-3 text-crimson-dark">
              <p className="font-semibold">{problem.title}</p>
              {problem.details.length > 0 && (
                <ul className="mt-1 list-disc ps-5">
                  {problem.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
              {problem.loggedOut && (
                <p className="mt-1">
                  <a
                    href="/login?callbackUrl=%2Fadmin%2Fevents"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold underline"
                  >
                    Log in again in a new tab
                  </a>
                  , then come back here and save again.
                </p>
              )}
              <p className="mt-1">Your changes are still in the form.</p>
            </div>
          )}
        </div>
        <div role="status">
          {outcome?.kind === "unchanged" && (
            <p className="mb-3 text-ink-soft">Nothing to save: no changes since the last save.</p>
          )}
          {outcome?.kind === "saved" && (
            <div className="mb-3 max-h-48 space-y-1 overflow-y-auto">
              <p className="font-semibold text-green-800">Saved at {outcome.at}.</p>
              {outcome.notes.map((n) => (
                <p key={n}>{n}</p>
              ))}
              {outcome.warnings.map((w) => (
                <p key={w.code} className="font-medium text-amber-900" data-warning={w.code}>
                  Needs attention: {w.message}
                </p>
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            busy={busy}
            label={creating ? "Create event" : "Save changes"}
            busyLabel="Saving…"
          />
          <Link href={backHref} prefetch={false} onClick={confirmLeave} className="btn-secondary">
            {creating ? "Cancel" : "Back to the dashboard"}
          </Link>
          <span className="text-sm text-ink-muted">
            {isDirty ? "Unsaved changes" : creating ? "" : "All changes saved"}
            <span className="max-sm:hidden">{isDirty ? " · Ctrl+S saves" : ""}</span>
          </span>
        </div>
      </div>
    </form>
  );
}
