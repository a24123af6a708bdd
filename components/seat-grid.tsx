import type { SeatView } from "@/db/queries/seats";
import { formatCad } from "@/lib/pricing";

const STATE_CLASS = {
  AVAILABLE: "border-teal bg-white text-teal",
  HELD: "border-ink/20 bg-ink/15 text-ink-muted",
  SOLD: "border-ink/20 bg-ink/15 text-ink-muted",
} as const;

/** The 8 x 8 stage grid (spec §2), priced by row; each seat reads 'Row N, Seat M'. */
export function SeatGrid({ seats }: { seats: SeatView[] }) {
  const rows = [...new Set(seats.map((s) => s.row))];
  return (
    <div>
      <div className="mx-auto mb-6 w-3/4 rounded-b-[3rem] bg-night py-3 text-center font-display font-bold tracking-[0.3em] text-gold-light">
        STAGE
      </div>
      <div role="grid" aria-label="Seats" className="mx-auto grid max-w-lg gap-1.5 sm:gap-2">
        {rows.map((row) => (
          <div role="row" key={row} className="grid grid-cols-8 gap-1.5 sm:gap-2">
            {seats
              .filter((s) => s.row === row)
              .map((s) => {
                const occupied = s.status !== "AVAILABLE";
                return (
                  <div
                    role="gridcell"
                    key={s.id}
                    aria-label={`Row ${s.row}, Seat ${s.column}, ${formatCad(s.priceCents)}, ${occupied ? "Occupied" : "Available"}`}
                    title={`Row ${s.row}, Seat ${s.column}`}
                    className={`flex aspect-square flex-col items-center justify-center rounded-md border-2 text-[0.6rem] leading-tight font-semibold sm:text-xs ${STATE_CLASS[s.status]}`}
                  >
                    <span aria-hidden="true">{s.column}</span>
                    <span aria-hidden="true">${s.priceCents / 100}</span>
                  </div>
                );
              })}
          </div>
        ))}
      </div>
      <ul className="mt-6 flex flex-wrap justify-center gap-6 text-sm" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-teal bg-white" /> Available
        </li>
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-gold bg-gold-light" /> Selected
        </li>
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-ink/20 bg-ink/15" /> Occupied
        </li>
      </ul>
    </div>
  );
}
