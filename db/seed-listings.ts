import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "./client";
import {
  booths,
  contracts,
  events,
  eventVendorTags,
  orderItems,
  orders,
  payments,
  sections,
  vendorListings,
  vendors,
} from "./schema";
import {
  DEMO_PASSWORD_HASH,
  SEED_BOOKINGS,
  SEED_SECTIONS,
  SUMMER_2025_GUID,
  WINTER_2025_GUID,
} from "./seed-data";

// The demo festivals' vendor directory: each festival's tag list, and for the booths the demo
// data books (SEED_BOOKINGS), the businesses behind them: an account each (demo mode only, with
// the demo password), a paid or partly paid order per festival holding its booth, and its public
// listing, some in English and Arabic, some in one language, with tags. Idempotent: what exists
// is left as it is.

/** The festivals with a vendor directory in the demo: the 2025 summer and winter festivals. */
const DIRECTORY_EVENTS = [SUMMER_2025_GUID, WINTER_2025_GUID];

/** Each festival's vendor tags, food first, then the market's. */
export const SEED_VENDOR_TAGS = [
  { key: "halal", label: "Halal", labelAr: "حلال" },
  { key: "vegetarian", label: "Vegetarian", labelAr: "نباتي" },
  { key: "vegan", label: "Vegan", labelAr: "نباتي صرف" },
  { key: "gluten-free", label: "Gluten-free", labelAr: "خالٍ من الغلوتين" },
  { key: "sweets", label: "Sweets", labelAr: "حلويات" },
  { key: "drinks", label: "Drinks", labelAr: "مشروبات" },
  { key: "spices", label: "Spices", labelAr: "بهارات" },
  { key: "crafts", label: "Crafts", labelAr: "حرف يدوية" },
  { key: "clothing", label: "Clothing", labelAr: "ملابس" },
  { key: "jewellery", label: "Jewellery", labelAr: "مجوهرات" },
  { key: "books", label: "Books", labelAr: "كتب" },
  { key: "art", label: "Art", labelAr: "فن" },
  { key: "henna", label: "Henna", labelAr: "حناء" },
] as const;

type TagKey = (typeof SEED_VENDOR_TAGS)[number]["key"];

export type SeedExhibitor = {
  /** The operating name its booked booth shows (SEED_BOOKINGS). */
  lob: string;
  legalName: string;
  contactName: string;
  email: string;
  locale: "en" | "ar";
  /** Paid in part (a deposit) rather than in full. */
  deposit: boolean;
  description: string | null;
  descriptionAr: string | null;
  tags: TagKey[];
};

/** The businesses of the demo's booked booths and what their listings say. */
export const SEED_EXHIBITORS: SeedExhibitor[] = [
  {
    lob: "Henna by Layla",
    legalName: "Layla Mansour Henna Art",
    contactName: "Layla Mansour",
    email: "henna.layla@exhibitors.mahrajan.ca",
    locale: "ar",
    deposit: false,
    description:
      "Henna painted while you wait: Gulf, Sudanese and Moroccan patterns, natural henna only.",
    descriptionAr: "نقوش حناء تُرسم أثناء انتظارك: نقوش خليجية وسودانية ومغربية، بحناء طبيعية فقط.",
    tags: ["henna", "art"],
  },
  {
    lob: "Olive Wood Crafts",
    legalName: "Bethlehem Olive Wood Imports",
    contactName: "Elias Saba",
    email: "olive.wood@exhibitors.mahrajan.ca",
    locale: "en",
    deposit: false,
    description:
      "Hand-carved olive wood from Bethlehem: bowls, spoons, ornaments and nativity sets.",
    descriptionAr: "خشب زيتون محفور يدويًا من بيت لحم: أوعية وملاعق وزينة ومجسمات.",
    tags: ["crafts"],
  },
  {
    lob: "Damascus Silk House",
    legalName: "Shami Textiles Ltd.",
    contactName: "Rania Halabi",
    email: "damascus.silk@exhibitors.mahrajan.ca",
    locale: "en",
    deposit: false,
    description: "Brocade scarves, embroidered abayas and table runners woven in Damascus silk.",
    descriptionAr: null,
    tags: ["clothing", "crafts"],
  },
  {
    lob: "Shawarma Royale",
    legalName: "Royale Grill Foods Inc.",
    contactName: "Khaled Darwish",
    email: "shawarma.royale@exhibitors.mahrajan.ca",
    locale: "ar",
    deposit: false,
    description: "Chicken and beef shawarma grilled over charcoal, with garlic toum and pickles.",
    descriptionAr: "شاورما دجاج ولحم على الفحم، مع الثوم والمخلل والبطاطا المقلية.",
    tags: ["halal"],
  },
  {
    lob: "Kunafa Corner",
    legalName: "Nablus Sweets Toronto",
    contactName: "Samer Nabulsi",
    email: "kunafa.corner@exhibitors.mahrajan.ca",
    locale: "ar",
    deposit: true,
    description: null,
    descriptionAr: "كنافة نابلسية ساخنة بالجبنة، وبقلاوة بالفستق، وأم علي بالقشطة.",
    tags: ["sweets", "vegetarian", "halal"],
  },
  {
    lob: "Zaatar & Co. Bakery",
    legalName: "Zaatar and Company Bakery Ltd.",
    contactName: "Maya Khoury",
    email: "zaatar.bakery@exhibitors.mahrajan.ca",
    locale: "en",
    deposit: false,
    description:
      "Manakish baked to order: za'atar, cheese and spinach fatayer, and a vegan za'atar wrap.",
    descriptionAr: "مناقيش تُخبز عند الطلب: زعتر وجبنة وفطائر سبانخ، ولفافة زعتر نباتية.",
    tags: ["vegetarian", "vegan", "halal"],
  },
  {
    lob: "Oud Workshop Toronto",
    legalName: "Oud Workshop Toronto",
    contactName: "Tariq Haddad",
    email: "oud.workshop@exhibitors.mahrajan.ca",
    locale: "en",
    deposit: true,
    description: "Handmade ouds and strings, with ten-minute lessons for beginners at the stand.",
    descriptionAr: null,
    tags: ["art", "crafts"],
  },
  {
    lob: "Calligraphy by Nour",
    legalName: "Nour Arts",
    contactName: "Nour Al-Khatib",
    email: "calligraphy.nour@exhibitors.mahrajan.ca",
    locale: "ar",
    deposit: false,
    description: null,
    descriptionAr: "اكتب اسمك بالخط العربي: ثلث وديواني ونسخ، على ورق أو خشب، وأنت تنتظر.",
    tags: ["art", "books"],
  },
  {
    lob: "Beirut Spice Market",
    legalName: "Cedar Spice Traders",
    contactName: "Joseph Aoun",
    email: "beirut.spices@exhibitors.mahrajan.ca",
    locale: "en",
    deposit: false,
    description: "Za'atar, sumac, seven spices and dried herbs from Lebanon, sold by weight.",
    descriptionAr: "زعتر وسماق وبهارات سبعة وأعشاب مجففة من لبنان، تباع بالوزن.",
    tags: ["spices", "gluten-free"],
  },
];

// The booth cart's pricing, in integer cents, half-up (db/ does not import lib/: these are the
// checkout's own rules, lib/payments/pricing.ts): fees 3.5% of the subtotal, HST 13% of both.
const percentOf = (cents: number, basisPoints: number) =>
  Math.floor((cents * basisPoints + 5000) / 10000);
function boothTotals(priceCents: number) {
  const feesCents = percentOf(priceCents, 350);
  const taxCents = percentOf(priceCents + feesCents, 1300);
  return {
    subtotalCents: priceCents,
    feesCents,
    taxCents,
    totalCents: priceCents + feesCents + taxCents,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

export async function seedListings(db: Db, { demoAccounts }: { demoAccounts: boolean }) {
  const rows = await db
    .select({ id: events.id, guid: events.guid })
    .from(events)
    .where(inArray(events.guid, DIRECTORY_EVENTS));
  for (const event of rows) {
    await seedTags(db, event.id);
    if (demoAccounts) await seedBookedListings(db, event.id);
  }
}

/** The festival's tag list, unless it has one. */
async function seedTags(db: Db, eventId: number) {
  const [existing] = await db
    .select({ id: eventVendorTags.id })
    .from(eventVendorTags)
    .where(eq(eventVendorTags.eventId, eventId))
    .limit(1);
  if (existing) return;
  await db
    .insert(eventVendorTags)
    .values(SEED_VENDOR_TAGS.map((t, position) => ({ eventId, ...t, position })))
    .onConflictDoNothing();
}

/** The exhibitor's account (made once, shared by both festivals). */
async function exhibitorAccount(db: Db, exhibitor: SeedExhibitor): Promise<number> {
  const [existing] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.email, exhibitor.email));
  if (existing) return existing.id;
  const [made] = await db
    .insert(vendors)
    .values({
      email: exhibitor.email,
      contactName: exhibitor.contactName,
      legalName: exhibitor.legalName,
      lob: exhibitor.lob,
      city: "Mississauga",
      phone: "905-555-0123",
      role: "vendor",
      locale: exhibitor.locale,
      passwordHash: DEMO_PASSWORD_HASH,
    })
    .returning({ id: vendors.id });
  return made!.id;
}

/**
 * Each booth the demo books in the festival, booked to its exhibitor through an order of the
 * office (paid by e-Transfer, in full or a deposit), with its listing. A booth already booked to
 * someone, or no longer booked, is left as it is.
 */
async function seedBookedListings(db: Db, eventId: number) {
  const [contract] = await db
    .select({ id: contracts.id, version: contracts.version })
    .from(contracts)
    .where(eq(contracts.eventId, eventId))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  for (const [position, number, lob] of SEED_BOOKINGS) {
    const exhibitor = SEED_EXHIBITORS.find((e) => e.lob === lob);
    const prefix = SEED_SECTIONS.find((s) => s.position === position)?.prefix;
    if (!exhibitor || !prefix) continue;
    const [booth] = await db
      .select({
        id: booths.id,
        name: booths.name,
        priceCents: booths.priceCents,
        status: booths.status,
        vendorId: booths.vendorId,
        sectionName: sections.name,
      })
      .from(booths)
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .where(
        and(
          eq(sections.eventId, eventId),
          eq(sections.position, position),
          eq(booths.name, `${prefix}-${pad(number)}`),
        ),
      );
    if (!booth || booth.status !== "BOOKED" || booth.priceCents === null) continue;
    const vendorId = await exhibitorAccount(db, exhibitor);
    let orderId: number | undefined;
    if (booth.vendorId === null) {
      orderId = await bookForExhibitor(db, {
        eventId,
        vendorId,
        exhibitor,
        booth: { ...booth, priceCents: booth.priceCents },
        contract,
      });
    } else if (booth.vendorId === vendorId) {
      const [item] = await db
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .where(and(eq(orderItems.boothId, booth.id), eq(orderItems.fulfilled, true)));
      orderId = item?.orderId;
    }
    if (orderId === undefined) continue;
    await db
      .insert(vendorListings)
      .values({
        orderId,
        description: exhibitor.description,
        descriptionAr: exhibitor.descriptionAr,
        tags: exhibitor.tags,
      })
      .onConflictDoNothing();
  }
}

/** The order that books the booth to the exhibitor, with its item and payment; its id. */
async function bookForExhibitor(
  db: Db,
  {
    eventId,
    vendorId,
    exhibitor,
    booth,
    contract,
  }: {
    eventId: number;
    vendorId: number;
    exhibitor: SeedExhibitor;
    booth: { id: number; name: string; priceCents: number; sectionName: string };
    contract: { id: number; version: string } | undefined;
  },
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // the booth, still booked to no one, is the exhibitor's from here on
    const [claimed] = await tx
      .update(booths)
      .set({ vendorId, lob: exhibitor.lob })
      .where(and(eq(booths.id, booth.id), eq(booths.status, "BOOKED"), isNull(booths.vendorId)))
      .returning({ id: booths.id });
    if (!claimed) return undefined;
    const totals = boothTotals(booth.priceCents);
    const paidCents = exhibitor.deposit ? percentOf(totals.totalCents, 2500) : totals.totalCents;
    const [order] = await tx
      .insert(orders)
      .values({
        vendorId,
        eventId,
        checkoutType: "BOOTH_CART",
        status: exhibitor.deposit ? "PARTIALLY_PAID" : "PAID",
        ...totals,
        paidCents,
        balanceCents: totals.totalCents - paidCents,
        contractId: contract?.id ?? null,
        contractVersion: contract?.version ?? null,
        contractAcceptedAt: contract ? new Date() : null,
        locale: exhibitor.locale,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({
      orderId: order!.id,
      kind: "BOOTH",
      boothId: booth.id,
      name: booth.name,
      sectionName: booth.sectionName,
      unitPriceCents: booth.priceCents,
      fulfilled: true,
    });
    await tx.insert(payments).values({
      orderId: order!.id,
      kind: "INITIAL",
      method: "ETRANSFER",
      reference: "Demo booking",
      amountCents: paidCents,
      status: "PAID",
    });
    return order!.id;
  });
}
