"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { INTL_LOCALE, TORONTO_TIME_ZONE, type Locale } from "@/lib/i18n/locales";
import { formatCad } from "@/lib/payments/pricing";
import { seatName } from "@/lib/seats/seat-shapes";
import { WAITLIST_ROUTES } from "@/lib/waitlist/api";
import type { EntryAnswer, OfferAnswer } from "@/lib/waitlist/resource";
import { joinNames } from "../cart/bidi";
import { useT } from "../locale-provider";

/** An offer's deadline as the page's reader writes dates, Toronto time. */
export function deadlineWords(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: TORONTO_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * An offer's seats named in the page's language, "Row 3, Seat 4; Row 3, Seat 5" (a seat's name
 * holds a comma, so English joins them with semicolons, as the tickets page does).
 */
export function offerSeatNames(
  offer: OfferAnswer,
  t: ReturnType<typeof useT>["t"],
  locale: Locale,
) {
  const names = offer.seats.map((s) => seatName(t, s.seatRow, s.seatColumn));
  return locale === "en" ? names.join("; ") : joinNames(names, locale);
}

/**
 * The visitor's places in the waitlists of shows (on /tickets): each entry waiting with its place
 * in line, or its offer with the seats, whether they are side by side, until when they are held
 * and the way to checkout; and "Leave the waitlist" in one click (an offer is declined with it,
 * and its seats pass on).
 */
export function WaitlistEntries({ entries }: { entries: EntryAnswer[] }) {
  const { t, locale, href } = useT();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [leaving, setLeaving] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: "done" | "error"; text: string } | null>(null);
  const live = entries.filter((e) => e.status === "WAITING" || e.status === "OFFERED");
  const lapsed = entries.filter((e) => e.status === "LAPSED").slice(0, 3);
  if (live.length === 0 && lapsed.length === 0 && !message) return null;

  async function leave(entry: EntryAnswer) {
    setLeaving(entry.entryId);
    setMessage(null);
    try {
      const answer = await call(WAITLIST_ROUTES.leave, { params: { entryId: entry.entryId } });
      if (answer.status === "OK") {
        setMessage({ tone: "done", text: t("waitlist.mine.left", { event: nameOf(entry) }) });
        startTransition(() => router.refresh());
      } else {
        setMessage({ tone: "error", text: answerMessage(answer, t("waitlist.mine.leaveFailed")) });
        startTransition(() => router.refresh());
      }
    } catch (error) {
      setMessage({
        tone: "error",
        text: error instanceof NetworkError ? error.message : t("waitlist.mine.leaveFailed"),
      });
    } finally {
      setLeaving(null);
    }
  }

  const nameOf = (e: EntryAnswer) => (locale !== "en" && e.eventNameAr?.trim()) || e.eventName;
  const englishName = (e: EntryAnswer) =>
    locale !== "en" && !e.eventNameAr?.trim() ? "en" : undefined;

  return (
    <section aria-labelledby="waitlist-heading" className="mb-10 space-y-4" data-testid="waitlist">
      <h2 id="waitlist-heading" className="text-xl font-bold">
        {t("waitlist.mine.heading")}
      </h2>
      <div role="status" aria-live="polite">
        {message && (
          <p
            className={
              message.tone === "done"
                ? "rounded-lg bg-teal/10 px-3 py-2 font-medium"
                : "rounded-lg bg-red-50 px-3 py-2 font-medium text-crimson-dark"
            }
          >
            {message.text}
          </p>
        )}
      </div>
      {live.map((entry) => (
        <article
          key={entry.entryId}
          aria-labelledby={`waitlist-${entry.entryId}`}
          className={
            entry.offer && entry.status === "OFFERED"
              ? "card border-2 border-crimson p-4 sm:p-5"
              : "card p-4 sm:p-5"
          }
          data-testid="waitlist-entry"
        >
          <h3
            id={`waitlist-${entry.entryId}`}
            className="text-lg font-bold"
            lang={englishName(entry)}
          >
            {nameOf(entry)}
          </h3>
          <p className="text-sm text-ink-soft">
            {entry.priceBandCents === null
              ? t("waitlist.mine.party", { count: entry.partySize })
              : t("waitlist.mine.partyAt", {
                  count: entry.partySize,
                  price: formatCad(entry.priceBandCents, locale),
                })}
          </p>
          {entry.status === "OFFERED" && entry.offer ? (
            <div className="mt-3 space-y-2" data-testid="waitlist-offer">
              <p className="font-semibold">
                {t.rich("waitlist.mine.offered", {
                  seats: offerSeatNames(entry.offer, t, locale),
                  total: formatCad(entry.offer.totalCents, locale),
                  list: (chunks) => <bdi>{chunks}</bdi>,
                })}
              </p>
              <p>{entry.offer.together ? t("waitlist.mine.together") : t("waitlist.mine.apart")}</p>
              <p className="font-semibold text-crimson">
                {t("waitlist.mine.deadline", {
                  deadline: deadlineWords(entry.offer.expiresAt, locale),
                })}
              </p>
              <Link href={href(entry.offer.checkoutPath)} className="btn-primary inline-block">
                {t("waitlist.mine.checkout")}
              </Link>
            </div>
          ) : (
            <p className="mt-2 font-semibold" data-testid="waitlist-place">
              {entry.place === null
                ? t("waitlist.mine.waiting")
                : t("waitlist.mine.place", { place: entry.place })}
            </p>
          )}
          <button
            type="button"
            className="mt-3 btn-secondary"
            disabled={leaving === entry.entryId}
            onClick={() => void leave(entry)}
          >
            {entry.status === "OFFERED" ? t("waitlist.mine.decline") : t("waitlist.mine.leave")}
          </button>
        </article>
      ))}
      {lapsed.map((entry) => (
        <p key={entry.entryId} className="text-sm text-ink-soft">
          {t.rich("waitlist.mine.lapsed", {
            event: nameOf(entry),
            name: (chunks) => <bdi lang={englishName(entry)}>{chunks}</bdi>,
            link: (chunks) => (
              <Link href={href("/stage")} className="font-semibold text-teal underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ))}
    </section>
  );
}
