"use client";

import type { z } from "zod";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import { formatCad } from "@/lib/payments/pricing";
import type { checklistOrderAnswer } from "@/lib/requirements/resource/checklist";
import { useT } from "../locale-provider";
import { ChecklistDeclaration, ChecklistUpload } from "./checklist-actions";

export type ChecklistOrder = z.output<typeof checklistOrderAnswer>;
type Item = ChecklistOrder["requirements"][number];

const TONES: Record<Item["status"], string> = {
  NEEDED: "bg-amber-100 text-amber-900",
  SUBMITTED: "bg-sand-100 text-ink",
  APPROVED: "bg-teal/10 text-teal",
  REJECTED: "bg-red-50 text-crimson-dark",
  OVERDUE: "bg-red-50 text-crimson-dark",
};

/** A status's words ("Rejected: {reason}" carries the reason). */
const STATUS_WORDS = {
  NEEDED: "checklist.status.needed",
  SUBMITTED: "checklist.status.submitted",
  APPROVED: "checklist.status.approved",
  REJECTED: "checklist.status.rejected",
  OVERDUE: "checklist.status.overdue",
} as const satisfies Record<Item["status"], string>;

/** A calendar day (`YYYY-MM-DD`) as the page's language writes it. */
export function calendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A requirement's title (or description) in the page's language, with its own `lang` when not. */
function localized(locale: Locale, english: string, arabic: string | null) {
  return locale === "ar" && arabic
    ? { text: arabic, lang: undefined }
    : { text: english, lang: locale === "en" ? undefined : "en" };
}

/**
 * "Your checklist" under a booked booth order: whether the booth may open (or what stands in the
 * way), each requirement that applies with its due date, days left and status in words, a way
 * to send a file or tick a declaration, and what remains unpaid.
 */
export function Checklist({ checklist }: { checklist: ChecklistOrder }) {
  const { t, locale } = useT();
  const headingId = `checklist-${checklist.orderId}-heading`;
  const { balanceCents, depositDueCents } = checklist;
  const titleOf = (item: Item) => localized(locale, item.title, item.titleAr);
  const missing = checklist.requirements
    .filter((item) => item.status !== "APPROVED")
    .map((item) => titleOf(item).text);
  if (!checklist.paidInFull && balanceCents > 0)
    missing.push(t("checklist.balanceItem", { amount: formatCad(balanceCents, locale) }));
  if (depositDueCents > 0)
    missing.push(t("checklist.depositItem", { amount: formatCad(depositDueCents, locale) }));
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" });
  return (
    <section
      id={`checklist-${checklist.orderId}`}
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-ink/10 bg-sand-50 p-3 sm:p-4"
      data-testid="checklist"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t("checklist.heading")}
      </h3>
      <p
        className={`mt-1 font-semibold ${checklist.ready ? "text-teal" : "text-ink"}`}
        data-testid="checklist-summary"
      >
        {checklist.ready
          ? t("checklist.ready")
          : missing.length
            ? t("checklist.notReady", { items: list.format(missing) })
            : t("checklist.notReadyIneligible")}
      </p>
      {checklist.ineligible && (
        <p className="mt-1 font-semibold text-crimson-dark">{t("checklist.ineligible")}</p>
      )}
      <ul className="mt-3 space-y-3">
        {checklist.requirements.map((item) => {
          const title = titleOf(item);
          const description = localized(locale, item.description, item.descriptionAr);
          return (
            <li
              key={item.requirementId}
              className="rounded-lg border border-ink/10 bg-white p-3"
              data-testid="checklist-item"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold" lang={title.lang}>
                  {title.text}
                </p>
                <p
                  className={`rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[item.status]}`}
                  data-testid="checklist-status"
                >
                  {t(STATUS_WORDS[item.status], { reason: item.reason ?? "" })}
                </p>
              </div>
              {description.text && (
                <p className="mt-1 text-sm text-ink-soft" lang={description.lang}>
                  {description.text}
                </p>
              )}
              <p className="mt-1 text-sm">
                {t("checklist.due", { date: calendarDay(item.dueDate, locale) })}
                {item.status !== "APPROVED" && (
                  <>
                    {" · "}
                    {item.daysLeft >= 0
                      ? t("checklist.daysLeft", { days: item.daysLeft })
                      : t("checklist.daysLate", { days: -item.daysLeft })}
                  </>
                )}
              </p>
              {item.status === "OVERDUE" && item.reason && (
                // Refused and now past the due date: the reason still tells what to send.
                <p className="mt-1 text-sm font-semibold text-crimson-dark">
                  {t(STATUS_WORDS.REJECTED, { reason: item.reason })}
                </p>
              )}
              {item.lateWaiting && (
                <p className="mt-1 text-sm" data-testid="checklist-late">
                  {t("checklist.lateWaiting")}
                </p>
              )}
              {item.replacementWaiting && (
                <p className="mt-1 text-sm">{t("checklist.replacementWaiting")}</p>
              )}
              {item.document?.fileName && (
                <p className="mt-1 text-sm text-ink-soft">
                  <a
                    href={`/api/vendor/v1/documents/${item.document.documentId}`}
                    className="text-teal underline"
                    download
                  >
                    {t("checklist.yourFile", { name: item.document.fileName })}
                  </a>
                </p>
              )}
              {item.kind === "FILE" ? (
                <ChecklistUpload
                  orderId={checklist.orderId}
                  requirementId={item.requirementId}
                  needsExpiry={item.needsExpiry}
                  replacing={item.status === "APPROVED" || item.status === "SUBMITTED"}
                />
              ) : (
                <ChecklistDeclaration
                  orderId={checklist.orderId}
                  requirementId={item.requirementId}
                  title={title.text}
                  done={item.status === "APPROVED"}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 font-semibold" data-testid="checklist-balance">
        {checklist.paidInFull
          ? t("checklist.paid")
          : balanceCents === 0
            ? t("checklist.boothPaid")
            : checklist.balanceDueDate
              ? t("checklist.unpaidBy", {
                  amount: formatCad(balanceCents, locale),
                  date: calendarDay(checklist.balanceDueDate, locale),
                })
              : t("checklist.unpaid", { amount: formatCad(balanceCents, locale) })}
      </p>
      {depositDueCents > 0 && (
        <p className="mt-1 font-semibold" data-testid="checklist-deposit">
          {t("checklist.depositDue", { amount: formatCad(depositDueCents, locale) })}
        </p>
      )}
    </section>
  );
}
