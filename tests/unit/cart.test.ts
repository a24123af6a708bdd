import { describe, expect, it } from "vitest";
import { addBooth, addEvent, addSeats, lineCents, removeAt, type CartItem } from "@/lib/cart";
import { boothCartTotals } from "@/lib/pricing";

describe("cart rules (spec §4)", () => {
  it("an event added again (matched by name) gets quantity + 1 and price = unit price x quantity", () => {
    let cart: CartItem[] = [];
    cart = addEvent(cart, { eventId: 7, eventName: "Tarab Night", initialPrice: 33.35 });
    expect(cart).toEqual([
      { eventId: 7, eventName: "Tarab Night", initialPrice: 33.35, quantity: 1, eventPrice: 33.35 },
    ]);
    cart = addEvent(cart, { eventId: 7, eventName: "Tarab Night", initialPrice: 33.35 });
    cart = addEvent(cart, { eventId: 7, eventName: "Tarab Night", initialPrice: 33.35 });
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 3, eventPrice: 100.05 });
    cart = addEvent(cart, { eventId: 8, eventName: "Dabke Workshop", initialPrice: 20 });
    expect(cart.map((c) => [c.eventName, c.quantity])).toEqual([
      ["Tarab Night", 3],
      ["Dabke Workshop", 1],
    ]);
  });

  it("a booth is in the cart once; repeat adds are ignored", () => {
    let cart = addBooth([], { boothId: 1, boothName: "T-01", price: 450 });
    cart = addBooth(cart, { boothId: 1, boothName: "T-01", price: 450 });
    cart = addBooth(cart, { boothId: 2, boothName: "T-02", price: 450 });
    expect(cart.map((c) => c.eventId)).toEqual([1, 2]);
    expect(cart[0]).toEqual({
      eventId: 1,
      eventName: "T-01",
      eventPrice: 450,
      quantity: 1,
      initialPrice: 450,
      kind: "BOOTH",
    });
  });

  it("seats from the popup are lines of the same cart, once each, under the booth fee rule", () => {
    let cart = addBooth([], { boothId: 1, boothName: "T-01", price: 450 });
    cart = addSeats(cart, [
      { seatId: 1, label: "Row 1, Seat 1", price: 100 },
      { seatId: 1, label: "Row 1, Seat 1", price: 100 },
    ]);
    cart = addSeats(cart, [{ seatId: 1, label: "Row 1, Seat 1", price: 100 }]);
    expect(cart.filter((c) => c.kind === "SEAT")).toHaveLength(1);
    expect(lineCents(cart)).toEqual([45000, 10000]);
    expect(boothCartTotals(lineCents(cart)).feesCents).toBe(1925);
  });

  it("lines are removed by position", () => {
    const cart = addBooth(
      addBooth(addBooth([], { boothId: 1, boothName: "A", price: 1 }), {
        boothId: 2,
        boothName: "B",
        price: 2,
      }),
      { boothId: 3, boothName: "C", price: 3 },
    );
    expect(removeAt(cart, 1).map((c) => c.eventName)).toEqual(["A", "C"]);
    expect(removeAt(cart, 5)).toHaveLength(3);
  });
});
