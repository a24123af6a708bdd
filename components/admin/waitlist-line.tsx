"use client";

import { useState } from "react";
import { formatCad } from "@/lib/payments/pricing";
import { WAITLIST_ROUTES } from "@/lib/waitlist/api";
import type { LineAnswer, LineEntryAnswer } from "@/lib/waitlist/resource";
import { MAX_OFFER_HOURS } from "@/lib/waitlist/rules";
import { useT } from "../locale-provider";
import { deadlineWords, offerSeatNames } from "../waitlist/waitlist-entries";
import { StatusLine, useAdminApi } from "./booth-editor-parts";

// A seated show's waitlist in the console: the line in order (each entry's party, price, place,
// and its offer with the seats and deadline), moving a waiting entry with a reason (kept in the
// audit log), how long an offer lasts, and closing or reopening the list.

type Say = (message: string) => void;

/** Moves one waiting entry to another place, with the reason the audit log keeps. */
function MoveForm({ entry, waiting, say }: { entry: LineEntryAnswer; waiting: number; say: Say }) {
  const { t } = useT();
  const api = useAdminApi();
  const [position, setPosition] = useState(String(entry.place ?? 1));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={t("waitlist.console.moveLabel", { name: entry.name })}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const saved = await api.call(WAITLIST_ROUTES.move, {
          params: { entryId: entry.entryId },
          body: { position: Number(position), reason },
        });
        setBusy(false);
        if (saved.ok) {
          setError(null);
          setReason("");
          say(t("waitlist.console.moved", { name: entry.name, place: Number(position) }));
        } else setError(saved.message);
      }}
    >
      <label className="grid">
        <span className="field-label">{t("waitlist.console.newPlace")}</span>
        <input
          className="field-input w-24"
          type="number"
          min={1}
          max={waiting}
          required
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
      </label>
      <label className="grid min-w-48 flex-1">
        <span className="field-label">{t("waitlist.console.reason")}</span>
        <input
          className="field-input"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-secondary" disabled={busy}>
        {t("waitlist.console.move")}
      </button>
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </form>
  );
}

/** How long an offer holds its seats (hours). */
function OfferWindowForm({ line, say }: { line: LineAnswer; say: Say }) {
  const { t } = useT();
  const api = useAdminApi();
  const [hours, setHours] = useState(String(line.offerHours));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={t("waitlist.console.windowHeading")}
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await api.call(WAITLIST_ROUTES.settings, {
          params: { eventId: line.eventId },
          body: { offerHours: Number(hours) },
        });
        if (saved.ok) {
          setError(null);
          say(t("waitlist.console.windowSaved", { hours: Number(hours) }));
        } else setError(saved.message);
      }}
    >
      <label className="grid">
        <span className="field-label">{t("waitlist.console.offerHours")}</span>
        <input
          className="field-input w-28"
          type="number"
          min={1}
          max={MAX_OFFER_HOURS}
          required
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-secondary">
        {t("waitlist.console.saveWindow")}
      </button>
      <p className="w-full text-sm text-ink-soft">{t("waitlist.console.windowHint")}</p>
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </form>
  );
}

/** Closing (after a confirmation) or reopening the list. */
function CloseOrReopen({ line, say }: { line: LineAnswer; say: Say }) {
  const { t } = useT();
  const api = useAdminApi();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (route: typeof WAITLIST_ROUTES.close | typeof WAITLIST_ROUTES.reopen) => {
    const saved = await api.call(route, { params: { eventId: line.eventId } });
    setAsking(false);
    if (saved.ok) {
      setError(null);
      say(
        route === WAITLIST_ROUTES.close
          ? t("waitlist.console.closed")
          : t("waitlist.console.reopened"),
      );
    } else setError(saved.message);
  };
  return (
    <div className="space-y-2">
      {line.closed ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void send(WAITLIST_ROUTES.reopen)}
        >
          {t("waitlist.console.reopen")}
        </button>
      ) : asking ? (
        <div
          role="group"
          aria-label={t("waitlist.console.closeAsk")}
          className="space-y-2 rounded-lg border-2 border-crimson p-3"
        >
          <p className="font-semibold">{t("waitlist.console.closeAsk")}</p>
          <p className="text-sm">{t("waitlist.console.closeWarning", { count: line.waiting })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={() => void send(WAITLIST_ROUTES.close)}
            >
              {t("waitlist.console.closeConfirm")}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
              {t("waitlist.console.keepOpen")}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
          {t("waitlist.console.close")}
        </button>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

const STATUS_KEYS = {
  WAITING: "waitlist.status.waiting",
  OFFERED: "waitlist.status.offered",
  BOUGHT: "waitlist.status.bought",
  LEFT: "waitlist.status.left",
  LAPSED: "waitlist.status.lapsed",
  CLOSED: "waitlist.status.closed",
} as const;

/** The show's waitlist: its state, its settings and its entries. */
export function WaitlistLine({ line }: { line: LineAnswer }) {
  const { t, locale } = useT();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-8">
      <StatusLine message={message} />
      <section aria-labelledby="waitlist-state" className="space-y-4 card p-4 sm:p-6">
        <h2 id="waitlist-state" className="text-xl font-bold">
          {line.closed ? t("waitlist.console.stateClosed") : t("waitlist.console.stateOpen")}
        </h2>
        <p data-testid="waitlist-counts">
          {t("waitlist.console.counts", { waiting: line.waiting, offered: line.offered })}
        </p>
        <CloseOrReopen line={line} say={setMessage} />
        <OfferWindowForm line={line} say={setMessage} />
      </section>
      <section aria-labelledby="waitlist-entries" className="space-y-3">
        <h2 id="waitlist-entries" className="text-xl font-bold">
          {t("waitlist.console.lineHeading")}
        </h2>
        {line.entries.length === 0 ? (
          <p className="text-ink-soft">{t("waitlist.console.empty")}</p>
        ) : (
          <ol className="space-y-3">
            {line.entries.map((entry) => (
              <li key={entry.entryId} className="card p-4" data-testid="waitlist-line-entry">
                <p className="font-bold">
                  {entry.place !== null && (
                    <span className="me-2 text-crimson">
                      {t("waitlist.console.place", { place: entry.place })}
                    </span>
                  )}
                  <bdi>{entry.name}</bdi> · <bdi>{entry.email}</bdi>
                </p>
                <p className="text-sm text-ink-soft">
                  {t(STATUS_KEYS[entry.status])} ·{" "}
                  {entry.priceBandCents === null
                    ? t("waitlist.mine.party", { count: entry.partySize })
                    : t("waitlist.mine.partyAt", {
                        count: entry.partySize,
                        price: formatCad(entry.priceBandCents, locale),
                      })}
                </p>
                {entry.status === "OFFERED" && entry.offer && (
                  <p className="mt-1 text-sm">
                    {t.rich("waitlist.console.offer", {
                      seats: offerSeatNames(entry.offer, t, locale),
                      deadline: deadlineWords(entry.offer.expiresAt, locale),
                      list: (chunks) => <bdi>{chunks}</bdi>,
                    })}{" "}
                    {entry.offer.together ? "" : t("waitlist.mine.apart")}
                  </p>
                )}
                {entry.status === "WAITING" && (
                  <div className="mt-3">
                    <MoveForm entry={entry} waiting={line.waiting} say={setMessage} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
