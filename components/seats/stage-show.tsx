import Link from "next/link";
import { StageSeats } from "@/components/seats/stage-seats";
import { JoinWaitlistWhenSoldOut } from "@/components/waitlist/join-waitlist-when-sold-out";
import { env } from "@/config/env";
import { getT } from "@/lib/i18n/page-locale";
import { langOf, localizeEvent, localizeFields } from "@/lib/i18n/localize";
import { getEvent, type getStage } from "@/lib/site/public-data";
import { eventJsonLd, jsonLdHtml, ticketOffers, ticketsUrl } from "@/lib/site/structured-data";
import { formatCad } from "@/lib/payments/pricing";
import { rowPriceBands, seatOnMap } from "@/lib/seats/seat-shapes";
import { compactPlan } from "@/lib/seats/compact-plan";

/** A seated show as the visitor buys its seats, or joins its waitlist when it is sold out. */
export type SeatShow = Awaited<ReturnType<typeof getStage>>;

/**
 * A seated show's page: its name, date, place and prices, the seat picker and, once no seat is on
 * sale, "Join the waitlist". /stage shows the stage's show (the first seated one); /stage/{guid}
 * any other seated show on sale.
 */
export async function StageShow({
  stage,
  path = "/stage",
}: {
  stage: SeatShow;
  /** The page's path (without its language): /stage, or /stage/{guid}. */
  path?: string;
}) {
  const { t, locale, href } = await getT();
  const event = stage
    ? localizeFields(stage.event, ["name", "dateText", "location"] as const, locale)
    : null;
  // The concert as schema.org's Event with its tickets' offers.
  const listed = stage && (await getEvent(stage.event.guid));
  const jsonLd =
    stage &&
    listed &&
    eventJsonLd(
      localizeEvent(listed, locale),
      locale,
      ticketOffers(
        {
          seats: stage.seats,
          salesEnd: stage.event.ticketSalesEnd,
          salesEnded: stage.event.ticketSalesEnded,
        },
        ticketsUrl(locale, path),
      ),
    );
  return (
    <div className="page">
      {jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdHtml(jsonLd) }}
        />
      )}
      <p className="font-semibold tracking-widest text-crimson uppercase rtl:tracking-normal">
        {path === "/stage" ? t("pages.stage.kicker") : t("pages.stage.showKicker")}
      </p>
      <h1
        className="mt-2 text-3xl font-bold sm:text-4xl"
        lang={event ? langOf(event, "name") : undefined}
      >
        {event ? event.name : t("pages.stage.heading")}
      </h1>
      {stage && event ? (
        <>
          <p className="mt-2 text-ink-soft">
            <span lang={langOf(event, "dateText")}>{event.dateText}</span> ·{" "}
            <span lang={langOf(event, "location")}>{event.location}</span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {t("pages.stage.prices", {
              bands: rowPriceBands(stage.seats.map(seatOnMap))
                .map((b) =>
                  t("pages.stage.band", {
                    from: b.from,
                    to: b.to,
                    count: b.to - b.from + 1,
                    price: formatCad(b.priceCents, locale),
                  }),
                )
                .join(" · "),
            })}
          </p>
          <div className="mt-8 card p-3 sm:p-8">
            <StageSeats
              eventId={stage.event.id}
              plan={compactPlan(stage.seats)}
              salesEnded={stage.event.ticketSalesEnded}
              // offered once the seats' statuses say none is on sale
              soldOut={
                stage.event.ticketSalesEnded ? undefined : (
                  <JoinWaitlistWhenSoldOut
                    eventId={stage.event.id}
                    prices={[...new Set(stage.seats.map((s) => s.priceCents))].sort(
                      (a, b) => a - b,
                    )}
                    maxParty={env().MAX_SEATS_PER_ORDER}
                    path={path}
                  />
                )
              }
            />
          </div>
          <p className="mt-4 text-center text-sm">
            <Link href={href("/movie-popup")} className="font-semibold text-teal underline">
              {t("pages.stage.toBoothCart")}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-8 card p-6">{t("seats.noSeatedEvent")}</p>
      )}
    </div>
  );
}
