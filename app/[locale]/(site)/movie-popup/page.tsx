import type { Metadata } from "next";
import { SeatPopup } from "@/components/seats/seat-popup";
import { t } from "@/lib/messages";
import { getStage } from "@/lib/public-data";
import { seatPayload } from "@/lib/seat-shapes";

export const metadata: Metadata = { title: t("pages.seatPopup.title"), robots: { index: false } };

export default async function MoviePopupPage() {
  const stage = await getStage();
  return (
    <div className="page">
      {stage ? (
        <SeatPopup
          seats={stage.seats.map(seatPayload)}
          title={t("seats.popupTitle", { event: stage.event.name })}
        />
      ) : (
        <p className="card p-6">{t("seats.noSeatedEvent")}</p>
      )}
    </div>
  );
}
