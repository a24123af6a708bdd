"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { formatCad } from "@/lib/payments/pricing";
import { WAITLIST_ROUTES } from "@/lib/waitlist/api";
import {
  moveRequest,
  offerWindowRequest,
  type LineAnswer,
  type LineEntryAnswer,
  type MoveInput,
  type OfferWindowInput,
} from "@/lib/waitlist/resource";
import { MAX_OFFER_HOURS } from "@/lib/waitlist/rules";
import { FormProblem, TextField } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
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
  const form = useForm<MoveInput>({
    resolver: zodResolver(moveRequest),
    defaultValues: { position: entry.place ?? 1, reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  async function move(body: MoveInput) {
    const saved = await api.call(WAITLIST_ROUTES.move, {
      params: { entryId: entry.entryId },
      body,
    });
    if (!saved.ok)
      return putIssuesOnFields(form, saved, { position: "position", reason: "reason" });
    form.reset({ position: body.position, reason: "" });
    say(t("waitlist.console.moved", { name: entry.name, place: body.position }));
  }
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      aria-label={t("waitlist.console.moveLabel", { name: entry.name })}
      onSubmit={form.handleSubmit(move)}
    >
      <TextField
        label={t("waitlist.console.newPlace")}
        type="number"
        min={1}
        max={waiting}
        required
        inputClassName="w-24"
        registration={form.register("position", { valueAsNumber: true })}
        error={errors.position}
      />
      <TextField
        label={t("waitlist.console.reason")}
        required
        maxLength={500}
        className="min-w-48 flex-1"
        registration={form.register("reason")}
        error={errors.reason}
      />
      <div className="self-end">
        <SubmitButton
          busy={isSubmitting}
          label={t("waitlist.console.move")}
          className="btn-secondary"
        />
      </div>
      <FormProblem errors={errors} />
    </form>
  );
}

/** How long an offer holds its seats (hours). */
function OfferWindowForm({ line, say }: { line: LineAnswer; say: Say }) {
  const { t } = useT();
  const api = useAdminApi();
  const form = useForm<OfferWindowInput>({
    resolver: zodResolver(offerWindowRequest),
    defaultValues: { offerHours: line.offerHours },
  });
  const { errors, isSubmitting } = form.formState;
  async function save(body: OfferWindowInput) {
    const saved = await api.call(WAITLIST_ROUTES.settings, {
      params: { eventId: line.eventId },
      body,
    });
    if (!saved.ok) return putIssuesOnFields(form, saved, { offerHours: "offerHours" });
    say(t("waitlist.console.windowSaved", { hours: body.offerHours }));
  }
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3"
      aria-label={t("waitlist.console.windowHeading")}
      onSubmit={form.handleSubmit(save)}
    >
      <TextField
        label={t("waitlist.console.offerHours")}
        type="number"
        min={1}
        max={MAX_OFFER_HOURS}
        required
        inputClassName="w-28"
        hint={t("waitlist.console.windowHint")}
        registration={form.register("offerHours", { valueAsNumber: true })}
        error={errors.offerHours}
      />
      <div className="self-end">
        <SubmitButton
          busy={isSubmitting}
          label={t("waitlist.console.saveWindow")}
          className="btn-secondary"
        />
      </div>
      <FormProblem errors={errors} />
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
