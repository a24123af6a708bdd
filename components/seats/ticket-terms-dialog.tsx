"use client";

import { useEffect, useRef } from "react";

const TERMS = [
  "Tickets are for the seats shown and are valid for the performance named on them only.",
  "All sales are final: tickets are non-refundable and cannot be exchanged, except if the performance is cancelled, in which case the full price is refunded.",
  "Doors open 30 minutes before the performance. Latecomers are seated at a suitable break.",
  "Children need a ticket of their own. Recording, flash photography and outside food are not allowed in the seating area.",
  "A deposit reserves your seats; the balance is due one week before the performance, or the seats are released.",
  "The organiser may refuse entry or remove anyone whose behaviour is disrespectful or unsafe, without a refund.",
];

/** The Tickets checkout's terms in a wide modal that an outside click does not dismiss. */
export function TicketTermsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="ticket-terms-title"
      className="m-auto w-[80vw] max-w-none rounded-2xl p-0 backdrop:bg-ink/60"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-center justify-between border-b border-ink/10 px-6 py-4">
        <h2 id="ticket-terms-title" className="text-2xl font-bold">
          Terms and conditions
        </h2>
        <button
          type="button"
          aria-label="Close"
          className="rounded p-1 text-2xl leading-none"
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <ol
        className="max-h-[60vh] list-decimal space-y-3 overflow-y-auto px-10 py-5"
        tabIndex={0}
        aria-label="Ticket terms"
      >
        {TERMS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <div className="flex justify-end gap-3 border-t border-ink/10 px-6 py-4">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn-primary" onClick={onAccept}>
          I accept the terms and conditions
        </button>
      </div>
    </dialog>
  );
}
