import type { Metadata } from "next";
import { SeatGrid } from "@/components/seat-grid";
import { getStage } from "@/lib/public-data";

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
            Rows 1-2: $100 · Rows 3-6: $50 · Rows 7-8: $30
          </p>
          <div className="mt-8 card p-4 sm:p-8">
            <SeatGrid seats={stage.seats} />
          </div>
        </>
      ) : (
        <p className="mt-8 card p-6">No seated event is on sale right now.</p>
      )}
    </div>
  );
}
