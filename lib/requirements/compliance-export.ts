import "server-only";
import type { Column } from "../console/spreadsheet";
import { complianceMatrix } from "./compliance";
import { cellWords, complianceOf, READINESS_WORDS } from "./resource/compliance";

// The compliance matrix as a download (compliance.csv, compliance.xlsx): the console's table,
// statuses in words, one row per booked order and one column per open requirement.

type Row = ReturnType<typeof complianceOf>["rows"][number];

/** The event's matrix as a sheet: its columns and its rows (all of them: one per booked order). */
export async function complianceSheet(eventId: number) {
  const matrix = complianceOf(await complianceMatrix(eventId));
  const columns: Column<Row>[] = [
    { header: "Order", type: "integer", value: (r) => r.orderId },
    { header: "Vendor", type: "text", width: 30, value: (r) => r.vendorName },
    { header: "Contact", type: "text", value: (r) => r.contactName },
    { header: "E-mail", type: "text", width: 30, value: (r) => r.email },
    { header: "Booths", type: "text", width: 14, lines: true, value: (r) => r.booths.join("\n") },
    { header: "Readiness", type: "text", width: 12, value: (r) => READINESS_WORDS[r.readiness] },
    {
      header: "Paid in full",
      type: "text",
      width: 14,
      value: (r) =>
        r.paidInFull
          ? "Paid in full"
          : r.depositDueCents > 0 && r.balanceCents === 0
            ? "Damage deposit due"
            : r.depositDueCents > 0
              ? "Balance and damage deposit due"
              : "Balance due",
    },
    { header: "Balance", type: "money", value: (r) => r.balanceCents },
    ...matrix.requirements.map((q, i): Column<Row> => ({
      header: q.title,
      type: "text",
      width: 28,
      value: (r) => cellWords(r.cells[i] ?? null),
    })),
  ];
  return { sheetName: "Compliance", columns, rows: matrix.rows };
}
