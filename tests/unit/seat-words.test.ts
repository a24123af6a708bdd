import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/messages";
import { formatCad } from "@/lib/payments/pricing";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";
import { offerInWords, seatAccessibleName, seatsInWords } from "@/lib/seats/seat-words";

const seat = (row: number, column: number, kind: SeatOnMap["seatKind"] = "STANDARD") =>
  ({
    seatId: row * 100 + column,
    seatRow: row,
    seatColumn: column,
    priceCents: 5000,
    rowType: "STANDARD",
    seatStatus: "AVAILABLE",
    seatKind: kind,
    label: `Row ${row}, Seat ${column}`,
  }) satisfies SeatOnMap;

const en = translator("en");
const ar = translator("ar");

describe("a seat read aloud", () => {
  it("says its row, seat, price and state, and its kind when it is not a plain seat", () => {
    expect(seatAccessibleName(en, "en", seat(3, 4), "Available")).toBe(
      "Row 3, Seat 4, $50.00, Available",
    );
    expect(seatAccessibleName(en, "en", seat(6, 8, "WHEELCHAIR"), "Selected")).toBe(
      "Row 6, Seat 8, Wheelchair space, $50.00, Selected",
    );
    expect(seatAccessibleName(en, "en", seat(6, 7, "COMPANION"), "Occupied")).toBe(
      "Row 6, Seat 7, Companion seat, $50.00, Occupied",
    );
    expect(seatAccessibleName(ar, "ar", seat(6, 8, "WHEELCHAIR"), "Available")).toBe(
      `الصف 6، المقعد 8، مكان لكرسي متحرك، ${formatCad(5000, "ar")}، متاح`,
    );
  });
});

describe("the list's offers in words", () => {
  it("names seats side by side as a run, and the others one by one", () => {
    expect(seatsInWords(en, [seat(1, 5), seat(1, 4), seat(2, 1)])).toBe(
      "Row 1, Seats 4 to 5; Row 2, Seat 1",
    );
    expect(seatsInWords(ar, [seat(1, 4), seat(1, 5)])).toBe("الصف 1، المقاعد من 4 إلى 5");
  });

  it("says how many seats and their total, and a wheelchair space with its companion seat", () => {
    expect(offerInWords(en, "en", { seats: [seat(1, 4), seat(1, 5)], together: true })).toBe(
      "Row 1, Seats 4 to 5 (2 seats, $100.00)",
    );
    expect(
      offerInWords(en, "en", {
        seats: [seat(6, 8, "WHEELCHAIR"), seat(6, 7, "COMPANION")],
        together: true,
      }),
    ).toBe(
      "Row 6, Seat 8, wheelchair space, with its companion seat Row 6, Seat 7 (2 seats, $100.00)",
    );
    expect(offerInWords(en, "en", { seats: [seat(6, 8, "WHEELCHAIR")], together: true })).toBe(
      "Row 6, Seat 8, wheelchair space (its companion seat is taken) (1 seat, $50.00)",
    );
    expect(offerInWords(ar, "ar", { seats: [seat(1, 4), seat(1, 5)], together: true })).toBe(
      `الصف 1، المقاعد من 4 إلى 5 (مقعدان، ${formatCad(10000, "ar")})`,
    );
  });
});
