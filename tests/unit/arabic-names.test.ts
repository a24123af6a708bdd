import { describe, expect, it } from "vitest";
import { successEvent } from "@/components/cart/success-wording";
import { nameIn } from "@/lib/i18n/localize";

// Names the organiser wrote in both languages (sections, add-ons, requirements, events), picked
// by the reader's language.

describe("a name in the reader's language", () => {
  it("is the Arabic name in Arabic, the English one in English", () => {
    expect(nameIn("ar", "Food Trucks & Food Vendors", "شاحنات الطعام")).toBe("شاحنات الطعام");
    expect(nameIn("en", "Food Trucks & Food Vendors", "شاحنات الطعام")).toBe(
      "Food Trucks & Food Vendors",
    );
  });

  it("falls back to the English name where no Arabic is written", () => {
    expect(nameIn("ar", "Garbage fee (weekend)", null)).toBe("Garbage fee (weekend)");
    expect(nameIn("ar", "Garbage fee (weekend)", undefined)).toBe("Garbage fee (weekend)");
    expect(nameIn("ar", "Garbage fee (weekend)", "  ")).toBe("Garbage fee (weekend)");
    expect(nameIn("ar", null, null)).toBeNull();
  });
});

describe("the success page's venue", () => {
  const result = {
    eventName: "Summer Festival",
    eventDate: "July 4-6, 2025",
    eventVenue: "Celebration Square, 300 City Centre Dr",
    eventNameAr: "مهرجان الصيف",
    eventDateAr: null,
    eventVenueAr: "ساحة ميسيساغا للاحتفالات, 300 City Centre Dr",
  };

  it("carries the street address apart, so the page isolates it from the Arabic place name", () => {
    expect(successEvent({ ...result, eventAddress: "300 City Centre Dr" }, "ar")?.venue).toEqual({
      text: "ساحة ميسيساغا للاحتفالات, 300 City Centre Dr",
      lang: undefined,
      address: "300 City Centre Dr",
    });
  });

  it("is as before when the answer names no address", () => {
    expect(successEvent(result, "en")?.venue).toEqual({
      text: "Celebration Square, 300 City Centre Dr",
      lang: undefined,
    });
  });
});
