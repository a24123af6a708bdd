import type { Metadata } from "next";
import { SeatPopup } from "@/components/seats/seat-popup";
import { getStage } from "@/lib/public-data";
import { seatPayload } from "@/lib/seat-shapes";

export const metadata: Metadata = { title: "Choose seats", robots: { index: false } };

export default async function MoviePopupPage() {
  const stage = await getStage();
  return (
    <div className="page">
      {stage ? (
        <SeatPopup seats={stage.seats.map(seatPayload)} title={`Seats: ${stage.event.name}`} />
      ) : (
        <p className="card p-6">No seated event is on sale right now.</p>
      )}
    </div>
  );
}
