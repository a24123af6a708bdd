import type { Metadata } from "next";
import { SeatPopup } from "@/components/seats/seat-popup";
import { getT } from "@/lib/i18n/page-locale";
import { getStage } from "@/lib/site/public-data";
import { compactPlan } from "@/lib/seats/compact-plan";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.seatPopup.title"), robots: { index: false } };
}

export default async function MoviePopupPage() {
  const { t, locale } = await getT();
  const stage = await getStage();
  // In Arabic: the event's Arabic name where the organiser wrote one, isolated as a name in an
  // Arabic sentence (it may be in Latin letters).
  const event: { name: string; nameAr?: string | null } | undefined = stage?.event;
  const eventName =
    locale === "ar" ? `\u2068${event?.nameAr || event?.name}\u2069` : (event?.name ?? "");
  return (
    <div className="page">
      {stage ? (
        <SeatPopup
          eventId={stage.event.id}
          plan={compactPlan(stage.seats)}
          title={t("seats.popupTitle", { event: eventName })}
        />
      ) : (
        <p className="card p-6">{t("seats.noSeatedEvent")}</p>
      )}
    </div>
  );
}
