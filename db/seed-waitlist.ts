import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./client";
import { events, seats, vendors, waitlistEntries, waitlistOffers } from "./schema";
import { DEMO_PASSWORD_HASH, SUMMER_ADDRESS, type SeedEvent } from "./seed-data";

// The demo's sold-out show and its waitlist, in demo mode only (the line is of demo accounts): a
// small hall of ten seats, eight sold and two held for the first in line's open offer, and three
// more visitors waiting. The organiser sees the line on the console's waitlist page; each waiting
// visitor (the demo password) sees their place, or their offer, on /tickets. It starts the day
// after the demo's stage concert, which stays the stage (the first seated show) the browser tests
// buy from. Idempotent: a show that already has seats, or a line, is left as it is.

export const SOLD_OUT_SHOW_GUID = "d6c2a8e4-1b3f-4e5a-9c7d-2f8e0a1b3c5d";

export const SOLD_OUT_SHOW: SeedEvent = {
  guid: SOLD_OUT_SHOW_GUID,
  name: "Oud Recital in the Small Hall",
  description:
    "An intimate evening of solo oud: maqam improvisations and songs of the Levant, for ten listeners.",
  location: "Small Hall, Mississauga Celebration Square",
  startsAt: "2025-07-06T23:00:00Z",
  endsAt: "2025-07-07T01:00:00Z",
  dateText: "Sunday July 6, 2025 · 7 PM",
  address: SUMMER_ADDRESS,
  details: "Ten reserved seats in two rows, $40 each. Doors open at 6 PM.",
  image: "tarab-night-stage.svg",
  nameAr: "أمسية عود في القاعة الصغيرة",
  descriptionAr: "أمسية حميمة للعود المنفرد: ارتجالات مقامية وأغانٍ من بلاد الشام، لعشرة مستمعين.",
  locationAr: "القاعة الصغيرة، ساحة ميسيساغا للاحتفالات",
  dateTextAr: "الأحد 6 يوليو 2025 · 7 مساءً",
  detailsAr: "عشرة مقاعد محجوزة في صفّين، بسعر 40 دولارًا للمقعد. تُفتح الأبواب عند السادسة مساءً.",
  status: "ACTIVE",
  priceCents: 4000,
  hasSeating: true,
};

const ROWS = 2;
const SEATS_PER_ROW = 5;
const SEAT_CENTS = 4000;
/** The seats held for the first in line's offer (row 2, the last two seats); the rest are sold. */
const OFFERED = [
  { row: 2, column: 4 },
  { row: 2, column: 5 },
];

/** The line, first to last: the first has an open offer for two seats, the others wait. */
export const SEED_WAITING: readonly {
  email: string;
  name: string;
  partySize: number;
  priceBandCents: number | null;
  locale: "en" | "ar";
}[] = [
  {
    email: "nadia.mansour@mahrajan.ca",
    name: "Nadia Mansour",
    partySize: 2,
    priceBandCents: null,
    locale: "en",
  },
  {
    email: "karim.aziz@mahrajan.ca",
    name: "Karim Aziz",
    partySize: 3,
    priceBandCents: null,
    locale: "ar",
  },
  {
    email: "huda.saleh@mahrajan.ca",
    name: "Huda Saleh",
    partySize: 1,
    priceBandCents: SEAT_CENTS,
    locale: "en",
  },
  {
    email: "yousef.barakat@mahrajan.ca",
    name: "Yousef Barakat",
    partySize: 2,
    priceBandCents: null,
    locale: "en",
  },
];

export async function seedSoldOutShow(db: Db): Promise<void> {
  const { startsAt, endsAt, ...show } = SOLD_OUT_SHOW;
  await db
    .insert(events)
    .values({ ...show, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
    .onConflictDoNothing();
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.guid, SOLD_OUT_SHOW_GUID));
  if (!event) return;
  const [anySeat] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(eq(seats.eventId, event.id));
  const [anyEntry] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, event.id));
  if (anySeat || anyEntry) return;

  const offered = (row: number, column: number) =>
    OFFERED.some((s) => s.row === row && s.column === column);
  const hall = [];
  for (let row = 1; row <= ROWS; row++)
    for (let column = 1; column <= SEATS_PER_ROW; column++)
      hall.push({
        eventId: event.id,
        row,
        column,
        priceCents: SEAT_CENTS,
        rowType: "STANDARD",
        status: offered(row, column) ? ("AVAILABLE" as const) : ("SOLD" as const),
      });
  await db.insert(seats).values(hall);

  await db
    .insert(vendors)
    .values(
      SEED_WAITING.map((v) => ({
        contactName: v.name,
        legalName: v.name,
        lob: "",
        city: "",
        phone: "",
        email: v.email,
        passwordHash: DEMO_PASSWORD_HASH,
        role: "visitor" as const,
        locale: v.locale,
      })),
    )
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: vendors.id, email: vendors.email })
    .from(vendors)
    .where(
      inArray(
        vendors.email,
        SEED_WAITING.map((v) => v.email),
      ),
    );
  const accountOf = (email: string) => accounts.find((a) => a.email === email)!.id;
  const entries = await db
    .insert(waitlistEntries)
    .values(
      SEED_WAITING.map((v, i) => ({
        eventId: event.id,
        accountId: accountOf(v.email),
        partySize: v.partySize,
        priceBandCents: v.priceBandCents,
        position: i + 1,
        status: i === 0 ? ("OFFERED" as const) : ("WAITING" as const),
      })),
    )
    .returning({ id: waitlistEntries.id, position: waitlistEntries.position });
  const first = entries.find((e) => e.position === 1)!;

  const offeredSeats = await db
    .select({ id: seats.id })
    .from(seats)
    .where(and(eq(seats.eventId, event.id), eq(seats.status, "AVAILABLE")))
    .orderBy(asc(seats.id));
  // The offer ends at 18:00 Toronto time the next day: in the day, as every offer does.
  const expiresAt = sql<Date>`(date_trunc('day', now() at time zone 'America/Toronto') + interval '1 day 18 hours') at time zone 'America/Toronto'`;
  const [offer] = await db
    .insert(waitlistOffers)
    .values({
      entryId: first.id,
      eventId: event.id,
      seatIds: offeredSeats.map((s) => s.id),
      together: true,
      expiresAt,
    })
    .returning({ id: waitlistOffers.id, expiresAt: waitlistOffers.expiresAt });
  await db
    .update(seats)
    .set({ status: "HELD", heldByOfferId: offer!.id, heldUntil: offer!.expiresAt })
    .where(
      inArray(
        seats.id,
        offeredSeats.map((s) => s.id),
      ),
    );
}
