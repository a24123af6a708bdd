import Link from "next/link";
import { DocumentQueue } from "@/components/admin/document-queue";
import { DOCUMENT_STATUS_WORDS } from "@/components/admin/document-status";
import { ConsoleLink, ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { DOCUMENT_STATUSES, type DocumentStatus } from "@/db/queries/model";
import { consoleEvents } from "@/lib/console/dashboard";
import { eventIdSchema } from "@/lib/http/public-fields";
import { documentList } from "@/lib/requirements/office";
import { documentOf } from "@/lib/requirements/resource/document";

export const metadata = consoleMetadata("Documents");

type Search = { eventId?: string; status?: string; page?: string };
type Props = { searchParams: Promise<Search> };

const one = (v: unknown) => (typeof v === "string" ? v : undefined);

/** The filter the address names; anything malformed is simply not applied. */
function filterOf(search: Search) {
  const eventId = eventIdSchema.safeParse(one(search.eventId));
  const status = one(search.status);
  const page = Number(one(search.page) ?? 1);
  return {
    eventId: eventId.success ? eventId.data : undefined,
    status: DOCUMENT_STATUSES.includes(status as DocumentStatus)
      ? (status as DocumentStatus)
      : "SUBMITTED",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

async function Queue({ searchParams }: Props) {
  const filter = filterOf(await searchParams);
  const events = await consoleEvents();
  // an event that is not (or no longer) there: every event's documents
  const eventId = events.some((e) => e.id === filter.eventId) ? filter.eventId : undefined;
  const list = await documentList({ ...filter, eventId });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (eventId) query.set("eventId", String(eventId));
    query.set("status", filter.status);
    query.set("page", String(page));
    return `/admin/documents?${query}`;
  };
  const statusWords = DOCUMENT_STATUS_WORDS[filter.status].toLowerCase();
  return (
    <div className="space-y-6">
      <form method="get" action="/admin/documents" className="grid gap-4 card p-4 sm:grid-cols-3">
        <div>
          <label htmlFor="documents-event" className="field-label">
            Event
          </label>
          <select
            id="documents-event"
            name="eventId"
            defaultValue={eventId ?? ""}
            className="field-input"
          >
            <option value="">Every event</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="documents-status" className="field-label">
            Status
          </label>
          <select
            id="documents-status"
            name="status"
            defaultValue={filter.status}
            className="field-input"
          >
            {DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {DOCUMENT_STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Show documents
          </button>
        </div>
      </form>
      <p role="status" className="text-ink-soft">
        {list.total === 1 ? "1 document" : `${list.total} documents`} {statusWords}
        {filter.status === "SUBMITTED" && ", oldest first"}.
        {eventId && (
          <>
            {" "}
            <ConsoleLink href={`/admin/events/${eventId}/compliance`}>
              The event&apos;s compliance matrix
            </ConsoleLink>
          </>
        )}
      </p>
      <DocumentQueue
        documents={list.rows.map(documentOf)}
        emptyText={
          filter.status === "SUBMITTED"
            ? "Nothing is waiting for review."
            : `No document is ${statusWords}.`
        }
      />
      {pages > 1 && (
        <nav aria-label="Pages of documents" className="flex flex-wrap items-center gap-3">
          {filter.page > 1 && (
            <Link href={pageHref(filter.page - 1)} prefetch={false} className="btn-secondary">
              Previous page
            </Link>
          )}
          <span>
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages && (
            <Link href={pageHref(filter.page + 1)} prefetch={false} className="btn-secondary">
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

export default function AdminDocumentsPage({ searchParams }: Props) {
  return (
    <ConsolePage heading="Documents to review" gap={4} path="/admin/documents">
      <Queue searchParams={searchParams} />
    </ConsolePage>
  );
}
