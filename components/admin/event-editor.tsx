"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { EVENT_ROUTES } from "@/lib/events/api";
import { alertService } from "@/lib/site/alerts";
import { EventPreviews } from "./event-editor-preview";
import {
  copyCheckMark,
  EMPTY_EVENT,
  eventFormSchema,
  formValuesOf,
  LABELS,
  type AdminEventJson,
  type EditorContext,
  type EventFieldText,
  type EventFormValues,
} from "./event-editor-schema";
import { changesBody, createBody, fieldOfIssue } from "./event-editor-bodies";
import { BookingFields } from "./event-editor-booking";
import { ContractFields } from "./event-editor-contract";
import { DateFields } from "./event-editor-dates";
import { EventEditorHeader } from "./event-editor-header";
import { NameFields } from "./event-editor-names";
import { PictureFields } from "./event-editor-picture";
import { problemTitle, SaveBar, type Outcome, type Problem } from "./event-editor-save-bar";
import { useApiSave } from "./use-api-save";

// The organiser's event editor, for a new event (POST) and an existing one (PUT, only what
// changed). Nothing typed is lost on a failed save: the form keeps its values, the API's
// refusals are shown next to the fields they name, and leaving with unsaved changes asks first.
// Its sections are the event-editor-*.tsx files beside it.

const clock = new Intl.DateTimeFormat("en-CA", { timeStyle: "short", timeZone: "America/Toronto" });

const contextOf = (event: AdminEventJson | null): EditorContext => ({
  hasContract: Boolean(event?.contract),
  versions: event?.contractVersions.map((v) => v.contractVersion) ?? [],
});

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

  // A copy's texts to check are marked until each is saved changed (the saved event says which).
  const checks = saved?.copyChecks;
  const text: EventFieldText = (field) => ({
    label: LABELS[field],
    registration: form.register(field),
    error: errors[field],
    ...(checks && (checks.fields as string[]).includes(field)
      ? { mark: copyCheckMark(checks.fromYear) }
      : {}),
  });

  /** An upload is saved at once: it becomes the saved picture, other unsaved changes stay. */
  function pictureUploaded(imageUrl: string) {
    setSavedForm((values) => ({ ...values, eventImage: imageUrl }));
    setSaved((event) => event && { ...event, eventImage: imageUrl });
    form.resetField("eventImage", { defaultValue: imageUrl });
  }

  return (
    <form
      noValidate
      aria-label="Event"
      className="space-y-6"
      onSubmit={submit}
      onKeyDown={saveShortcut}
    >
      {saved && <EventEditorHeader saved={saved} />}
      <p className="text-ink-soft">
        Fields marked <span className="text-crimson">*</span> are required. Arabic fields may be
        left empty: the Arabic page then shows the English.
      </p>

      <NameFields text={text} />
      <DateFields form={form} text={text} />
      <EventPreviews control={form.control} />
      <BookingFields form={form} errors={errors} text={text} />
      <PictureFields
        form={form}
        errors={errors}
        text={text}
        saved={saved}
        savedImage={savedForm.eventImage}
        images={images}
        onUploaded={pictureUploaded}
      />
      <ContractFields control={form.control} text={text} saved={saved} savedForm={savedForm} />

      <SaveBar
        problem={problem}
        outcome={outcome}
        busy={busy}
        creating={creating}
        isDirty={isDirty}
        backHref={backHref}
        onLeave={confirmLeave}
      />
    </form>
  );
}
