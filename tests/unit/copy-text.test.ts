import { describe, expect, it } from "vitest";
import {
  addDays,
  nextEditionDay,
  sameWeekdayYearsLater,
  weekdayOf,
} from "@/lib/events/copy-text/calendar";
import { rewriteDates } from "@/lib/events/copy-text/dates";
import {
  copiedText,
  copyPlan,
  editionStep,
  sourceDaysOf,
  type CopyPlan,
} from "@/lib/events/copy-text/fields";
import { arabicOrdinal, editionOf, rewriteOrdinals } from "@/lib/events/copy-text/ordinals";

// A copied festival's texts written for its new dates, in English and Arabic: date lines, the
// details' days, the edition's number; what cannot be rewritten is kept and reported unsure.

const SUMMER = sourceDaysOf("2025-07-04", "2025-07-06");
/** The summer festival (Fri-Sun July 4-6, 2025) to Fri-Sun July 2-4, 2027. */
const TO_2027 = copyPlan(SUMMER, "2025-07-04", "2027-07-02", 2);
/** The same to Fri-Sun July 30 - August 1, 2027 (across months). */
const TO_AUGUST = copyPlan(SUMMER, "2025-07-04", "2027-07-30", 2);
/** The winter festival (Fri Jan 31 - Sun Feb 2, 2025) a year on: Fri-Sun Jan 30 - Feb 1, 2026. */
const WINTER = copyPlan(sourceDaysOf("2025-01-31", "2025-02-02"), "2025-01-31", "2026-01-30", 1);
/** A weekend across the new year (Sat Dec 30, 2028 - Mon Jan 1, 2029) to Sat-Mon Dec 29-31, 2029. */
const NEW_YEAR = copyPlan(sourceDaysOf("2028-12-30", "2029-01-01"), "2028-12-30", "2029-12-29", 1);

const en = (text: string, plan: CopyPlan = TO_2027) => copiedText(text, "en", plan);
const ar = (text: string, plan: CopyPlan = TO_2027) => copiedText(text, "ar", plan);
const sure = (text: string) => ({ text, sure: true });

describe("the copy's calendar", () => {
  it("suggests a year later on the same weekday, never in the past", () => {
    expect(sameWeekdayYearsLater("2025-07-04", 1)).toBe("2026-07-03");
    expect(sameWeekdayYearsLater("2025-07-04", 2)).toBe("2027-07-02");
    expect(weekdayOf(sameWeekdayYearsLater("2024-02-29", 1))).toBe(weekdayOf("2024-02-29"));
    expect(nextEditionDay("2025-07-04", "2026-01-10")).toBe("2026-07-03");
    expect(nextEditionDay("2025-07-04", "2026-11-29")).toBe("2027-07-02");
    expect(nextEditionDay("2025-07-04", "2026-07-03")).toBe("2026-07-03");
    expect(nextEditionDay("2020-01-31", "2026-11-29")).toBe("2027-01-29");
    for (let i = 0; i < 400; i += 37) {
      const day = addDays("2025-01-01", i);
      const next = sameWeekdayYearsLater(day, 1);
      expect(weekdayOf(next)).toBe(weekdayOf(day));
      expect(Math.abs(Date.parse(next) - Date.parse(day) - 365.25 * 86_400_000)).toBeLessThan(
        4 * 86_400_000,
      );
    }
  });
});

describe("English date lines and details", () => {
  it("rewrites a range within a month, with and without its year", () => {
    expect(en("July 4 – 6, 2025")).toEqual(sure("July 2 – 4, 2027"));
    expect(en("July 4-6, 2025")).toEqual(sure("July 2-4, 2027"));
    expect(en("July 4 – 6")).toEqual(sure("July 2 – 4"));
    expect(en("Jul. 4 to 6, 2025")).toEqual(sure("Jul. 2 to 4, 2027"));
  });

  it("writes the range across months when the copy's days cross one, and back", () => {
    expect(en("July 4 – 6, 2025", TO_AUGUST)).toEqual(sure("July 30 – August 1, 2027"));
    expect(en("January 31 – February 2, 2025", WINTER)).toEqual(
      sure("January 30 – February 1, 2026"),
    );
    const back = copyPlan(sourceDaysOf("2025-01-31", "2025-02-02"), "2025-01-31", "2026-02-06", 1);
    expect(en("January 31 – February 2, 2025", back)).toEqual(sure("February 6 – 8, 2026"));
  });

  it("writes both years across the new year, and one when the copy stays in a year", () => {
    expect(en("December 30, 2028 – January 1, 2029", NEW_YEAR)).toEqual(
      sure("December 29 – 31, 2029"),
    );
    const across = copyPlan(
      sourceDaysOf("2025-07-04", "2025-07-06"),
      "2025-07-04",
      "2026-12-31",
      1,
    );
    expect(en("July 4 – 6, 2025", across)).toEqual(sure("December 31, 2026 – January 2, 2027"));
  });

  it("rewrites single days with weekday names, full, short and with a dot", () => {
    expect(en("Friday July 4")).toEqual(sure("Friday July 2"));
    expect(en("Friday, July 4, 2025")).toEqual(sure("Friday, July 2, 2027"));
    expect(en("Fri. July 4")).toEqual(sure("Fri. July 2"));
    expect(en("Sat July 5th")).toEqual(sure("Sat July 3rd"));
    expect(en("Saturday July 5, 2025 · 7:30 PM", TO_AUGUST)).toEqual(
      sure("Saturday July 31, 2027 · 7:30 PM"),
    );
    expect(en("Sunday, 6 July 2025", TO_AUGUST)).toEqual(sure("Sunday, 1 August 2027"));
    expect(en("Doors open Fri. at 6")).toEqual(sure("Doors open Fri. at 6"));
  });

  it("rewrites the summer festival's details", () => {
    expect(
      en(
        "Friday July 4, 6 PM – 11 PM · Saturday July 5, 11 AM – 11 PM · Sunday July 6, 11 AM – 8 PM. Free admission; over 60,000 visitors expected.",
        TO_AUGUST,
      ),
    ).toEqual(
      sure(
        "Friday July 30, 6 PM – 11 PM · Saturday July 31, 11 AM – 11 PM · Sunday August 1, 11 AM – 8 PM. Free admission; over 60,000 visitors expected.",
      ),
    );
  });

  it("moves a weekday written alone by the copy's shift", () => {
    const monday = copyPlan(SUMMER, "2025-07-04", "2027-07-05", 2);
    expect(en("Friday 6 PM – 11 PM · Saturday and Sunday 11 AM", monday)).toEqual(
      sure("Monday 6 PM – 11 PM · Tuesday and Wednesday 11 AM"),
    );
    expect(en("Friday 6 PM", TO_2027)).toEqual(sure("Friday 6 PM"));
  });

  it("keeps what it cannot rewrite, and says so", () => {
    expect(en("Applications close June 1, 2025")).toEqual({
      text: "Applications close June 1, 2025",
      sure: false,
    });
    expect(en("Friday July 5")).toEqual({ text: "Friday July 5", sure: false });
    expect(en("Set-up on Thursday")).toEqual({ text: "Set-up on Thursday", sure: false });
    expect(en("See you on 7/4/2025").sure).toBe(false);
    expect(en("See you on 2025-07-04").sure).toBe(false);
    expect(en("Rows 1–2 $100, rows 3–6 $50. Over 60,000 visitors.")).toEqual(
      sure("Rows 1–2 $100, rows 3–6 $50. Over 60,000 visitors."),
    );
  });

  it("writes the month alone as the copy's", () => {
    expect(en("Every July since 2018", TO_2027)).toEqual(sure("Every July since 2018"));
    expect(en("Our July weekend", copyPlan(SUMMER, "2025-07-04", "2026-08-07", 1))).toEqual(
      sure("Our August weekend"),
    );
    expect(en("Our July weekend", TO_AUGUST).sure).toBe(false);
  });

  it("writes the source's year as the copy's elsewhere", () => {
    expect(en("Summer Festival 2025: the best yet")).toEqual(
      sure("Summer Festival 2027: the best yet"),
    );
  });
});

describe("Arabic date lines and details", () => {
  it("rewrites a range within a month and across months", () => {
    expect(ar("4 – 6 يوليو 2025")).toEqual(sure("2 – 4 يوليو 2027"));
    expect(ar("4-6 يوليو")).toEqual(sure("2-4 يوليو"));
    expect(ar("4 – 6 يوليو 2025", TO_AUGUST)).toEqual(sure("30 يوليو – 1 أغسطس 2027"));
    expect(ar("31 يناير – 2 فبراير 2025", WINTER)).toEqual(sure("30 يناير – 1 فبراير 2026"));
    expect(ar("من 4 إلى 6 يوليو 2025")).toEqual(sure("من 2 إلى 4 يوليو 2027"));
  });

  it("keeps the Levantine month names and Arabic-Indic digits", () => {
    expect(ar("٤ – ٦ تموز ٢٠٢٥", TO_AUGUST)).toEqual(sure("٣٠ تموز – ١ آب ٢٠٢٧"));
    expect(ar("الجمعة ٤ تموز")).toEqual(sure("الجمعة ٢ تموز"));
  });

  it("rewrites days with their weekday names, and the concert's date line", () => {
    expect(ar("الجمعة 4 يوليو، من 6 مساءً حتى 11 مساءً", TO_AUGUST)).toEqual(
      sure("الجمعة 30 يوليو، من 6 مساءً حتى 11 مساءً"),
    );
    expect(ar("السبت، 5 يوليو 2025", TO_AUGUST)).toEqual(sure("السبت، 31 يوليو 2027"));
    const stage = copyPlan(["2025-07-05"], "2025-07-05", "2026-07-04", 1);
    expect(ar("السبت 5 يوليو 2025 · 7:30 مساءً", stage)).toEqual(
      sure("السبت 4 يوليو 2026 · 7:30 مساءً"),
    );
    const friday = copyPlan(["2025-07-05"], "2025-07-05", "2026-07-10", 1);
    expect(ar("السبت 5 يوليو 2025 · 7:30 مساءً", friday)).toEqual(
      sure("الجمعة 10 يوليو 2026 · 7:30 مساءً"),
    );
  });

  it("rewrites the summer festival's Arabic details", () => {
    expect(
      ar(
        "الجمعة 4 يوليو، من 6 مساءً حتى 11 مساءً · السبت 5 يوليو، من 11 صباحًا حتى 11 مساءً · الأحد 6 يوليو، من 11 صباحًا حتى 8 مساءً. الدخول مجاني، ونتوقع أكثر من 60,000 زائر.",
        TO_AUGUST,
      ),
    ).toEqual(
      sure(
        "الجمعة 30 يوليو، من 6 مساءً حتى 11 مساءً · السبت 31 يوليو، من 11 صباحًا حتى 11 مساءً · الأحد 1 أغسطس، من 11 صباحًا حتى 8 مساءً. الدخول مجاني، ونتوقع أكثر من 60,000 زائر.",
      ),
    );
  });

  it("moves weekdays written alone, with the conjunction", () => {
    const monday = copyPlan(SUMMER, "2025-07-04", "2027-07-05", 2);
    expect(ar("الجمعة والسبت والأحد", monday)).toEqual(sure("الاثنين والثلاثاء والأربعاء"));
  });

  it("keeps what it cannot rewrite, and says so", () => {
    expect(ar("التسجيل حتى 1 يونيو 2025")).toEqual({
      text: "التسجيل حتى 1 يونيو 2025",
      sure: false,
    });
    expect(ar("الخميس للتجهيز").sure).toBe(false);
    expect(ar("الخميس 4 يوليو").sure).toBe(false);
  });
});

describe("a date line's time", () => {
  /** The stage's concert (Saturday July 5, 2025, 7:30 PM to 10:30 PM) to Saturday July 3, 2027. */
  const CONCERT = copyPlan(["2025-07-05"], "2025-07-05", "2027-07-03", 2);
  /** The copy's start (and end) at other times: 8 PM to 11 PM. */
  const LATER = [
    { from: "19:30", to: "20:00" },
    { from: "22:30", to: "23:00" },
  ];
  const line = (text: string, language: "en" | "ar", times = LATER) =>
    copiedText(text, language, CONCERT, { times });

  it("writes the copy's start time in an English date line, the way the source wrote it", () => {
    expect(line("Saturday July 5, 2025 · 7:30 PM", "en")).toEqual(
      sure("Saturday July 3, 2027 · 8:00 PM"),
    );
    expect(line("Sat. July 5, 2025, 7:30pm", "en")).toEqual(sure("Sat. July 3, 2027, 8:00pm"));
    expect(line("Saturday July 5 · 19:30", "en")).toEqual(sure("Saturday July 3 · 20:00"));
    const earlier = [{ from: "19:30", to: "11:00" }];
    expect(line("Saturday July 5, 2025 · 7:30 p.m.", "en", earlier)).toEqual(
      sure("Saturday July 3, 2027 · 11:00 a.m."),
    );
    const halfPast = [{ from: "19:00", to: "20:30" }];
    expect(line("Saturday July 5, 2025 · 7 PM.", "en", halfPast)).toEqual(
      sure("Saturday July 3, 2027 · 8:30 PM."),
    );
  });

  it("writes a range's start and end, its meridiem written once", () => {
    expect(line("Saturday July 5, 2025 · 7:30 – 10:30 p.m.", "en")).toEqual(
      sure("Saturday July 3, 2027 · 8:00 – 11:00 p.m."),
    );
    // the copy starts before noon and ends after it: each time gets its own
    const day = [
      { from: "19:30", to: "11:30" },
      { from: "22:30", to: "14:00" },
    ];
    expect(line("Saturday July 5, 2025 · 7:30 – 10:30 PM", "en", day)).toEqual(
      sure("Saturday July 3, 2027 · 11:30 AM – 2:00 PM"),
    );
  });

  it("writes the copy's start time in an Arabic date line, its words and digits kept", () => {
    expect(line("السبت 5 يوليو 2025 · 7:30 مساءً", "ar")).toEqual(
      sure("السبت 3 يوليو 2027 · 8:00 مساءً"),
    );
    expect(line("السبت ٥ يوليو ٢٠٢٥ · ٧:٣٠ م", "ar")).toEqual(sure("السبت ٣ يوليو ٢٠٢٧ · ٨:٠٠ م"));
    expect(line("السبت 5 يوليو 2025 · 7:30 – 10:30 م", "ar")).toEqual(
      sure("السبت 3 يوليو 2027 · 8:00 – 11:00 م"),
    );
    const morning = [{ from: "19:30", to: "10:00" }];
    expect(line("السبت 5 يوليو 2025 · 7:30 مساءً", "ar", morning)).toEqual(
      sure("السبت 3 يوليو 2027 · 10:00 صباحًا"),
    );
  });

  it("leaves the time alone when the copy starts when the source did", () => {
    const same = [{ from: "19:30", to: "19:30" }];
    expect(line("Saturday July 5, 2025 · 7:30 PM", "en", same)).toEqual(
      sure("Saturday July 3, 2027 · 7:30 PM"),
    );
    expect(line("السبت 5 يوليو 2025 · 7:30 مساءً", "ar", same)).toEqual(
      sure("السبت 3 يوليو 2027 · 7:30 مساءً"),
    );
  });

  it("keeps a time that is neither the start nor the end, and says so", () => {
    expect(line("Saturday July 5, 2025 · doors 6:45 PM", "en")).toEqual({
      text: "Saturday July 3, 2027 · doors 6:45 PM",
      sure: false,
    });
    expect(line("السبت 5 يوليو 2025 · الأبواب 6:45 مساءً", "ar")).toEqual({
      text: "السبت 3 يوليو 2027 · الأبواب 6:45 مساءً",
      sure: false,
    });
    // the festival's own date line has no time: nothing to check
    expect(copiedText("July 4 – 6, 2025", "en", TO_2027, { times: LATER })).toEqual(
      sure("July 2 – 4, 2027"),
    );
  });
});

describe("the edition's number", () => {
  it("writes Arabic ordinals 1-20 and beyond, masculine and feminine", () => {
    expect([1, 2, 8, 9, 10, 11, 12, 19, 20, 21, 33].map((n) => arabicOrdinal(n, "m"))).toEqual([
      "الأول",
      "الثاني",
      "الثامن",
      "التاسع",
      "العاشر",
      "الحادي عشر",
      "الثاني عشر",
      "التاسع عشر",
      "العشرون",
      "الحادي والعشرون",
      "الثالث والثلاثون",
    ]);
    expect([1, 8, 11, 13, 20, 21].map((n) => arabicOrdinal(n, "f"))).toEqual([
      "الأولى",
      "الثامنة",
      "الحادية عشرة",
      "الثالثة عشرة",
      "العشرون",
      "الحادية والعشرون",
    ]);
    expect(arabicOrdinal(100, "m")).toBeNull();
  });

  it("counts on every ordinal word from 1 to 19, in both genders", () => {
    for (let n = 1; n < 20; n++)
      for (const gender of ["m", "f"] as const)
        expect(rewriteOrdinals(`الدورة ${arabicOrdinal(n, gender)} للمهرجان`, 1).text).toBe(
          `الدورة ${arabicOrdinal(n + 1, gender)} للمهرجان`,
        );
  });

  it("moves English and Arabic ordinals by the step, in figures and words", () => {
    expect(rewriteOrdinals("8th Annual Summer Festival", 1)).toEqual(
      sure("9th Annual Summer Festival"),
    );
    expect(rewriteOrdinals("20th Festival", 1).text).toBe("21st Festival");
    expect(rewriteOrdinals("Eighth Annual", 2).text).toBe("Tenth Annual");
    expect(rewriteOrdinals("مهرجان الصيف السنوي الثامن", 1).text).toBe(
      "مهرجان الصيف السنوي التاسع",
    );
    expect(rewriteOrdinals("الدورة الثامنة عشرة", 2).text).toBe("الدورة العشرون");
    expect(rewriteOrdinals("الدورة الـ8", 1).text).toBe("الدورة الـ9");
    expect(rewriteOrdinals("الدورة الـ٨", 2).text).toBe("الدورة الـ١٠");
    expect(rewriteOrdinals("Twentieth Festival", 1)).toEqual({
      text: "Twentieth Festival",
      sure: false,
    });
  });

  it("moves the edition in names and titles, not the dates", () => {
    expect(
      copiedText("8th Annual Arab Summer Festival 2025", "en", TO_2027, { ordinal: true }),
    ).toEqual(sure("10th Annual Arab Summer Festival 2027"));
    expect(
      copiedText("مهرجان الصيف العربي السنوي الثامن 2025", "ar", TO_2027, { ordinal: true }),
    ).toEqual(sure("مهرجان الصيف العربي السنوي العاشر 2027"));
    expect(copiedText("8th Festival, Fri. July 4th", "en", TO_2027, { ordinal: true })).toEqual(
      sure("10th Festival, Fri. July 2nd"),
    );
    expect(copiedText("8th Festival", "en", TO_2027)).toEqual(sure("8th Festival"));
  });

  it("takes the step from the copy's English name when both number the edition", () => {
    expect(editionOf("8th Annual Arab Summer Festival 2025")).toBe(8);
    expect(editionOf("Eighth Annual")).toBe(8);
    expect(editionOf("Arab Winter Festival 2025")).toBeNull();
    expect(editionStep("8th Annual 2025", "9th Annual 2027", 2025, 2027)).toBe(1);
    expect(editionStep("8th Annual 2025", "My festival", 2025, 2027)).toBe(2);
    expect(editionStep("8th Annual 2025", null, 2025, 2025)).toBe(1);
  });
});

describe("rewriteDates", () => {
  it("cuts the text into rewritten dates and the text around them", () => {
    expect(rewriteDates("Opens Friday July 4 at 6", "en", TO_2027).pieces).toEqual([
      { text: "Opens ", date: false },
      { text: "Friday July 2", date: true },
      { text: " at 6", date: false },
    ]);
  });
});
