import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { SeatingEditor } from "@/components/admin/seating-editor";
import { LocaleProvider } from "@/components/locale-provider";
import { SeatPicker } from "@/components/seats/seat-picker";
import { CATALOGUES } from "@/lib/i18n/catalogues";
import { otherLocale, type Locale } from "@/lib/i18n/locales";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";
import type { EditorSeat, SeatingEditorData } from "@/lib/seats/seating-plan";

// The seat plan and its editor as the server renders them, for a hall with sections, an aisle
// and a wheelchair space: every seat named, the aisle a gap, the editor's lists filled in.

const router = {
  back() {},
  forward() {},
  refresh() {},
  push() {},
  replace() {},
  prefetch() {},
  hmrRefresh() {},
};

const render = (locale: Locale, element: React.ReactElement) =>
  renderToStaticMarkup(
    createElement(
      LocaleProvider,
      {
        locale,
        otherLanguage: CATALOGUES[otherLocale(locale)].language,
      } as ComponentProps<typeof LocaleProvider>,
      createElement(AppRouterContext.Provider, { value: router as never }, element),
    ),
  );

/** Two rows of four seats in two sections, an aisle after seat 2, a wheelchair space at 2:4. */
const kindOf = (row: number, column: number) =>
  row === 2 && column === 4 ? "WHEELCHAIR" : row === 2 && column === 3 ? "COMPANION" : "STANDARD";
const hall: EditorSeat[] = [1, 2].flatMap((row) =>
  [1, 2, 3, 4].map((column) => ({
    row,
    column,
    rowType: "STANDARD",
    priceCents: 5000,
    status: row === 1 && column === 1 ? ("SOLD" as const) : ("AVAILABLE" as const),
    kind: kindOf(row, column),
    section: row === 1 ? "Floor" : "Balcony",
    sectionAr: row === 1 ? "الصالة" : null,
    aisleAfter: column === 2,
  })),
);

const onMap: SeatOnMap[] = hall.map((s, i) => ({
  seatId: i + 1,
  seatRow: s.row,
  seatColumn: s.column,
  priceCents: s.priceCents,
  rowType: s.rowType,
  seatStatus: s.status,
  seatKind: s.kind,
  label: `Row ${s.row}, Seat ${s.column}`,
  section: s.section,
  sectionAr: s.sectionAr,
  aisleAfter: s.aisleAfter,
}));

describe("the seat plan as the page first shows it", () => {
  it("names each seat with its kind and price, as being checked until the statuses come; sections head their rows; the aisle is a gap", () => {
    const html = render(
      "en",
      createElement(SeatPicker, { eventId: 1, initialSeats: onMap, actions: () => null }),
    );
    // the page carries where the seats are, not which are taken: the grid asks for that
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Row 1, Seat 1, $50.00, Checking"');
    expect(html).toContain('aria-label="Row 2, Seat 4, Wheelchair space, $50.00, Checking"');
    expect(html).toContain('aria-label="Row 2, Seat 3, Companion seat, $50.00, Checking"');
    expect(html).not.toContain('$50.00, Available"');
    expect(html).toMatch(/data-testid="seat-section"[^>]*>Floor</);
    // the rows' columns, written once for the hall: the row header, two seats, the aisle's
    // half-seat gap, two seats; the seat after the aisle starts past the gap
    expect(html).toContain(
      "--hall-columns:var(--row-head) var(--seat) var(--seat) calc(var(--seat) / 2) var(--seat) var(--seat)",
    );
    expect(html.match(/grid-cols-\(--hall-columns\)/g)).toHaveLength(2);
    expect(html).toMatch(/style="grid-column:5"><button[^>]*aria-label="Row 1, Seat 3,/);
    expect(html).toContain("Choose from a list");
    expect(html).toContain("Wheelchair space</li>");
    // one tab stop: the first seat
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it("in Arabic, with a section named in English only marked as English", () => {
    const html = render(
      "ar",
      createElement(SeatPicker, { eventId: 1, initialSeats: onMap, actions: () => null }),
    );
    expect(html).toMatch(/data-testid="seat-section"[^>]*>الصالة</);
    expect(html).toMatch(/lang="en"[^>]*data-testid="seat-section"[^>]*>Balcony</);
    expect(html).toContain("الاختيار من قائمة");
  });
});

describe("the seating editor as the page first shows it", () => {
  const data: SeatingEditorData = {
    event: { id: 1, name: "Tarab Night" } as SeatingEditorData["event"],
    seats: hall,
    plan: {
      rows: 2,
      seatsPerRow: 4,
      bands: [{ fromRow: 1, toRow: 2, priceCents: 5000, rowType: "STANDARD" }],
      aisles: [2],
      sections: [
        { name: "Floor", nameAr: "الصالة", fromRow: 1, toRow: 1 },
        { name: "Balcony", nameAr: null, fromRow: 2, toRow: 2 },
      ],
      seatKinds: [
        { row: 2, column: 3, kind: "COMPANION" },
        { row: 2, column: 4, kind: "WHEELCHAIR" },
      ],
    },
  };

  // (the form's fields take their values once in the browser: what the server renders is the form)
  it("shows the seats now and the plan's aisles, sections and wheelchair spaces to change", () => {
    const html = render("en", createElement(SeatingEditor, { data }));
    expect(html).toContain("Seats now");
    expect(html).toMatch(/data-testid="seats-Wheelchair spaces">1</);
    expect(html.match(/data-testid="seat-section-entry"/g)).toHaveLength(2);
    expect(html.match(/data-testid="wheelchair-space-entry"/g)).toHaveLength(1);
    expect(html).toContain("The seat before it");
    expect(html).toContain("1 to 50");
    expect(html).toContain("1 to 40");
  });

  it("in Arabic", () => {
    const html = render("ar", createElement(SeatingEditor, { data }));
    expect(html).toContain("المقاعد الآن");
    expect(html).toContain("أماكن الكراسي المتحركة");
    expect(html).not.toContain("Seats now");
  });
});
