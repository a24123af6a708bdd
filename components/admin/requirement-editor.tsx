"use client";

import { useState } from "react";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { useAdminApi } from "./booth-editor-parts";
import {
  CatalogueEditor,
  EditingEntry,
  EntryButtons,
  EntryCard,
  useEntryChange,
} from "./catalogue-parts";
import { dayWords } from "./compliance-status";
import { ConfirmStep } from "./confirm-step";
import {
  AUDIENCE_WORDS,
  CONSEQUENCE_WORDS,
  KIND_WORDS,
  RequirementForm,
  type RequirementView,
} from "./requirement-form";

// An event's requirements in the console: each with what it asks and of whom, edited in place,
// closed (it then asks nothing of anyone; what was sent stays) or opened again, and deleted while
// nobody has answered it; then the form that adds one.

function Requirement({
  eventId,
  requirement,
  onMessage,
}: {
  eventId: number;
  requirement: RequirementView;
  onMessage: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { busy, error, change } = useEntryChange();
  const r = requirement;

  const setClosed = (closed: boolean) =>
    change(
      () =>
        call(REQUIREMENT_ROUTES.update, {
          params: { requirementId: r.requirementId },
          body: { closed },
        }),
      () =>
        onMessage(
          closed
            ? `“${r.title}” closed: it no longer applies to anyone.`
            : `“${r.title}” open again.`,
        ),
    );

  async function remove() {
    await change(
      () => call(REQUIREMENT_ROUTES.remove, { params: { requirementId: r.requirementId } }),
      () => onMessage(`“${r.title}” deleted.`),
    );
    setDeleting(false);
  }

  if (editing)
    return (
      <EditingEntry>
        <RequirementForm
          eventId={eventId}
          requirement={r}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
          onCancel={() => setEditing(false)}
        />
      </EditingEntry>
    );

  return (
    <EntryCard
      testId="requirement"
      name={r.title}
      note={r.closed ? "(closed)" : null}
      nameAr={r.titleAr}
      details={[
        { term: "Applies to:", value: AUDIENCE_WORDS[r.appliesTo] },
        {
          term: "Satisfied by:",
          value: (
            <>
              {KIND_WORDS[r.kind]}
              {r.needsExpiry && ", with an expiry date covering the event"}
            </>
          ),
        },
        { term: "Due:", value: dayWords(r.dueDate) },
        { term: "When missed:", value: CONSEQUENCE_WORDS[r.consequence] },
        {
          term: "Sent by vendors:",
          value:
            r.submissions === 0
              ? "nothing yet"
              : r.submissions === 1
                ? "1 document"
                : `${r.submissions} documents`,
        },
      ]}
      after={
        <>
          {deleting ? (
            <ConfirmStep
              title={`Delete “${r.title}”?`}
              confirmLabel="Delete it"
              busyLabel="Deleting…"
              busy={busy}
              danger
              onConfirm={remove}
              onBack={() => setDeleting(false)}
            >
              <p>Nobody has answered it yet; it goes from every vendor&apos;s checklist.</p>
            </ConfirmStep>
          ) : (
            <EntryButtons
              name={r.title}
              busy={busy}
              onEdit={() => setEditing(true)}
              switchLabel={r.closed ? "Open again" : "Close"}
              onSwitch={() => setClosed(!r.closed)}
            >
              {r.submissions === 0 && (
                <button
                  type="button"
                  className="btn-secondary text-crimson-dark"
                  onClick={() => setDeleting(true)}
                >
                  Delete<span className="sr-only"> {r.title}</span>
                </button>
              )}
            </EntryButtons>
          )}
          {r.submissions > 0 && !r.closed && (
            <p className="text-sm text-ink-muted">
              Vendors have answered it, so it cannot be deleted: close it instead.
            </p>
          )}
        </>
      }
      error={error}
    >
      {r.description && <p className="text-ink-soft">{r.description}</p>}
    </EntryCard>
  );
}

/** The event's requirements, open first, and the form that adds one. */
export function RequirementEditor({
  eventId,
  requirements,
}: {
  eventId: number;
  requirements: RequirementView[];
}) {
  const [message, setMessage] = useState<string | null>(null);
  const sorted = requirements.toSorted((a, b) => Number(a.closed) - Number(b.closed));
  return (
    <CatalogueEditor
      message={message}
      headingId="requirements-heading"
      heading="What vendors must do"
      empty="No requirements yet: add the vendor contract's obligations below."
      entries={sorted.map((r) => (
        <Requirement
          key={r.requirementId}
          eventId={eventId}
          requirement={r}
          onMessage={setMessage}
        />
      ))}
    >
      <div className="card p-4 sm:p-6">
        <RequirementForm eventId={eventId} onDone={setMessage} />
      </div>
    </CatalogueEditor>
  );
}
