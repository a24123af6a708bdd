"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { isSignedIn } from "@/lib/cart/browser-state";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { formatCad } from "@/lib/payments/pricing";
import { WAITLIST_ROUTES } from "@/lib/waitlist/api";
import { useT } from "../locale-provider";
import { SubmitButton } from "../forms/form-field";

type Outcome =
  | { kind: "joined"; place: number | null }
  | { kind: "inLine" }
  | { kind: "error"; message: string };

/**
 * The stage page's "Join the waitlist", shown while the show has no seat on sale: a party size
 * (1 to the per-order limit) and, optionally, one price. A visitor who is not signed in goes to
 * the login page and comes back here; once in line, the place and the way to /tickets.
 */
export function JoinWaitlist({
  eventId,
  prices,
  maxParty,
  path = "/stage",
}: {
  eventId: number;
  /** The show's page, where the login page sends the visitor back. */
  path?: string;
  /** The show's seat prices (cents), lowest first. */
  prices: number[];
  maxParty: number;
}) {
  const { t, locale, href } = useT();
  const router = useRouter();
  const id = useId();
  // Two choices from lists, which cannot be wrong: the server checks them against the show.
  const form = useForm<{ partySize: string; priceBand: string }>({
    defaultValues: { partySize: String(2 <= maxParty ? 2 : 1), priceBand: "" },
  });
  const busy = form.formState.isSubmitting;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function join({ partySize, priceBand }: { partySize: string; priceBand: string }) {
    if (!isSignedIn()) {
      router.push(href(`/login?callbackUrl=${encodeURIComponent(path)}`));
      return;
    }
    try {
      const answer = await call(WAITLIST_ROUTES.join, {
        params: { eventId },
        body: {
          partySize: Number(partySize),
          priceBand: priceBand === "" ? null : Number(priceBand),
        },
      });
      if (answer.status === "CREATED") {
        const entry = answer.payload as { place: number | null };
        setOutcome({ kind: "joined", place: entry.place });
      } else if (answer.code === "errors.waitlist.alreadyInLine") setOutcome({ kind: "inLine" });
      else setOutcome({ kind: "error", message: answerMessage(answer, t("waitlist.join.failed")) });
    } catch (error) {
      setOutcome({
        kind: "error",
        message: error instanceof NetworkError ? error.message : t("waitlist.join.failed"),
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 card border-crimson/30 p-5 sm:p-6"
      data-testid="join-waitlist"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("waitlist.join.heading")}
      </h2>
      <p className="mt-1 text-ink-soft">{t("waitlist.join.intro")}</p>
      {outcome?.kind === "joined" || outcome?.kind === "inLine" ? (
        <p role="status" className="mt-4 rounded-lg bg-teal/10 px-3 py-2 font-medium">
          {outcome.kind === "joined" && outcome.place !== null
            ? t("waitlist.join.joined", { place: outcome.place })
            : t("waitlist.join.alreadyInLine")}{" "}
          <Link href={href("/tickets")} className="font-semibold text-teal underline">
            {t("waitlist.join.seeTickets")}
          </Link>
        </p>
      ) : (
        <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={form.handleSubmit(join)}>
          <label className="grid gap-1">
            <span className="field-label">{t("waitlist.join.partySize")}</span>
            <select className="field-input w-32" {...form.register("partySize")}>
              {Array.from({ length: maxParty }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t("waitlist.join.people", { count: n })}
                </option>
              ))}
            </select>
          </label>
          {prices.length > 1 && (
            <label className="grid gap-1">
              <span className="field-label">{t("waitlist.join.priceBand")}</span>
              <select className="field-input w-48" {...form.register("priceBand")}>
                <option value="">{t("waitlist.join.anyPrice")}</option>
                {prices.map((cents) => (
                  <option key={cents} value={cents}>
                    {t("waitlist.join.onlyAt", { price: formatCad(cents, locale) })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <SubmitButton
            busy={busy}
            label={t("waitlist.join.button")}
            busyLabel={t("waitlist.join.joining")}
          />
        </form>
      )}
      {outcome?.kind === "error" && (
        <p role="alert" className="mt-3 font-semibold text-crimson">
          {outcome.message}
        </p>
      )}
    </section>
  );
}
