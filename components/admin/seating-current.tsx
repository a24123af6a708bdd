"use client";

import { formatCad } from "@/lib/payments/pricing";
import { aislesOf } from "@/lib/seats/hall";
import { seatName } from "@/lib/seats/seat-shapes";
import type { EditorSeat } from "@/lib/seats/seating-plan";
import { KIND_KEYS } from "@/lib/seats/seat-words";
import { useT } from "../locale-provider";
import { CompanionIcon, WheelchairIcon } from "../seats/seat-looks";
import { LockIcon } from "./booth-editor-parts";
import { col, ScrollRegion, TableHead } from "./console-table";
import { STATUS_KEYS } from "./seating-rules";

// The seating editor's view of the seats as they are now (seating-editor.tsx): counts by state,
// and each row's section, seats (the aisles as gaps, wheelchair spaces and companion seats by
// their symbols), price and who has them.

const SEAT_COLOURS = {
  AVAILABLE: "bg-green-700",
  HELD: "bg-amber-600",
  SOLD: "bg-red-800",
} as const;

const headCell = "px-3 py-2 font-semibold";

/** The seats as they are now: counts by state, and each row's seats, price and who has them. */
export function CurrentSeats({ seats }: { seats: EditorSeat[] }) {
  const { t, locale } = useT();
  if (seats.length === 0)
    return <p className="card p-6 text-ink-soft">{t("seatingEditor.now.empty")}</p>;
  const count = (status: EditorSeat["status"]) => seats.filter((s) => s.status === status).length;
  const rows = [...new Set(seats.map((s) => s.row))].sort((a, b) => a - b);
  const columns = Math.max(...seats.map((s) => s.column));
  const aisles = aislesOf(seats.map((s) => ({ seatColumn: s.column, aisleAfter: s.aisleAfter })));
  const hasSections = seats.some((s) => s.section !== null);
  const join = (words: string[]) =>
    words.reduce((first, rest) => t("seatingEditor.now.join", { first, rest }));
  return (
    <section aria-labelledby="current-seats-heading" className="space-y-3">
      <h2 id="current-seats-heading" className="text-2xl font-bold">
        {t("seatingEditor.now.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(
          [
            ["Sold", t("seatingEditor.now.sold"), count("SOLD")],
            ["Held", t("seatingEditor.now.held"), count("HELD")],
            ["Available", t("seatingEditor.now.available"), count("AVAILABLE")],
            ["All seats", t("seatingEditor.now.all"), seats.length],
            [
              "Wheelchair spaces",
              t("seatingEditor.now.spaces"),
              seats.filter((s) => s.kind === "WHEELCHAIR").length,
            ],
          ] as const
        ).map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-ink/10 bg-white p-3">
            <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
            <dd
              className="font-display text-2xl font-bold tabular-nums"
              data-testid={`seats-${key}`}
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
            {t(STATUS_KEYS[status])}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <WheelchairIcon className="size-4" /> {t(KIND_KEYS.WHEELCHAIR)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CompanionIcon className="size-4" /> {t(KIND_KEYS.COMPANION)}
        </span>
      </p>
      <ScrollRegion label={t("seatingEditor.now.tableLabel")}>
        <table className="w-full text-start text-sm sm:text-base">
          <caption className="sr-only">{t("seatingEditor.now.caption")}</caption>
          <TableHead
            columns={[
              col(t("seatingEditor.now.row"), headCell),
              ...(hasSections ? [col(t("seatingEditor.now.section"), headCell)] : []),
              {
                label: (
                  <>
                    <span className="sr-only">
                      {t("seatingEditor.now.seatsRange", { count: columns })}
                    </span>
                    <span aria-hidden="true">{t("seatingEditor.now.seats")}</span>
                  </>
                ),
                className: headCell,
              },
              col(t("seatingEditor.now.price"), headCell),
              col(t("seatingEditor.now.taken"), headCell),
            ]}
          />
          <tbody>
            {rows.map((row) => {
              const inRow = seats.filter((s) => s.row === row);
              const taken = inRow.filter((s) => s.status !== "AVAILABLE");
              const named = inRow.filter((s) => s.kind !== "STANDARD");
              const prices = [...new Set(inRow.map((s) => s.priceCents))];
              const first = inRow[0];
              return (
                <tr key={row} className="border-b border-ink/5 last:border-0">
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {t("seatingEditor.now.rowName", { row: String(row) })}
                  </th>
                  {hasSections && (
                    <td className="px-3 py-2 whitespace-nowrap">
                      {first?.section}
                      {first?.sectionAr && (
                        <span lang="ar" dir="rtl" className="ms-2 text-ink-soft">
                          {first.sectionAr}
                        </span>
                      )}
                    </td>
                  )}
                  <td className="px-3 py-2">
                    <span className="flex gap-1" aria-hidden="true" dir="ltr">
                      {Array.from({ length: columns }, (_, i) => {
                        const seat = inRow.find((s) => s.column === i + 1);
                        const Icon =
                          seat?.kind === "WHEELCHAIR"
                            ? WheelchairIcon
                            : seat?.kind === "COMPANION"
                              ? CompanionIcon
                              : null;
                        return (
                          <span
                            key={i}
                            title={
                              seat
                                ? t("seatingEditor.now.seatTitle", {
                                    seat: seatName(t, seat.row, seat.column),
                                    status: t(STATUS_KEYS[seat.status]),
                                  })
                                : undefined
                            }
                            className={`inline-flex size-4 shrink-0 items-center justify-center rounded-sm text-white sm:size-5 ${
                              aisles.includes(i + 1) && i + 1 < columns ? "me-2" : ""
                            } ${
                              seat
                                ? SEAT_COLOURS[seat.status]
                                : "border border-dashed border-ink/20"
                            }`}
                          >
                            {Icon && <Icon className="size-3.5" />}
                          </span>
                        );
                      })}
                    </span>
                    <span className="sr-only">
                      {join([
                        t("seatingEditor.now.seatCount", { count: inRow.length }),
                        ...named.map((s) =>
                          t("seatingEditor.now.seatKind", {
                            column: String(s.column),
                            kind: t(KIND_KEYS[s.kind as keyof typeof KIND_KEYS]),
                          }),
                        ),
                      ])}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {prices.map((p) => formatCad(p, locale)).join(" / ")}{" "}
                    <span className="text-xs text-ink-muted">{first?.rowType}</span>
                  </td>
                  <td className="px-3 py-2">
                    {taken.length === 0 ? (
                      <span className="text-ink-muted">{t("seatingEditor.now.none")}</span>
                    ) : (
                      <span className="inline-flex items-start gap-1">
                        <LockIcon />
                        <span>
                          {join(
                            taken.map((s) =>
                              t("seatingEditor.now.takenSeat", {
                                column: String(s.column),
                                status: t(STATUS_KEYS[s.status]),
                              }),
                            ),
                          )}
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
