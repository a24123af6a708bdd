import type { Metadata } from "next";
import Link from "next/link";
import { StageSeats } from "@/components/seats/stage-seats";
import { t } from "@/lib/messages";
import { getStage } from "@/lib/public-data";
import { seatPayload } from "@/lib/seat-shapes";

export const metadata: Metadata = {
  title: t("pages.stage.title"),
  description: t("pages.stage.description"),
  alternates: { canonical: "/stage" },
  openGraph: { title: t("pages.stage.socialTitle"), url: "/stage" },
};

export default async function StagePage() {
  const stage = await getStage();
  return (
    <div className="page">
      <p className="font-semibold tracking-widest text-crimson uppercase">
        {t("pages.stage.kicker")}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
        {stage ? stage.event.name : t("pages.stage.heading")}
      </h1>
      {stage ? (
        <>
          <p className="mt-2 text-ink-soft">
            {stage.event.dateText} · {stage.event.location}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t("pages.stage.prices")}</p>
          <div className="mt-8 card p-3 sm:p-8">
            <StageSeats seats={stage.seats.map(seatPayload)} />
          </div>
          <p className="mt-4 text-center text-sm">
            <Link href="/movie-popup" className="font-semibold text-teal underline">
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
