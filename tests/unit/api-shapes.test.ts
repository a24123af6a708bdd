import { describe, expect, it } from "vitest";
import type { BoothView, EventSummary, SectionWithBooths } from "@/lib/events/queries/public";
import {
  boothPayload,
  checkoutRequestOf,
  eventPayload,
  paymentRequestSchema,
  profilePayload,
  marqueePayload,
  marqueeText,
  sectionPayload,
  sectionWithBoothsPayload,
} from "@/lib/http/spec-fields";

const booth = (over: Partial<BoothView> = {}): BoothView => ({
  id: 11,
  name: "A1",
  priceCents: 45050,
  status: "AVAILABLE",
  lob: "Jewellery",
  sectionName: "Main Hall",
  sectionNameAr: null,
  ...over,
});

describe("marqueeText", () => {
  it("joins 'STATUS: n' pairs with ' | '", () => {
    expect(
      marqueeText([
        { boothStatus: "AVAILABLE", totalCount: 130 },
        { boothStatus: "BOOKED", totalCount: 18 },
      ]),
    ).toBe("AVAILABLE: 130 | BOOKED: 18");
  });

  it("keeps the given order and includes zero counts", () => {
    expect(
      marqueeText([
        { boothStatus: "BOOKED", totalCount: 2 },
        { boothStatus: "HELD", totalCount: 0 },
        { boothStatus: "AVAILABLE", totalCount: 5 },
        { boothStatus: "RESERVED", totalCount: 1 },
      ]),
    ).toBe("BOOKED: 2 | HELD: 0 | AVAILABLE: 5 | RESERVED: 1");
  });

  it("has no separator for a single entry", () => {
    expect(marqueeText([{ boothStatus: "AVAILABLE", totalCount: 1 }])).toBe("AVAILABLE: 1");
  });

  it("is empty when there are no entries", () => {
    expect(marqueeText([])).toBe("");
  });
});

describe("marqueePayload", () => {
  it("keeps only boothStatus and totalCount", () => {
    const extra = { boothStatus: "HELD" as const, totalCount: 3, internal: "x" };
    expect(marqueePayload([extra])).toEqual([{ boothStatus: "HELD", totalCount: 3 }]);
  });
});

describe("boothPayload", () => {
  it("uses the spec's field names and gives the price in dollars", () => {
    expect(boothPayload(booth())).toEqual({
      boothId: 11,
      boothName: "A1",
      boothPrice: 450.5,
      boothStatus: "AVAILABLE",
      lob: "Jewellery",
      sectionName: "Main Hall",
    });
  });

  it.each([
    [45000, 450],
    [1999, 19.99],
    [1, 0.01],
    [0, 0],
  ])("converts %i cents to %s dollars", (priceCents, boothPrice) => {
    expect(boothPayload(booth({ priceCents })).boothPrice).toBe(boothPrice);
  });

  it("keeps a missing price as null (not 0)", () => {
    expect(boothPayload(booth({ priceCents: null })).boothPrice).toBeNull();
  });

  it("keeps a null line of business", () => {
    expect(boothPayload(booth({ lob: null })).lob).toBeNull();
  });
});

describe("eventPayload", () => {
  it("maps the event to the spec's field names with ISO dates and a dollar price", () => {
    const event: EventSummary = {
      id: 3,
      guid: "3f2b8c1e-9d4a-4e6b-8a7c-1b2d3e4f5a6b",
      name: "Summer Mahrajan",
      description: "Food, music, crafts",
      location: "Toronto",
      startsAt: new Date("2025-07-12T14:00:00Z"),
      endsAt: new Date("2025-07-13T22:00:00Z"),
      dateText: "July 12–13",
      address: "100 Queen St W",
      details: "Free entry",
      image: "/img/summer.jpg",
      status: "ACTIVE",
      priceCents: 2500,
      hasSeating: true,
      bookingOpen: true,
      boothSalesEnded: false,
      ticketSalesEnded: false,
      nameAr: "مهرجان الصيف",
      descriptionAr: null,
      locationAr: null,
      dateTextAr: null,
      detailsAr: null,
    };
    expect(eventPayload(event)).toEqual({
      eventId: 3,
      eventGuid: "3f2b8c1e-9d4a-4e6b-8a7c-1b2d3e4f5a6b",
      eventName: "Summer Mahrajan",
      eventDescription: "Food, music, crafts",
      eventLocation: "Toronto",
      eventDate: "2025-07-12T14:00:00.000Z",
      eventEndDate: "2025-07-13T22:00:00.000Z",
      eventDateText: "July 12–13",
      eventAddress: "100 Queen St W",
      eventDetails: "Free entry",
      eventImage: "/img/summer.jpg",
      eventStatus: "ACTIVE",
      eventPrice: 25,
      hasSeating: true,
    });
  });
});

describe("sectionPayload / sectionWithBoothsPayload", () => {
  const section: SectionWithBooths = {
    id: 5,
    name: "Food Court",
    position: 1,
    inclusions: "Power, 2 chairs",
    isFood: true,
    nameAr: "ساحة الطعام",
    inclusionsAr: null,
    booths: [
      booth({ id: 1, name: "F1", priceCents: 30000 }),
      booth({ id: 2, name: "F2", priceCents: null, status: "BOOKED" }),
    ],
  };

  it("maps a section to the spec's field names", () => {
    expect(sectionPayload(section)).toEqual({
      sectionId: 5,
      sectionName: "Food Court",
      position: 1,
      inclusions: "Power, 2 chairs",
      isFood: true,
    });
  });

  it("adds the booths as lstBooths, each shaped like boothPayload", () => {
    const payload = sectionWithBoothsPayload(section);
    expect(payload.sectionId).toBe(5);
    expect(payload.lstBooths).toEqual([
      {
        boothId: 1,
        boothName: "F1",
        boothPrice: 300,
        boothStatus: "AVAILABLE",
        lob: "Jewellery",
        sectionName: "Main Hall",
      },
      {
        boothId: 2,
        boothName: "F2",
        boothPrice: null,
        boothStatus: "BOOKED",
        lob: "Jewellery",
        sectionName: "Main Hall",
      },
    ]);
  });
});

describe("the spec's payment request, read into the checkout's own terms", () => {
  it("takes booth ids from cartItemModelList's eventId, seats, the coupon and the pay amount", () => {
    const body = paymentRequestSchema.parse({
      cartItemModelList: [
        { eventId: 12, eventName: "A1", eventPrice: 999 },
        { eventId: "13" },
        { eventId: 12 },
      ],
      seatIds: [3, 3],
      couponCode: " festival10 ",
      paidAmount: "131.58",
      termsAccepted: true,
      vendorId: 99,
      amount: 1,
      successUrl: "https://elsewhere.example/",
    });
    expect(checkoutRequestOf(body)).toEqual({
      checkoutType: "BOOTH_CART",
      boothIds: [12, 13],
      seatIds: [3],
      couponCode: "FESTIVAL10",
      payCents: 13158,
      addons: [],
      ownGarbage: false,
    });
  });

  it("reads no coupon and no pay amount as none", () => {
    const body = paymentRequestSchema.parse({
      checkoutType: "TICKETS",
      seatIds: [5],
      couponCode: "  ",
      termsAccepted: true,
    });
    expect(checkoutRequestOf(body)).toEqual({
      checkoutType: "TICKETS",
      boothIds: [],
      seatIds: [5],
      couponCode: null,
      payCents: null,
      addons: [],
      ownGarbage: false,
    });
  });

  it("takes the add-ons chosen for booths (quantity 1 unless sent) and the own-garbage declaration", () => {
    const body = paymentRequestSchema.parse({
      cartItemModelList: [{ eventId: 12 }],
      addons: [
        { boothId: 12, addonId: 3, quantity: 2 },
        { boothId: "12", addonId: "4" },
      ],
      ownGarbage: true,
      termsAccepted: true,
    });
    expect(checkoutRequestOf(body)).toMatchObject({
      boothIds: [12],
      addons: [
        { boothId: 12, addonId: 3, quantity: 2 },
        { boothId: 12, addonId: 4, quantity: 1 },
      ],
      ownGarbage: true,
    });
    for (const addons of [
      [{ boothId: 12, addonId: 3, quantity: 21 }],
      [{ boothId: 0, addonId: 3 }],
      "all",
    ])
      expect(paymentRequestSchema.safeParse({ termsAccepted: true, addons }).success).toBe(false);
  });
});

describe("profilePayload", () => {
  it("names the account's id vendorId, the contact firstName and the legal name vendorName", () => {
    expect(
      profilePayload({
        accountId: 7,
        contactName: "Samir Khoury",
        legalName: "Khoury Foods",
        lob: "Falafel",
        city: "Mississauga",
        phone: "905-555-0199",
        email: "samir@example.com",
      }),
    ).toEqual({
      vendorId: 7,
      firstName: "Samir Khoury",
      vendorName: "Khoury Foods",
      lob: "Falafel",
      city: "Mississauga",
      phone: "905-555-0199",
      email: "samir@example.com",
    });
  });
});
