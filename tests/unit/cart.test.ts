import { describe, expect, it } from "vitest";
import {
  addBooth,
  addEvent,
  addSeats,
  lineCents,
  nextCheckout,
  removeAt,
  removeLines,
  type CartItem,
} from "@/lib/cart";

const SUMMER = { guid: "summer-guid", name: "8th Annual Arab Summer Festival 2025" };
const WINTER = { guid: "winter-guid", name: "Arab Winter Festival 2025" };
const at = (event = SUMMER, sectionName = "Food Trucks") => ({ event, sectionName });
import { boothCartTotals } from "@/lib/pricing";

describe("cart rules", () => {
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
    let cart = addBooth([], { boothId: 1, boothName: "T-01", price: 450, ...at() });
    cart = addBooth(cart, { boothId: 1, boothName: "T-01", price: 450, ...at() });
    cart = addBooth(cart, { boothId: 2, boothName: "T-02", price: 450, ...at() });
    expect(cart.map((c) => c.eventId)).toEqual([1, 2]);
    expect(cart[0]).toEqual({
      eventId: 1,
      eventName: "T-01",
      eventPrice: 450,
      quantity: 1,
      initialPrice: 450,
      kind: "BOOTH",
      event: SUMMER,
      sectionName: "Food Trucks",
    });
  });

  it("seats from the popup are lines of the same cart, once each, under the booth fee rule", () => {
    let cart = addBooth([], { boothId: 1, boothName: "T-01", price: 450, ...at() });
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
      addBooth(addBooth([], { boothId: 1, boothName: "A", price: 1, ...at() }), {
        boothId: 2,
        boothName: "B",
        price: 2,
        ...at(),
      }),
      { boothId: 3, boothName: "C", price: 3, ...at() },
    );
    expect(removeAt(cart, 1).map((c) => c.eventName)).toEqual(["A", "C"]);
    expect(removeAt(cart, 5)).toHaveLength(3);
  });

  it("Check Out pays the first event's booths with any seats; other events' booths wait", () => {
    let cart = addBooth([], { boothId: 1, boothName: "T-01", price: 450, ...at(WINTER) });
    cart = addBooth(cart, { boothId: 2, boothName: "T-01", price: 400, ...at(SUMMER) });
    cart = addSeats(cart, [{ seatId: 9, label: "Row 1, Seat 1", price: 100 }]);
    cart = addBooth(cart, { boothId: 3, boothName: "M-02", price: 300, ...at(WINTER, "Market") });
    const next = nextCheckout(cart);
    expect(next.event).toEqual(WINTER);
    expect(next.items.map((c) => c.eventId)).toEqual([1, 9, 3]);
    expect(next.later.map((c) => c.eventId)).toEqual([2]);

    const afterPaid = removeLines(cart, [
      { kind: "BOOTH", id: 1 },
      { kind: "SEAT", id: 9 },
      { kind: "BOOTH", id: 3 },
    ]);
    expect(afterPaid.map((c) => [c.eventId, c.event?.name])).toEqual([[2, SUMMER.name]]);
    expect(nextCheckout(afterPaid)).toMatchObject({ event: SUMMER, later: [] });
    // a seat id equal to a booth id is another line
    expect(removeLines(cart, [{ kind: "SEAT", id: 1 }])).toHaveLength(4);
  });
});
