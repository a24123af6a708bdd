import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addBooth,
  addSeats,
  clearCart,
  lineCents,
  nextCheckout,
  readCart,
  removeAt,
  removeLines,
  writeCart,
  type CartItem,
} from "@/lib/cart/cart";
import { CART_KEY, readCartCount } from "@/lib/cart/browser-state";
import { itemKey, timeLeft } from "@/lib/cart/open-checkout";
import { boothCartTotals } from "@/lib/payments/pricing";
import { parseTickets } from "@/lib/cart/seat-selection";
import { paymentRequestBody, paymentRequestSchema } from "@/lib/http/spec-fields";

const SUMMER = { guid: "summer-guid", name: "8th Annual Arab Summer Festival 2025" };
const WINTER = { guid: "winter-guid", name: "Arab Winter Festival 2025" };

const booth = (id: number, name: string, priceCents: number, event = SUMMER, section = "Food") => ({
  id,
  name,
  priceCents,
  event,
  sectionName: section,
});
const seat = (id: number, priceCents = 10000) => ({
  id,
  name: `Row 1, Seat ${id}`,
  priceCents,
});

/** The browser's local storage and events, enough for the cart's reads and writes. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  const dispatched: string[] = [];
  vi.stubGlobal("window", {
    localStorage,
    dispatchEvent: (event: Event) => dispatched.push(event.type),
  });
  return { localStorage, dispatched };
}

describe("adding to the cart", () => {
  it("a booth is in the cart once, with its event, section and price in cents", () => {
    let cart = addBooth([], booth(1, "T-01", 45000));
    cart = addBooth(cart, booth(1, "T-01", 45000));
    cart = addBooth(cart, booth(2, "T-02", 45050));
    expect(cart).toEqual([
      {
        kind: "BOOTH",
        id: 1,
        name: "T-01",
        priceCents: 45000,
        event: SUMMER,
        sectionName: "Food",
      },
      {
        kind: "BOOTH",
        id: 2,
        name: "T-02",
        priceCents: 45050,
        event: SUMMER,
        sectionName: "Food",
      },
    ]);
  });

  it("seats from the popup join the same cart once each, and count under the booth fee rule", () => {
    let cart = addBooth([], booth(1, "T-01", 45000));
    cart = addSeats(cart, [seat(1), seat(1)]);
    cart = addSeats(cart, [seat(1), seat(2, 5000)]);
    expect(cart.map((c) => [c.kind, c.id])).toEqual([
      ["BOOTH", 1],
      ["SEAT", 1],
      ["SEAT", 2],
    ]);
    expect(lineCents(cart)).toEqual([45000, 10000, 5000]);
    // 3.5% of 60000
    expect(boothCartTotals(lineCents(cart)).feesCents).toBe(2100);
  });

  it("refuses a price that is not whole cents, leaving the cart as it was", () => {
    const cart = addBooth([], booth(1, "T-01", 45000));
    expect(() => addBooth(cart, booth(2, "T-02", 450.5))).toThrow(RangeError);
    expect(() => addSeats(cart, [seat(3, -100)])).toThrow(RangeError);
    expect(cart).toHaveLength(1);
  });
});

describe("lines and checkouts", () => {
  it("lines are removed by position", () => {
    const cart = [booth(1, "A", 100), booth(2, "B", 200), booth(3, "C", 300)].reduce(
      (c: CartItem[], b) => addBooth(c, b),
      [],
    );
    expect(removeAt(cart, 1).map((c) => c.name)).toEqual(["A", "C"]);
    expect(removeAt(cart, 5)).toHaveLength(3);
  });

  it("Check Out pays the first event's booths with any seats; other events' booths wait", () => {
    let cart = addBooth([], booth(1, "T-01", 45000, WINTER));
    cart = addBooth(cart, booth(2, "T-01", 40000, SUMMER));
    cart = addSeats(cart, [seat(9)]);
    cart = addBooth(cart, booth(3, "M-02", 30000, WINTER, "Market"));
    const next = nextCheckout(cart);
    expect(next.event).toEqual(WINTER);
    expect(next.items.map((c) => c.id)).toEqual([1, 9, 3]);
    expect(next.later.map((c) => c.id)).toEqual([2]);

    const afterPaid = removeLines(cart, [
      { kind: "BOOTH", id: 1 },
      { kind: "SEAT", id: 9 },
      { kind: "BOOTH", id: 3 },
    ]);
    expect(afterPaid).toEqual([{ kind: "BOOTH", ...booth(2, "T-01", 40000, SUMMER) }]);
    expect(nextCheckout(afterPaid)).toMatchObject({ event: SUMMER, later: [] });
    // a seat id equal to a booth id is another line
    expect(removeLines(cart, [{ kind: "SEAT", id: 1 }])).toHaveLength(4);
  });

  it("seats alone make a checkout without an event", () => {
    expect(nextCheckout(addSeats([], [seat(4)]))).toMatchObject({ event: null, later: [] });
  });
});

describe("the payment request body", () => {
  const cart = addSeats(
    addBooth(addBooth([], booth(12, "T-12", 45000)), booth(13, "T-13", 40000)),
    [seat(3)],
  );

  it("names booths and seats by id, the coupon and the pay amount in dollars, and no price", () => {
    const body = paymentRequestBody("BOOTH_CART", cart, {
      couponCode: "FESTIVAL10",
      payCents: 13158,
    });
    expect(body).toEqual({
      checkoutType: "BOOTH_CART",
      cartItemModelList: [{ eventId: 12 }, { eventId: 13 }],
      seatIds: [3],
      couponCode: "FESTIVAL10",
      paidAmount: 131.58,
      termsAccepted: true,
    });
    // no line's price, name or quantity goes over the wire
    expect(JSON.stringify(body)).not.toMatch(/price|name|quantity/i);
  });

  it("is what the payment endpoint accepts, booth ids and pay amount unchanged", () => {
    const body = paymentRequestBody("BOOTH_CART", cart, { payCents: 99999 });
    const parsed = paymentRequestSchema.parse(JSON.parse(JSON.stringify(body)));
    expect(parsed.cartItemModelList.map((i) => i.eventId)).toEqual([12, 13]);
    expect(parsed.cartItemModelList.flatMap((i) => Object.keys(i))).toEqual(["eventId", "eventId"]);
    expect(parsed).toMatchObject({ seatIds: [3], couponCode: null, paidAmount: 999.99 });
  });

  it("a tickets checkout sends seat ids only", () => {
    const body = paymentRequestBody(
      "TICKETS",
      [
        { kind: "SEAT", id: 7 },
        { kind: "SEAT", id: 8 },
      ],
      { payCents: 5000 },
    );
    expect(body).toEqual({
      checkoutType: "TICKETS",
      cartItemModelList: [],
      seatIds: [7, 8],
      couponCode: null,
      paidAmount: 50,
      termsAccepted: true,
    });
    expect(paymentRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe("the cart in local storage", () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const store = (value: unknown) => browser.localStorage.setItem(CART_KEY, JSON.stringify(value));

  it("is empty when nothing, or something that is not a list, is stored", () => {
    expect(readCart()).toEqual([]);
    store({ eventId: 1 });
    expect(readCart()).toEqual([]);
    browser.localStorage.setItem(CART_KEY, "not json");
    expect(readCart()).toEqual([]);
  });

  it("reads back what was written, and tells the page the cart changed", () => {
    const cart = addSeats(addBooth([], booth(1, "T-01", 45050)), [seat(2)]);
    writeCart(cart);
    expect(readCart()).toEqual(cart);
    expect(browser.dispatched).toEqual(["festival:cart"]);
  });

  it("reads lines saved in the earlier shape (ids as eventId, dollars), losing nothing on a reload", () => {
    store([
      {
        eventId: 4,
        eventName: "T-04",
        eventPrice: 450.5,
        quantity: 1,
        initialPrice: 450.5,
        kind: "BOOTH",
        event: SUMMER,
        sectionName: "Market Tents",
      },
      {
        eventId: 9,
        eventName: "Row 7, Seat 5",
        eventPrice: 30,
        quantity: 1,
        initialPrice: 30,
        kind: "SEAT",
      },
      // saved before lines had a kind: a booth
      {
        eventId: 5,
        eventName: "P-05",
        eventPrice: 0.29,
        quantity: 1,
        initialPrice: 0.29,
        event: WINTER,
      },
    ]);
    const expected = [
      {
        kind: "BOOTH",
        id: 4,
        name: "T-04",
        priceCents: 45050,
        event: SUMMER,
        sectionName: "Market Tents",
      },
      { kind: "SEAT", id: 9, name: "Row 7, Seat 5", priceCents: 3000 },
      { kind: "BOOTH", id: 5, name: "P-05", priceCents: 29, event: WINTER, sectionName: "" },
    ];
    expect(readCart()).toEqual(expected);
    expect(readCartCount()).toBe(3);

    // the next write stores the current shape, and a reload reads the same cart
    writeCart(addBooth(readCart(), booth(6, "T-06", 45000)));
    const stored = browser.localStorage.getItem(CART_KEY)!;
    expect(stored).not.toMatch(/eventId|eventPrice|initialPrice|quantity/);
    expect(readCart()).toEqual([...expected, { kind: "BOOTH", ...booth(6, "T-06", 45000) }]);
  });

  it("mixes lines of both shapes in one stored cart", () => {
    store([
      { eventId: 1, eventName: "T-01", eventPrice: 450, kind: "BOOTH", event: SUMMER },
      { kind: "SEAT", id: 2, name: "Row 1, Seat 2", priceCents: 10000 },
    ]);
    expect(readCart().map((c) => [c.kind, c.id, c.priceCents])).toEqual([
      ["BOOTH", 1, 45000],
      ["SEAT", 2, 10000],
    ]);
  });

  it("drops malformed lines, and booth lines that do not name their event", () => {
    store([
      null,
      "T-01",
      { eventId: 1, eventName: "T-01", eventPrice: 450 }, // a booth without its event
      { eventId: 2, eventName: "T-02", eventPrice: "450", event: SUMMER },
      { eventId: 3, eventName: "T-03", eventPrice: -5, event: SUMMER },
      { eventId: 0, eventName: "T-00", eventPrice: 5, event: SUMMER },
      { kind: "BOOTH", id: 4, name: "T-04", priceCents: 450.5, event: SUMMER, sectionName: "" },
      { kind: "TABLE", id: 5, name: "X", priceCents: 100 },
      { kind: "SEAT", id: 6, priceCents: 100 },
      { kind: "SEAT", id: 7, name: "Row 1, Seat 7", priceCents: 100 },
    ]);
    expect(readCart()).toEqual([{ kind: "SEAT", id: 7, name: "Row 1, Seat 7", priceCents: 100 }]);
  });

  it("Clear empties the cart and the occupied seats", () => {
    writeCart(addBooth([], booth(1, "T-01", 45000)));
    browser.localStorage.setItem("occupiedSeats", "[1]");
    clearCart();
    expect(readCart()).toEqual([]);
    expect(browser.localStorage.getItem("occupiedSeats")).toBeNull();
    expect(browser.dispatched).toEqual(["festival:cart", "festival:cart"]);
  });
});

describe("the open checkout's hold", () => {
  it("lists the items it holds by kind and id", () => {
    const cart = addSeats(addBooth([], booth(12, "T-12", 45000)), [seat(3)]);
    expect(cart.map(itemKey)).toEqual(["BOOTH 12", "SEAT 3"]);
  });

  it("counts down in minutes and seconds, and is over once the time has passed", () => {
    const until = "2025-07-04T18:30:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(timeLeft(until, at("2025-07-04T18:17:55.000Z"))).toBe("12 min 05 s");
    expect(timeLeft(until, at("2025-07-04T18:29:59.000Z"))).toBe("0 min 01 s");
    expect(timeLeft(until, at("2025-07-04T18:30:00.000Z"))).toBeNull();
  });
});

describe("seat tickets saved in the browser", () => {
  it("load in today's shape and in the older one that kept dollars", () => {
    const stored = JSON.stringify([
      { seatId: 7, label: "Row 1, Seat 7", priceCents: 10000 },
      { seatId: 8, label: "Row 1, Seat 8", seatPrice: 100 },
      { seatId: 9, label: "Row 1, Seat 9" },
      { seatId: "x", label: "not a seat" },
    ]);
    expect(parseTickets(stored)).toEqual([
      { seatId: 7, label: "Row 1, Seat 7", priceCents: 10000 },
      { seatId: 8, label: "Row 1, Seat 8", priceCents: 10000 },
      { seatId: 9, label: "Row 1, Seat 9", priceCents: 0 },
    ]);
    expect(lineCents(parseTickets(stored))).toEqual([10000, 10000, 0]);
    expect(parseTickets("not json")).toEqual([]);
  });
});
