import { describe, expect, it } from "vitest";
import { accountMenu } from "@/components/nav-links";
import { callbackFor, landingAfterLogin, localCallback } from "@/components/account/callback";
import { successEvent } from "@/components/cart/success-wording";
import { translator } from "@/lib/i18n/messages";

describe("the signed-in menu", () => {
  const words = (role: string | null, locale: "en" | "ar" = "en") =>
    accountMenu(role).map((l) => [translator(locale)(l.label), l.href]);

  it("offers a visitor their tickets and their account, in both languages", () => {
    expect(words("visitor")).toEqual([
      ["My tickets", "/tickets"],
      ["My account", "/profile"],
    ]);
    expect(words("visitor", "ar")).toEqual([
      ["تذاكري", "/tickets"],
      ["حسابي", "/profile"],
    ]);
  });

  it("offers staff the door app alone, in both languages", () => {
    expect(words("staff")).toEqual([["Door app", "/door"]]);
    expect(words("staff", "ar")).toEqual([["تطبيق البوابة", "/door"]]);
  });

  it("offers a vendor their account; a session whose role is not named gets both", () => {
    expect(words("vendor")).toEqual([["My account", "/profile"]]);
    expect(words(null).map(([, href]) => href)).toEqual(["/tickets", "/profile"]);
  });
});

describe("the landing after login", () => {
  it("takes a visitor to their tickets and a vendor to the events, in the page's language", () => {
    expect(localCallback(null, "en", landingAfterLogin("visitor"))).toBe("/tickets");
    expect(localCallback(null, "ar", landingAfterLogin("visitor"))).toBe("/ar/tickets");
    expect(localCallback(null, "en", landingAfterLogin("vendor"))).toBe("/events");
  });

  it("takes staff to the door app, whatever page the login was asked from", () => {
    expect(localCallback(null, "en", landingAfterLogin("staff"))).toBe("/door");
    expect(localCallback(callbackFor("staff", "/profile"), "ar", landingAfterLogin("staff"))).toBe(
      "/ar/door",
    );
    expect(localCallback(callbackFor("staff", "/cart"), "en", landingAfterLogin("staff"))).toBe(
      "/door",
    );
    expect(localCallback(callbackFor("staff", "/door"), "en", landingAfterLogin("staff"))).toBe(
      "/door",
    );
    expect(callbackFor("vendor", "/cart")).toBe("/cart");
  });

  it("keeps the page a login came from", () => {
    expect(localCallback("/stage", "en", landingAfterLogin("visitor"))).toBe("/stage");
    expect(localCallback("//evil.example", "en", landingAfterLogin("visitor"))).toBe("/tickets");
  });
});

describe("the success page's concert", () => {
  const result = {
    eventName: "Summer Concert",
    eventDate: "July 12, 2026",
    eventVenue: "Celebration Square, 300 City Centre Dr",
    eventNameAr: "حفل الصيف",
    eventDateAr: null,
    eventVenueAr: "ساحة الاحتفالات، 300 City Centre Dr",
  };

  it("is named in English on English pages", () => {
    expect(successEvent(result, "en")).toEqual({
      name: { text: "Summer Concert", lang: undefined },
      date: { text: "July 12, 2026", lang: undefined },
      venue: { text: "Celebration Square, 300 City Centre Dr", lang: undefined },
    });
  });

  it("uses the Arabic texts on Arabic pages and marks the English it falls back to", () => {
    expect(successEvent(result, "ar")).toEqual({
      name: { text: "حفل الصيف", lang: undefined },
      date: { text: "July 12, 2026", lang: "en" },
      venue: { text: "ساحة الاحتفالات، 300 City Centre Dr", lang: undefined },
    });
  });

  it("is left out for an order without an event", () => {
    const none = { ...result, eventName: null, eventNameAr: null, eventDate: null };
    expect(successEvent(none, "en")).toBeNull();
  });
});
