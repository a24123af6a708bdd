import { describe, expect, it } from "vitest";
import type { LockedItem } from "@/lib/booths/queries/holds";
import { alertsHostedInline, hostAlertsInline } from "@/lib/site/alerts";
import { ticketsEmail } from "@/lib/tickets/emails";
import { sessionLines } from "@/lib/payments/checkout-rules";
import { ticketTotals } from "@/lib/payments/pricing";
import { calendarFile, calendarText } from "@/lib/tickets/calendar";
import { seatLabelIn } from "@/lib/seats/seat-shapes";

// What a visitor who bought in Arabic reads outside the pages: the payment page's lines, the
// calendar file and the tickets e-mail, in Arabic to the last word.

const seatItem = (id: number, row: number, column: number): LockedItem => ({
  kind: "SEAT",
  id,
  // as the order stores it
  name: `Row ${row}, Seat ${column}`,
  priceCents: 5000,
  status: "AVAILABLE",
  heldByOrderId: null,
  heldByOfferId: null,
  sectionName: null,
  eventId: 3,
  eventActive: true,
});

describe("the payment page's lines", () => {
  const items = [seatItem(1, 3, 5), seatItem(2, 3, 6)];
  const totals = ticketTotals([5000, 5000]);

  it("name the seats, fees and tax in Arabic for an Arabic order", () => {
    const names = sessionLines(41, items, totals, totals.totalCents, true, "ar").map((l) => l.name);
    expect(names).toEqual([
      "المقعد: الصف 3، المقعد 5",
      "المقعد: الصف 3، المقعد 6",
      "رسوم الخدمة (2.9%)",
      "ضريبة المبيعات المنسقة (HST) 13%",
    ]);
    // no English word but the tax's own abbreviation
    expect(names.join(" ").replace("(HST)", "")).not.toMatch(/[A-Za-z]/);
  });

  it("name them in English for an English order", () => {
    const names = sessionLines(41, items, totals, totals.totalCents, true, "en").map((l) => l.name);
    expect(names[0]).toBe("Seat: Row 3, Seat 5");
  });

  it("name a deposit in the order's language", () => {
    const part = Math.round(totals.totalCents / 2);
    expect(sessionLines(41, items, totals, part, false, "ar")).toEqual([
      { name: "عربون الطلب 41", cents: part },
    ]);
    expect(sessionLines(41, items, totals, part, false, "en")[0]!.name).toBe("Deposit on order 41");
  });
});

/** The file's content lines, folded lines joined again (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("the calendar file", () => {
  const entry = (locale: "en" | "ar") =>
    calendarFile([
      {
        uid: "order-41@mahrajan.events",
        startsAt: new Date("2025-07-05T23:30:00Z"),
        endsAt: new Date("2025-07-06T02:30:00Z"),
        url: "https://example.org/ar/tickets",
        ...calendarText(
          locale === "ar"
            ? {
                name: "ليلة طرب على المسرح الرئيسي",
                venue: "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات، 300 City Centre Dr",
                seats: ["الصف 3، المقعد 5", "الصف 3، المقعد 6"],
              }
            : {
                name: "Tarab Night on the Main Stage",
                venue: "Main Stage, 300 City Centre Dr",
                seats: ["Row 3, Seat 5", "Row 3, Seat 6"],
              },
          locale,
        ),
      },
    ]);

  it("says the concert, its place and the seats in Arabic, folded whole", () => {
    const ics = entry("ar");
    // long Arabic lines are folded at 75 octets, never inside a letter
    expect(ics.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const lines = unfolded(ics);
    expect(lines).toContain("SUMMARY:ليلة طرب على المسرح الرئيسي");
    expect(lines).toContain(
      "LOCATION:المسرح الرئيسي، ساحة ميسيساغا للاحتفالات، 300 City Centre Dr",
    );
    expect(lines).toContain("DESCRIPTION:مقاعدك: الصف 3، المقعد 5؛ الصف 3، المقعد 6");
  });

  it("stays English for an English order", () => {
    const lines = unfolded(entry("en"));
    expect(lines).toContain("SUMMARY:Tarab Night on the Main Stage");
    expect(lines).toContain("DESCRIPTION:Your seats: Row 3\\, Seat 5\\; Row 3\\, Seat 6");
  });
});

describe("the tickets e-mail", () => {
  it("names the seats in Arabic in an Arabic e-mail", async () => {
    const message = await ticketsEmail({
      locale: "ar",
      name: "سارة",
      eventName: "ليلة طرب على المسرح الرئيسي",
      dateText: "السبت 5 يوليو 2025 · 7:30 مساءً",
      venue: "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات",
      seats: ["Row 3, Seat 5", "Row 3, Seat 6"],
      paidCents: 11600,
      orderId: 41,
      ticketsUrl: "https://example.org/ar/tickets",
    });
    expect(message.text).toContain("الصف 3، المقعد 5؛ الصف 3، المقعد 6");
    expect(message.text).not.toContain("Row 3");
  });
});

describe("alerts shown beside a seat grid", () => {
  it("take the alerts from the floating area while shown, and give them back", () => {
    expect(alertsHostedInline()).toBe(false);
    const release = hostAlertsInline();
    expect(alertsHostedInline()).toBe(true);
    release();
    expect(alertsHostedInline()).toBe(false);
  });
});

describe("a seat's name", () => {
  it("is said in the page's language whichever language stored it", () => {
    expect(seatLabelIn("Row 3, Seat 5", "ar")).toBe("الصف 3، المقعد 5");
    expect(seatLabelIn("الصف 3، المقعد 5", "en")).toBe("Row 3, Seat 5");
    expect(seatLabelIn("Row 3, Seat 5", "en")).toBe("Row 3, Seat 5");
    expect(seatLabelIn("T-01", "ar")).toBe("T-01");
  });
});
