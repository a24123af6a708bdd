"use client";

import Link from "next/link";
import { useState } from "react";
import { ADDON_ROUTES } from "@/lib/addons/api";
import { REQUEST_STATUS_WORDS, type AddonRequest } from "@/lib/addons/resource";
import { formatCad } from "@/lib/payments/pricing";
import { StatusLine, useAdminApi } from "./booth-editor-parts";
import { DecisionForm } from "./decision-form";

// The add-on requests vendors made: who asks for what, for which booth of which event, at what
// price, and, while a request waits, Approve (a charge on the order) or Refuse with the reason
// the vendor will read.

const moment = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Toronto",
});

/** Approve, or refuse with a reason (required: the vendor reads it). */
function Decide({
  request,
  onDecided,
}: {
  request: AddonRequest;
  onDecided: (message: string) => void;
}) {
  const { call } = useAdminApi();
  const what = `${request.addonName} for booth ${request.boothName} (${request.vendorName})`;
  return (
    <DecisionForm
      what={what}
      approveLabel="Approve and charge"
      refuseHeading="Or refuse it"
      refuseLabel="Refuse"
      vendorLocale={request.vendorLanguage}
      send={(approve, reason) =>
        call(ADDON_ROUTES.decide, {
          params: { requestId: request.requestId },
          body: approve ? { approve } : { approve, reason },
        })
      }
      onDecided={(approved, payload) =>
        onDecided(
          approved
            ? `Approved: ${what}. The order now owes ${formatCad(payload.balanceCents)}; the vendor was e-mailed.`
            : `Refused: ${what}. The vendor was e-mailed your reason.`,
        )
      }
    />
  );
}

function RequestItem({
  request: r,
  onDecided,
}: {
  request: AddonRequest;
  onDecided: (message: string) => void;
}) {
  return (
    <li className="space-y-3 card p-4 sm:p-6" data-testid="addon-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-xl font-bold">
          {r.addonName}
          {r.quantity > 1 && ` × ${r.quantity}`}: {r.vendorName}
        </h3>
        <span className="font-semibold text-ink-soft">{REQUEST_STATUS_WORDS[r.status]}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Event: </dt>
          <dd className="inline">{r.eventName}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Booth: </dt>
          <dd className="inline">
            {r.boothName} (
            <Link
              href={`/admin/orders/${r.orderId}`}
              prefetch={false}
              className="font-semibold text-teal underline"
            >
              order #{r.orderId}
            </Link>
            )
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Price: </dt>
          <dd className="inline">
            {formatCad(r.amountCents)}
            {r.quantity > 1 && ` (${r.quantity} × ${formatCad(r.priceCents)})`}, before fees and HST
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Asked: </dt>
          <dd className="inline">{moment.format(new Date(r.requestedAt))}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Contact: </dt>
          <dd className="inline break-all">
            {r.contactName}, {r.email}
          </dd>
        </div>
        {r.decidedAt && (
          <div>
            <dt className="inline font-semibold">Decided: </dt>
            <dd className="inline">{moment.format(new Date(r.decidedAt))}</dd>
          </div>
        )}
        {r.reason && (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">Reason given: </dt>
            <dd className="inline">{r.reason}</dd>
          </div>
        )}
      </dl>
      {r.status === "PENDING" && <Decide request={r} onDecided={onDecided} />}
    </li>
  );
}

/** The requests found, with what the last decision did said above them. */
export function AddonRequestQueue({
  requests,
  emptyText,
}: {
  requests: AddonRequest[];
  emptyText: string;
}) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <StatusLine message={message} />
      {requests.length === 0 ? (
        <p className="card p-6 text-ink-soft">{emptyText}</p>
      ) : (
        <ul className="space-y-4">
          {requests.map((r) => (
            <RequestItem key={r.requestId} request={r} onDecided={setMessage} />
          ))}
        </ul>
      )}
    </div>
  );
}
