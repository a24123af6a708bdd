import { describe, expect, it } from "vitest";
import { successWording } from "@/components/cart/success-wording";
import { translator } from "@/lib/i18n/messages";

type Order = Parameters<typeof successWording>[0];
const item = (kind: "BOOTH" | "SEAT", id: number) => ({
  id,
  kind,
  name: kind === "BOOTH" ? `T-0${id}` : `Row 7, Seat ${id}`,
  sectionName: kind === "BOOTH" ? "Food" : null,
  priceCents: 3000,
});
const order = (
  checkoutType: Order["checkoutType"],
  paymentStatus: Order["paymentStatus"],
  kinds: ("BOOTH" | "SEAT")[],
): Order => ({ checkoutType, paymentStatus, items: kinds.map((k, i) => item(k, i + 1)) });

/** The page's heading and its two item labels, in words. */
function words(o: Order, locale: "en" | "ar" = "en") {
  const t = translator(locale);
  const w = successWording(o);
  return [t(w.heading), t(w.items), t(w.price)];
}

describe("the success page's words", () => {
  it("keep the booth order's wording, also for a cart of booths and seats", () => {
    const booth = ["Thank you for your payment!", "Booth Name", "Booth Price"];
    expect(words(order("BOOTH_CART", "PAID", ["BOOTH"]))).toEqual(booth);
    expect(words(order("BOOTH_CART", "PARTIALLY_PAID", ["BOOTH", "SEAT"]))).toEqual(booth);
    expect(successWording(order("BOOTH_CART", "PAID", ["BOOTH", "SEAT"])).tickets).toBe(false);
  });

  it("speak of tickets for a ticket order: seats bought through the cart, or a tickets checkout", () => {
    expect(words(order("BOOTH_CART", "PAID", ["SEAT", "SEAT"]))).toEqual([
      "Thank you for your payment!",
      "Seats",
      "Ticket Price",
    ]);
    expect(words(order("TICKETS", "PAID", ["SEAT"]))[0]).toBe("Thank you for your payment!");
    expect(words(order("BOOTH_CART", "PARTIALLY_PAID", ["SEAT"]))[0]).toBe(
      "Your seats are kept for you",
    );
    expect(words(order("TICKETS", "REFUNDED", ["SEAT"]))).toEqual([
      "Your payment was refunded",
      "Seats",
      "Ticket Price",
    ]);
  });

  it("say the same in Arabic: the booth page's thanks, and words of tickets for the rest", () => {
    const booth = words(order("BOOTH_CART", "PAID", ["BOOTH"]), "ar");
    const tickets = words(order("TICKETS", "PAID", ["SEAT"]), "ar");
    expect(booth[0]).toBe("شكرًا لك على الدفع!");
    expect(tickets).toEqual(["شكرًا لك على الدفع!", "المقاعد", "سعر التذاكر"]);
    expect(tickets.slice(1)).not.toEqual(booth.slice(1));
    expect(words(order("TICKETS", "PARTIALLY_PAID", ["SEAT"]), "ar")[0]).toBe("مقاعدك محجوزة لك");
  });
});
