"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import type { BoothEditorData, EditorSection, OpenSection } from "@/lib/booths/editor-data";
import { AddBooths } from "./booth-editor-add";
import { BoothList } from "./booth-editor-list";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { FloorPlanView } from "./booth-editor-plan";
import { SectionPrices } from "./booth-editor-prices";
import { tabKeyTarget } from "../tab-keys";
import { SectionForm } from "./section-form";

/**
 * The tab last asked for (shown as chosen at once; its booths come with the server's next
 * answer), the new-section form, or nothing yet: the open section's tab.
 */
type Asked = { kind: "section"; id: number } | { kind: "new" } | null;

/**
 * The event's booth sections as tabs (arrow keys, Home and End move between them), the open
 * section's details, booths and forms, then the floor plan. The open tab is in the address
 * (`?section=`), so a reload or a shared link opens it again, and only its booths are sent.
 * Every saved change refreshes the page's data from the server and redraws the plan; what was
 * saved is said in one status line.
 */
export function BoothEditor({ data }: { data: BoothEditorData }) {
  const { sections, event, open } = data;
  const router = useRouter();
  const [asked, setAsked] = useState<Asked>(() => (open ? null : { kind: "new" }));
  const [done, setDone] = useState<string | null>(null);
  const tabs = useRef(new Map<number, HTMLButtonElement>());
  const focusTab = useRef<number | null>(null);
  // A section just added, until the refreshed data brings it.
  const [opening, setOpening] = useState<{ id: number; name: string } | null>(null);

  const adding = asked?.kind === "new" || !open;
  // The tab shown as chosen: the one asked for, else the open one.
  const selectedId = asked?.kind === "section" ? asked.id : adding ? null : open.id;
  const waiting =
    asked?.kind === "section" && asked.id !== open?.id
      ? (sections.find((s) => s.id === asked.id) ??
        (opening?.id === asked.id ? opening : { name: "the section" }))
      : null;

  // Every booth name of the event (names are unique across its sections, whatever the case).
  const takenNames = useMemo(
    () =>
      new Map(
        sections.flatMap((s) =>
          s.boothNames
            ? s.boothNames.split("\n").map((n) => [n.toLowerCase(), s.name] as const)
            : [],
        ),
      ),
    [sections],
  );

  // A new section's tab takes the keyboard once the refreshed data shows it.
  useEffect(() => {
    const id = focusTab.current;
    if (id !== null && tabs.current.has(id)) {
      tabs.current.get(id)?.focus();
      focusTab.current = null;
    }
  }, [sections]);

  function show(id: number) {
    setAsked({ kind: "section", id });
    router.replace(`/admin/events/${event.id}/booths?section=${id}`, { scroll: false });
  }

  function choose(id: number, focus = false) {
    setDone(null);
    if (focus) tabs.current.get(id)?.focus();
    if (id === open?.id) setAsked(null);
    else show(id);
  }

  function onTabKey(e: KeyboardEvent) {
    if (selectedId === null) return;
    const i = sections.findIndex((s) => s.id === selectedId);
    const next = tabKeyTarget(e.key, i, sections.length);
    if (next === null) return;
    e.preventDefault();
    choose(sections[next]!.id, true);
  }

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <div className="flex flex-wrap items-end gap-2 border-b border-ink/15">
          {sections.length > 0 && (
            <div
              role="tablist"
              aria-label="Sections"
              className="-mb-px flex max-w-full [scrollbar-width:thin] gap-1 overflow-x-auto"
              onKeyDown={onTabKey}
            >
              {sections.map((s) => {
                const selected = s.id === selectedId;
                return (
                  <button
                    key={s.id}
                    ref={(el) => {
                      if (el) tabs.current.set(s.id, el);
                      else tabs.current.delete(s.id);
                    }}
                    type="button"
                    role="tab"
                    id={`section-tab-${s.id}`}
                    aria-selected={selected}
                    aria-controls={selected ? "section-panel" : undefined}
                    tabIndex={selected || (selectedId === null && s === sections[0]) ? 0 : -1}
                    onClick={() => choose(s.id)}
                    className={`min-h-11 shrink-0 rounded-t-lg px-4 py-2.5 font-semibold whitespace-nowrap ${
                      selected
                        ? "border-b-4 border-crimson bg-white text-crimson"
                        : "text-ink-soft hover:bg-sand-100"
                    }`}
                  >
                    {s.name}{" "}
                    <span className="ms-1 rounded-full bg-ink/5 px-2 text-sm font-normal text-ink-soft">
                      {s.counts.total}
                      <span className="sr-only"> booths</span>
                    </span>
                  </button>
                );
              })}
            </div>
          )}
          <button
            type="button"
            className={`mb-1 min-h-11 rounded-lg px-4 py-2 font-semibold ${
              adding ? "bg-night text-white" : "text-teal underline hover:bg-sand-100"
            }`}
            aria-pressed={adding}
            onClick={() => {
              setAsked({ kind: "new" });
              setDone(null);
            }}
          >
            + Add section
          </button>
        </div>
        <StatusLine message={done} />
      </div>

      {adding ? (
        <section aria-labelledby="new-section-heading" className="card p-4 sm:p-6">
          <h2 id="new-section-heading" className="mb-1 text-2xl font-bold">
            {sections.length === 0 ? "Add the first section" : "Add a section"}
          </h2>
          <p className="mb-4 text-ink-soft">
            A section is a tab on the event page with its own booths, like Market Tents or Food
            Trucks. It goes after the last tab.
          </p>
          <SectionForm
            eventId={event.id}
            onDone={(id, name) => {
              focusTab.current = id;
              setOpening({ id, name });
              show(id);
              setDone(`Added section ${name}. Now add its booths.`);
            }}
            onCancel={open ? () => choose(open.id, true) : undefined}
          />
        </section>
      ) : waiting ? (
        <p role="status" className="card p-6 text-ink-soft">
          Opening {waiting.name}…
        </p>
      ) : (
        <SectionPanel
          key={open.id}
          eventId={event.id}
          section={open}
          sections={sections}
          takenNames={takenNames}
          onSaved={setDone}
        />
      )}

      <FloorPlanView event={event} floorPlan={data.floorPlan} />
    </div>
  );
}

/** One section: its details (edit, move), its booths, and the forms to add booths and set prices. */
function SectionPanel({
  eventId,
  section,
  sections,
  takenNames,
  onSaved,
}: {
  eventId: number;
  section: OpenSection;
  sections: EditorSection[];
  takenNames: Map<string, string>;
  onSaved: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const { call } = useAdminApi();
  const [moveError, setMoveError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const index = sections.findIndex((s) => s.id === section.id);

  async function move(by: -1 | 1) {
    if (moving) return;
    setMoving(true);
    setMoveError(null);
    const outcome = await call(BOOTH_ROUTES.updateSection, {
      params: { sectionId: section.id },
      body: { position: section.position + by },
    });
    setMoving(false);
    if (!outcome.ok) return setMoveError(outcome.message);
    onSaved(`Moved ${section.name} ${by < 0 ? "left" : "right"}: it is tab ${index + 1 + by} now.`);
  }

  return (
    <div
      role="tabpanel"
      id="section-panel"
      aria-labelledby={`section-tab-${section.id}`}
      className="space-y-6"
    >
      <section aria-labelledby="section-heading" className="card p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="section-heading" className="text-2xl font-bold">
              {section.name}
            </h2>
            <p className="text-sm text-ink-soft">
              Tab {index + 1} of {sections.length}
              {section.isFood ? " · Food section" : ""}
            </p>
          </div>
          {!editing && (
            <div className="flex flex-wrap gap-2">
              <button
                ref={editButton}
                type="button"
                className="btn-secondary"
                onClick={() => setEditing(true)}
              >
                Edit section
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={index === 0 || moving}
                onClick={() => void move(-1)}
              >
                <span aria-hidden="true">←</span> Move left
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={index === sections.length - 1 || moving}
                onClick={() => void move(1)}
              >
                Move right <span aria-hidden="true">→</span>
              </button>
            </div>
          )}
        </div>
        {moveError && (
          <div className="mt-3">
            <Notice tone="error">{moveError}</Notice>
          </div>
        )}
        {editing ? (
          <div className="mt-4">
            <SectionForm
              eventId={eventId}
              section={section}
              onDone={(_id, name) => {
                setEditing(false);
                onSaved(`Saved section ${name}.`);
                requestAnimationFrame(() => editButton.current?.focus());
              }}
              onCancel={() => {
                setEditing(false);
                requestAnimationFrame(() => editButton.current?.focus());
              }}
            />
          </div>
        ) : (
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label="Name in Arabic" arabic={!!section.nameAr}>
              {section.nameAr}
            </Detail>
            <Detail label="Food section">{section.isFood ? "Yes" : "No"}</Detail>
            <Detail label="What a booth includes">{section.inclusions}</Detail>
            <Detail label="What a booth includes, in Arabic" arabic={!!section.inclusionsAr}>
              {section.inclusionsAr}
            </Detail>
          </dl>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <BoothList
          eventId={eventId}
          section={section}
          takenNames={takenNames}
          onChanged={onSaved}
        />
        <div className="space-y-6">
          <AddBooths section={section} takenNames={takenNames} onAdded={onSaved} />
          <SectionPrices section={section} onChanged={onSaved} />
        </div>
      </div>
    </div>
  );
}

function Detail({
  label,
  arabic = false,
  children,
}: {
  label: string;
  arabic?: boolean;
  children: string | null;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd
        className={`whitespace-pre-line ${children ? "" : "text-ink-muted"}`}
        {...(arabic ? { dir: "rtl", lang: "ar" } : {})}
      >
        {children || "Not given"}
      </dd>
    </div>
  );
}
