import Link from "next/link";
import type { AdminEventJson } from "./event-editor-schema";
import { StatusBadge } from "./format";

/** The saved event's name, status and links, and what on it needs attention. */
export function EventEditorHeader({ saved }: { saved: AdminEventJson }) {
  return (
    <>
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
      {saved.warnings.length > 0 && (
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
    </>
  );
}
