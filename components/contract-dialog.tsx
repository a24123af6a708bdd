"use client";

import { formatDueDay } from "@/lib/payments/pay-amount";
import { useEffect, useRef } from "react";
import type { ContractView } from "@/lib/requirements/contract";
import type { Locale } from "@/lib/i18n/locales";
import { isolate } from "./cart/bidi";
import { useT } from "./locale-provider";

const TITLE_ID = "contract-dialog-title";

/** The contract's title in the page's language, where one is written (English otherwise). */
export function contractTitle(contract: ContractView, locale: Locale): string {
  return (locale === "ar" && contract.titleAr?.trim()) || contract.title;
}

/**
 * The vendor contract in a modal native <dialog>. The parent owns `open`: the dialog opens with
 * showModal() when it becomes true and closes when it becomes false. Escape and the close button
 * call onClose; clicking the backdrop does nothing, so the contract is only dismissed on purpose.
 *
 * The contract is written in English and its English text governs. On an Arabic page the dialog
 * says so in Arabic, shows the Arabic summary where the contract has one, and keeps the English
 * text below it, marked as English (left to right).
 */
export function ContractDialog({
  contract,
  dueDay,
  open,
  onAgree,
  onClose,
}: {
  contract: ContractView;
  /**
   * The event's balance due date (YYYY-MM-DD), the day every payment is due, said above the
   * terms; null: the event sets none (the contract's week before the festival); left out: not said.
   */
  dueDay?: string | null;
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t, locale } = useT();
  const arabic = locale === "ar";
  const title = contractTitle(contract, locale);
  const eventName = (arabic && contract.eventNameAr?.trim()) || contract.eventName;
  const summary = arabic ? (contract.summaryAr ?? []).filter((p) => p.trim()) : [];
  // Attributes of English text shown on a page in another language.
  const english = arabic ? ({ lang: "en", dir: "ltr" } as const) : {};
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest `open` prop, read by the native close event below.
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      // On a phone it is a sheet at the bottom of the screen; its body scrolls between a fixed
      // header and footer, so the agree button is always in view.
      className="m-auto max-h-[92dvh] w-[80vw] max-w-none overflow-hidden card p-0 text-ink backdrop:bg-ink/60 max-sm:mb-0 max-sm:rounded-b-none"
      onCancel={(event) => {
        // Escape: leave closing to the parent, which sets `open` to false.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser may still close the dialog itself (e.g. Escape pressed twice without any
        // other interaction); tell the parent so its state matches.
        if (openRef.current) onClose();
      }}
    >
      <div className="flex max-h-[92dvh] flex-col">
        <header className="flex items-start justify-between gap-4 border-b border-ink/10 px-6 py-4">
          <div>
            <h2
              id={TITLE_ID}
              className="text-2xl font-bold text-crimson"
              lang={arabic && title === contract.title ? "en" : undefined}
            >
              {title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t.rich("contract.byline", {
                event: isolate(eventName, locale),
                version: contract.version,
                // the version keeps its own order beside Arabic words ("2027-summer-v2", not
                // "summer-v2-2027")
                strong: (chunks) => <bdi className="font-semibold text-ink-soft">{chunks}</bdi>,
              })}
            </p>
            {arabic && (
              <p
                className="mt-2 text-sm font-semibold text-ink-soft"
                data-testid="contract-governs"
              >
                {summary.length ? t("contract.englishGoverns") : t("contract.englishOnly")}
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label={t("common.close")}
            onClick={onClose}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-3xl leading-none text-ink-soft transition-colors hover:bg-sand-100 hover:text-ink"
          >
            <span aria-hidden="true">&times;</span>
          </button>
        </header>

        <div
          tabIndex={0}
          role="region"
          aria-label={t("contract.termsLabel")}
          className="min-h-0 flex-1 overflow-y-auto bg-sand-50 px-4 py-5 sm:px-6"
        >
          {dueDay !== undefined && (
            <p
              className="mb-6 rounded-lg border border-ink/10 bg-white p-4 font-semibold"
              data-testid="contract-due"
            >
              {dueDay
                ? t("contract.paymentsDue", { date: formatDueDay(dueDay, locale) })
                : t("contract.paymentsDueNoDate")}
            </p>
          )}
          {summary.length > 0 && (
            <section
              aria-labelledby="contract-summary-ar"
              className="mb-6 rounded-lg border border-ink/10 bg-white p-4"
            >
              <h3 id="contract-summary-ar" className="mb-2 text-lg font-bold">
                {t("contract.summaryHeading")}
              </h3>
              {summary.map((paragraph) => (
                <p key={paragraph} className="mb-3 leading-relaxed text-ink-soft last:mb-0">
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          {arabic && (
            <h3 className="mb-4 text-lg font-bold text-crimson">
              {t("contract.englishTextHeading")}
            </h3>
          )}
          <div {...english}>
            {contract.sections.map((section, index) => (
              <section key={`${index} ${section.heading}`} className="mb-6 last:mb-0">
                {section.heading && <h3 className="mb-2 text-lg font-bold">{section.heading}</h3>}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mb-3 leading-relaxed text-ink-soft last:mb-0">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>

        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 px-6 py-4">
          <a
            href={contract.pdfPath}
            hrefLang={arabic ? "en" : undefined}
            target="_blank"
            rel="noopener"
            className="btn-secondary"
          >
            {t("common.downloadPdf")}
          </a>
          <button type="button" className="btn-primary" onClick={onAgree}>
            {t("contract.agree")}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
