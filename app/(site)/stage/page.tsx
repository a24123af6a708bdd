import type { Metadata } from "next";
import Link from "next/link";
import { StageSeats } from "@/components/seats/stage-seats";
import { getStage } from "@/lib/public-data";
import { seatPayload } from "@/lib/seat-shapes";

export const metadata: Metadata = {
  title: "Stage",
  description:
    "Reserved seating for the main stage: eight rows, priced by row. Pick your seats for Tarab Night.",
  alternates: { canonical: "/stage" },
  openGraph: { title: "Stage seats | Mahrajan Events", url: "/stage" },
};

export default async function StagePage() {
  const stage = await getStage();
  return (
    <div className="page">
      <p className="font-semibold tracking-widest text-crimson uppercase">Main stage.</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{stage ? stage.event.name : "Stage"}</h1>
      {stage ? (
        <>
          <p className="mt-2 text-ink-soft">
            {stage.event.dateText} · {stage.event.location}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Rows 1-2: $100 · Rows 3-6: $50 · Rows 7-8: $30. Use the arrow keys to move between seats
            and Space or Enter to select.
          </p>
          <div className="mt-8 card p-3 sm:p-8">
            <StageSeats seats={stage.seats.map(seatPayload)} />
          </div>
          <p className="mt-4 text-center text-sm">
            <Link href="/movie-popup" className="font-semibold text-teal underline">
              Add seats to the booth cart instead
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-8 card p-6">No seated event is on sale right now.</p>
      )}
    </div>
  );
}
