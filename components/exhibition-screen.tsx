import type { EventSummary, SectionWithBooths } from "@/db/queries/events";
import { formatCad } from "@/lib/pricing";
import { BookBoothButton } from "./book-booth-button";
import { EventImage } from "./event-image";
import { FloorPlanToggle } from "./floor-plan-toggle";
import { SectionTabs } from "./section-tabs";

/** The exhibitions screen, shared by /exhibitions/{guid} and /details/{guid} (spec §2). */
export function ExhibitionScreen({
  event,
  sections,
  heading,
}: {
  event: EventSummary;
  sections: SectionWithBooths[];
  heading: string;
}) {
  const panels = sections.map((section) => (
    <div key={section.id}>
      <h2 className="sr-only">{section.name}</h2>
      <p className="rounded-lg border-l-4 border-gold bg-sand-100 px-4 py-3 text-ink-soft">
        <span className="font-semibold text-ink">Included: </span>
        {section.inclusions}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {section.booths.map((booth) => (
          <li key={booth.id} className="flex flex-col card p-4" data-testid="booth-card">
            <h3 className="text-lg font-bold">{booth.name}</h3>
            {booth.status === "AVAILABLE" ? (
              <>
                <p className="mt-1 text-ink-soft">
                  {booth.priceCents === null
                    ? "Price to be announced"
                    : formatCad(booth.priceCents)}
                </p>
                <BookBoothButton
                  boothId={booth.id}
                  boothName={booth.name}
                  priceCents={booth.priceCents}
                />
              </>
            ) : (
              <>
                {booth.lob && <p className="mt-1 font-semibold text-lob">{booth.lob}</p>}
                <p className="mt-auto pt-3 text-sm font-bold tracking-wide text-crimson uppercase">
                  {booth.status}
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  ));

  return (
    <div className="page">
      <p className="font-semibold tracking-widest text-crimson uppercase">{heading}</p>
      <div className="mt-2 grid gap-6 md:grid-cols-[2fr_1fr]">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{event.name}</h1>
          <p className="mt-2 text-lg font-semibold text-ink-soft">{event.dateText}</p>
          <p className="mt-1 text-ink-soft">
            {event.location} · {event.address}
          </p>
          <p className="mt-3 text-ink-soft">{event.description}</p>
          <p className="mt-2 text-sm text-ink-muted">{event.details}</p>
        </div>
        <EventImage
          image={event.image}
          name={event.name}
          priority
          className="rounded-2xl"
          sizes="(min-width: 768px) 33vw, 100vw"
        />
      </div>
      {sections.length > 0 ? (
        <>
          <FloorPlanToggle guid={event.guid} eventName={event.name} />
          <SectionTabs labels={sections.map((s) => s.name)} panels={panels} />
        </>
      ) : (
        <p className="mt-8 card p-6 text-ink-soft">
          There are no exhibition booths for this event.
        </p>
      )}
    </div>
  );
}
