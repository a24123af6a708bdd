"use client";

import type { EditorSeat } from "@/lib/seats/seating-plan";
import { formatCad } from "@/lib/payments/pricing";
import { LockIcon } from "./booth-editor-parts";
import { col, ScrollRegion, TableHead } from "./console-table";

// The seating editor's view of the seats as they are now (seating-editor.tsx): counts by state,
// and each row's seats, price and who has them.

const SEAT_COLOURS = {
  AVAILABLE: "bg-green-700",
  HELD: "bg-amber-600",
  SOLD: "bg-red-800",
} as const;
export const SEAT_WORDS = { AVAILABLE: "available", HELD: "held", SOLD: "sold" } as const;

export const seatLabel = (s: { row: number; column: number }) => `Row ${s.row}, Seat ${s.column}`;

const headCell = "px-3 py-2 font-semibold";

/** The seats as they are now: counts by state, and each row's seats, price and who has them. */
export function CurrentSeats({ seats }: { seats: EditorSeat[] }) {
  if (seats.length === 0)
    return (
      <p className="card p-6 text-ink-soft">
        No seats yet: make the plan below. Visitors can buy tickets once the event is published.
      </p>
    );
  const count = (status: EditorSeat["status"]) => seats.filter((s) => s.status === status).length;
  const rows = [...new Set(seats.map((s) => s.row))].sort((a, b) => a - b);
  const columns = Math.max(...seats.map((s) => s.column));
  return (
    <section aria-labelledby="current-seats-heading" className="space-y-3">
      <h2 id="current-seats-heading" className="text-2xl font-bold">
        Seats now
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["Sold", count("SOLD")],
            ["Held", count("HELD")],
            ["Available", count("AVAILABLE")],
            ["All seats", seats.length],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-ink/10 bg-white p-3">
            <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
            <dd
              className="font-display text-2xl font-bold tabular-nums"
              data-testid={`seats-${label}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
        {(["SOLD", "HELD", "AVAILABLE"] as const).map((status) => (
          <span key={status} className="inline-flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${SEAT_COLOURS[status]}`} />
            {SEAT_WORDS[status]}
          </span>
        ))}
      </p>
      <ScrollRegion label="Rows, seats and prices">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Every row: its seats, price and state</caption>
          <TableHead
            columns={[
              col("Row", headCell),
              {
                label: (
                  <>
                    <span className="sr-only">Seats 1 to {columns}</span>
                    <span aria-hidden="true">Seats</span>
                  </>
                ),
                className: headCell,
              },
              col("Price", headCell),
              col("Taken", headCell),
            ]}
          />
          <tbody>
            {rows.map((row) => {
              const inRow = seats.filter((s) => s.row === row);
              const taken = inRow.filter((s) => s.status !== "AVAILABLE");
              const prices = [...new Set(inRow.map((s) => s.priceCents))];
              return (
                <tr key={row} className="border-b border-ink/5 last:border-0">
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    Row {row}
                  </th>
                  <td className="px-3 py-2">
                    <span className="flex gap-1" aria-hidden="true">
                      {Array.from({ length: columns }, (_, i) => {
                        const seat = inRow.find((s) => s.column === i + 1);
                        return (
                          <span
                            key={i}
                            title={
                              seat ? `${seatLabel(seat)}: ${SEAT_WORDS[seat.status]}` : undefined
                            }
                            className={`inline-block size-4 rounded-sm sm:size-5 ${
                              seat
                                ? SEAT_COLOURS[seat.status]
                                : "border border-dashed border-ink/20"
                            }`}
                          />
                        );
                      })}
                    </span>
                    <span className="sr-only">{inRow.length} seats</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {prices.map((p) => formatCad(p)).join(" / ")}{" "}
                    <span className="text-xs text-ink-muted">{inRow[0]?.rowType}</span>
                  </td>
                  <td className="px-3 py-2">
                    {taken.length === 0 ? (
                      <span className="text-ink-muted">none</span>
                    ) : (
                      <span className="inline-flex items-start gap-1">
                        <LockIcon />
                        <span>
                          {taken.map((s) => `Seat ${s.column} ${SEAT_WORDS[s.status]}`).join(", ")}
                        </span>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
