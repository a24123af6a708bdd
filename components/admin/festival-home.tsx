import Link from "next/link";
import type { AttentionItem, FestivalEvent, FestivalHome } from "@/lib/console/dashboard";
import { formatCad } from "@/lib/payments/pricing";
import { formatDays, StatusBadge } from "./format";
import { MarkPastButton } from "./sales-end-status";

const link = "font-semibold text-teal underline";

/** What an organiser does about one item: a link to the page that settles it, or a button. */
function AttentionAction({ item, event }: { item: AttentionItem; event?: FestivalEvent }) {
  const about = event && <span className="sr-only"> of {event.name}</span>;
  switch (item.code) {
    case "BALANCES_OVERDUE":
      return (
        <Link
          href={`/admin/orders?eventId=${item.eventId}&status=PARTIALLY_PAID`}
          prefetch={false}
          className={link}
        >
          Orders with a balance{about}
        </Link>
      );
    case "DEPOSITS_OVERDUE":
      return (
        <Link
          href={`/admin/events/${item.eventId}#deposits-overdue`}
          prefetch={false}
          className={link}
        >
          Deposits to decide<span className="sr-only"> of {event?.name ?? "the event"}</span>
        </Link>
      );
    case "ADDON_REQUESTS_WAITING":
      return (
        <Link href="/admin/addon-requests" prefetch={false} className={link}>
          Add-on requests
        </Link>
      );
    case "DOCUMENTS_WAITING":
      return (
        <Link href="/admin/documents" prefetch={false} className={link}>
          Documents to review
        </Link>
      );
    case "EVENT_DATE_PASSED":
      return <MarkPastButton eventId={item.eventId!} eventName={event?.name} />;
    case "BOOKING_OPEN_WITHOUT_CONTRACT":
    case "SALES_ENDED_BOOKING_OPEN":
      return (
        <Link href={`/admin/events/${item.eventId}/edit`} prefetch={false} className={link}>
          Edit event<span className="sr-only"> {event?.name}</span>
        </Link>
      );
    case "EMAILS_FAILED":
      return (
        <Link href="/admin/outbox" prefetch={false} className={link}>
          E-mail delivery
        </Link>
      );
    case "REFUND_FAILED":
      return (
        <Link href={`/admin/orders/${item.orderId}`} prefetch={false} className={link}>
          Order #{item.orderId}
        </Link>
      );
  }
}

/** Today's list: what an organiser has to act on, each with the way to act. */
function Attention({ home }: { home: FestivalHome }) {
  const events = new Map(home.active.map((e) => [e.id, e]));
  return (
    <section aria-labelledby="attention-heading" className="space-y-3">
      <h2 id="attention-heading" className="text-2xl font-bold">
        Needs attention today
      </h2>
      {home.attention.length === 0 ? (
        <p className="card p-4 text-ink-soft">Nothing needs attention today.</p>
      ) : (
        <ul className="divide-y divide-amber-200 rounded-xl border border-amber-400 bg-amber-50 text-amber-950">
          {home.attention.map((item, i) => (
            <li
              key={`${item.code}-${i}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
              data-testid="attention"
              data-code={item.code}
            >
              <span>{item.message}</span>
              <span className="flex flex-wrap items-center gap-3">
                <AttentionAction
                  item={item}
                  event={item.eventId === null ? undefined : events.get(item.eventId)}
                />
              </span>
            </li>
          ))}
          {home.moreFailedRefunds > 0 && (
            <li className="px-4 py-3">
              {home.moreFailedRefunds === 1
                ? "1 more refund failed."
                : `${home.moreFailedRefunds} more refunds failed.`}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

type Figure = { label: string; value: string; alert?: boolean };

/** A heading and its figures side by side ("Booths: Sold 3, Held 1, Available 12"). */
function FigureGroup({
  id,
  title,
  note,
  figures,
}: {
  id: string;
  title: string;
  note?: string;
  figures: Figure[];
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <h4 id={id} className="font-semibold text-ink-soft">
        {title}
        {note && <span className="font-normal text-ink-muted"> · {note}</span>}
      </h4>
      <dl className="mt-1 grid grid-cols-3 gap-2">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg bg-sand-100 px-2 py-1.5">
            <dt className="text-sm text-ink-soft">{f.label}</dt>
            <dd
              className={`font-display text-lg font-bold tabular-nums sm:text-xl ${f.alert ? "text-amber-900" : ""}`}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One ACTIVE event's booths, seats and money, with the way to its dashboard. */
function EventCard({ event }: { event: FestivalEvent }) {
  const { booths, seats } = event;
  const headingId = `festival-event-${event.id}`;
  const showBooths = booths.total > 0 || !seats;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 card p-4 sm:p-6"
      data-testid="festival-event"
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold">
          <Link href={`/admin/events/${event.id}`} prefetch={false} className="underline">
            {event.name}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
          <StatusBadge status={event.status} />
          <span>{formatDays(event.startsAt, event.endsAt)}</span>
          <span>{event.bookingOpen ? "Booking open" : "Booking closed"}</span>
        </p>
      </div>
      {showBooths && (
        <FigureGroup
          id={`${headingId}-booths`}
          title="Booths"
          note={`${booths.total} in all${booths.RESERVED ? `, ${booths.RESERVED} reserved` : ""}`}
          figures={[
            { label: "Sold", value: String(booths.BOOKED) },
            { label: "Held", value: String(booths.HELD) },
            { label: "Available", value: String(booths.AVAILABLE) },
          ]}
        />
      )}
      {seats && (
        <FigureGroup
          id={`${headingId}-seats`}
          title="Seats"
          note={`${seats.total} in all`}
          figures={[
            { label: "Sold", value: String(seats.SOLD) },
            { label: "Held", value: String(seats.HELD) },
            { label: "Available", value: String(seats.AVAILABLE) },
          ]}
        />
      )}
      <FigureGroup
        id={`${headingId}-money`}
        title="Money"
        figures={[
          { label: "Collected", value: formatCad(event.collectedCents) },
          { label: "Owed", value: formatCad(event.outstandingCents) },
          {
            label: "Overdue",
            value: formatCad(event.overdueCents),
            alert: event.overdueCents > 0,
          },
        ]}
      />
    </article>
  );
}

/** Every ACTIVE event's card, with the money of all of them added up above. */
function ActiveEvents({ home }: { home: FestivalHome }) {
  const { active, totals } = home;
  return (
    <section aria-labelledby="active-heading" className="space-y-3">
      <h2 id="active-heading" className="text-2xl font-bold">
        Active events
      </h2>
      {active.length === 0 ? (
        <p className="card p-4 text-ink-soft">
          No event is active. Make an event Active in its editor to put it on sale.
        </p>
      ) : (
        <>
          {active.length > 1 && (
            <p className="text-ink-soft" data-testid="festival-totals">
              All active events: <strong className="text-ink">{totals.booths.BOOKED}</strong> of{" "}
              {totals.booths.total} booths sold,{" "}
              <strong className="text-ink">{formatCad(totals.collectedCents)}</strong> collected,{" "}
              <strong className="text-ink">{formatCad(totals.outstandingCents)}</strong> owed,{" "}
              <strong className="text-ink">{formatCad(totals.overdueCents)}</strong> overdue.
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            {active.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** Drafts still to come, briefly: name and dates, each linking to its editor. */
function Drafts({ drafts }: { drafts: FestivalEvent[] }) {
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="drafts-heading" className="space-y-3">
      <h2 id="drafts-heading" className="text-2xl font-bold">
        Drafts coming up
      </h2>
      <ul className="divide-y divide-ink/10 card">
        {drafts.map((d) => (
          <li key={d.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <Link href={`/admin/events/${d.id}`} prefetch={false} className={link}>
              {d.name}
            </Link>
            <span className="text-ink-soft">{formatDays(d.startsAt, d.endsAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The console's home, the page an organiser opens in the morning: what needs attention today,
 * then every ACTIVE event's booths, seats and money, the drafts to come, and the way to all
 * events.
 */
export function FestivalHomeView({ home }: { home: FestivalHome }) {
  return (
    <div className="space-y-10">
      <Attention home={home} />
      <ActiveEvents home={home} />
      <Drafts drafts={home.drafts} />
      <nav aria-label="Events" className="flex flex-wrap gap-3">
        <Link href="/admin/events" prefetch={false} className="btn-secondary">
          All events, past ones included
        </Link>
        <Link href="/admin/events/new" prefetch={false} className="btn-primary">
          <span aria-hidden="true">+</span> New event
        </Link>
      </nav>
    </div>
  );
}
