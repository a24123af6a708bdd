"use client";

import { useEffect, useRef } from "react";
import { useT } from "../locale-provider";

/** The terms in the order they are listed. */
const TERMS = ["validity", "refunds", "doors", "children", "deposit", "conduct"] as const;

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
  const { t } = useT();
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
          {t("ticketTerms.title")}
        </h2>
        <button
          type="button"
          aria-label={t("common.close")}
          className="rounded p-1 text-2xl leading-none"
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <ol
        className="max-h-[60vh] list-decimal space-y-3 overflow-y-auto px-10 py-5"
        tabIndex={0}
        aria-label={t("ticketTerms.listLabel")}
      >
        {TERMS.map((term) => (
          <li key={term}>{t(`ticketTerms.terms.${term}`)}</li>
        ))}
      </ol>
      <div className="flex justify-end gap-3 border-t border-ink/10 px-6 py-4">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("common.close")}
        </button>
        <button type="button" className="btn-primary" onClick={onAccept}>
          {t("ticketTerms.accept")}
        </button>
      </div>
    </dialog>
  );
}
