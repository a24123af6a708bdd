"use client";

import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import type { documentAnswer } from "@/lib/requirements/resource/document";
import { StatusLine, useAdminApi } from "./booth-editor-parts";
import { DecisionForm } from "./decision-form";
import { dayWords } from "./compliance-status";
import { DOCUMENT_STATUS_WORDS } from "./document-status";

// The review queue's documents: who sent what for which booth, the file to open, its expiry
// against the event's last day, and, while it waits, Approve or Reject with the reason the
// vendor will read.

export type DocumentView = z.output<typeof documentAnswer>;

const moment = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Toronto",
});

const TYPE_WORDS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
};

function size(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Approve, or reject with a reason (required: the vendor reads it). */
function Review({
  document,
  onReviewed,
}: {
  document: DocumentView;
  onReviewed: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const what = `${document.requirementTitle} from ${document.vendorName}`;
  return (
    <DecisionForm
      what={what}
      approveLabel="Approve"
      refuseHeading="Or reject it"
      refuseLabel="Reject"
      vendorLocale={document.vendorLanguage}
      send={(approve, reason) =>
        call(REQUIREMENT_ROUTES.review, {
          params: { documentId: document.documentId },
          body: approve ? { decision: "APPROVED" } : { decision: "REJECTED", reason },
        })
      }
      onDecided={(approved) =>
        onReviewed(
          approved ? `Approved: ${what}.` : `Rejected: ${what}. The vendor reads your reason.`,
        )
      }
    />
  );
}

function DocumentItem({
  document: d,
  onReviewed,
}: {
  document: DocumentView;
  onReviewed: (message: string) => void;
}) {
  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid="document">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">
          {d.requirementTitle}: {d.vendorName}
        </h3>
        <span className="font-semibold text-ink-soft">{DOCUMENT_STATUS_WORDS[d.status]}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Event: </dt>
          <dd className="inline">{d.eventName}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Booths: </dt>
          <dd className="inline">
            {d.booths.join(", ") || "none held"} (
            <Link
              href={`/admin/orders/${d.orderId}`}
              prefetch={false}
              className="font-semibold text-teal underline"
            >
              order #{d.orderId}
            </Link>
            )
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Sent: </dt>
          <dd className="inline">{moment.format(new Date(d.submittedAt))}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">E-mail: </dt>
          <dd className="inline break-all">{d.vendorEmail}</dd>
        </div>
        {d.needsExpiry && (
          <div>
            <dt className="inline font-semibold">Expires: </dt>
            <dd className="inline">
              {d.expiresOn ? dayWords(d.expiresOn) : "not given"}
              {d.expiryCoversEvent === false && (
                <strong className="ms-1 text-crimson-dark">
                  (before the event&apos;s last day, {dayWords(d.eventLastDay)})
                </strong>
              )}
              {d.expiryCoversEvent && " (covers the event)"}
            </dd>
          </div>
        )}
        {d.reason && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">Reason given: </dt>
            <dd className="inline">{d.reason}</dd>
          </div>
        )}
        {d.reviewedBy && d.reviewedAt && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">Reviewed: </dt>
            <dd className="inline">
              by {d.reviewedBy}, {moment.format(new Date(d.reviewedAt))}
            </dd>
          </div>
        )}
      </dl>
      {d.fileUrl ? (
        <a
          href={d.fileUrl}
          className="inline-flex min-h-11 items-center font-semibold text-teal underline"
        >
          Open {d.fileName ?? "the file"}
          {d.contentType &&
            ` (${TYPE_WORDS[d.contentType] ?? d.contentType}, ${size(d.sizeBytes)})`}
        </a>
      ) : (
        <p className="text-ink-soft">A declaration the vendor ticked: there is no file.</p>
      )}
      {d.status === "SUBMITTED" && <Review document={d} onReviewed={onReviewed} />}
    </li>
  );
}

/** The documents found, with what the last review did said above them. */
export function DocumentQueue({
  documents,
  emptyText,
}: {
  documents: DocumentView[];
  emptyText: string;
}) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <StatusLine message={message} />
      {documents.length === 0 ? (
        <p className="card p-6 text-ink-soft">{emptyText}</p>
      ) : (
        <ul className="space-y-4">
          {documents.map((d) => (
            <DocumentItem key={d.documentId} document={d} onReviewed={setMessage} />
          ))}
        </ul>
      )}
    </div>
  );
}
