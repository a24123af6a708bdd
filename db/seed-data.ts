/**
 * Demo data, seeded in demo mode. Guids are fixed so links, tests and the build's
 * prerendered pages agree with the embedded database the server opens later.
 */
export const SUMMER_2025_GUID = "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01";
export const WINTER_2025_GUID = "7c3e9a14-2d5b-4f61-8e7a-3c6d8f9b0a12";
export const STAGE_EVENT_GUID = "9e5b1c36-4f7d-4a83-b0c9-5e8fa1b2c3d4";

export const SUMMER_ADDRESS = "300 City Centre Dr, Mississauga, ON L5B 3C1";

export type SeedEvent = {
  guid: string;
  name: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  dateText: string;
  address: string;
  details: string;
  image: string;
  status: "ACTIVE" | "PAST";
  priceCents: number;
  hasSeating: boolean;
  nameAr: string;
  descriptionAr: string;
  locationAr: string;
  dateTextAr: string;
  detailsAr: string;
  /** The home page's festival (one event at a time), its title there and each day's hours. */
  featured?: boolean;
  featuredTitle?: string;
  featuredTitleAr?: string;
  openingHours?: { opens: string; closes: string }[];
  /** The refundable damage deposit of a food booth order and of any other booth order (cents). */
  depositFoodCents?: number;
  depositOtherCents?: number;
};

/** The contract's damage deposits: $500 for food vendors, $200 for other vendors and sponsors. */
const CONTRACT_DEPOSITS = { depositFoodCents: 50000, depositOtherCents: 20000 };

const SQUARE_AR = "ساحة ميسيساغا للاحتفالات";
const CENTRE_AR = "المركز الدولي (مركز المؤتمرات)";

// The demo's events have no sales end (boothSalesEnd and ticketSalesEnd stay null): its 2025
// festivals stay on sale, so booking a booth and buying seats can be tried on them.
export const SEED_EVENTS: SeedEvent[] = [
  {
    ...CONTRACT_DEPOSITS,
    guid: SUMMER_2025_GUID,
    name: "8th Annual Arab Summer Festival 2025",
    description:
      "Three days of Arabic music, dabke, art and food on the square: live bands, dance troupes, artisans and food trucks for the whole family.",
    location: "Mississauga Celebration Square",
    startsAt: "2025-07-04T22:00:00Z",
    endsAt: "2025-07-07T00:00:00Z",
    dateText: "July 4 – 6, 2025",
    address: SUMMER_ADDRESS,
    details:
      "Friday July 4, 6 PM – 11 PM · Saturday July 5, 11 AM – 11 PM · Sunday July 6, 11 AM – 8 PM. Free admission; over 60,000 visitors expected.",
    image: "summer-festival-2025.svg",
    nameAr: "مهرجان الصيف العربي السنوي الثامن 2025",
    descriptionAr:
      "ثلاثة أيام من الموسيقى العربية والدبكة والفن والطعام في الساحة: فرق موسيقية حيّة وفرق رقص وحرفيون وشاحنات طعام لكل أفراد العائلة.",
    locationAr: SQUARE_AR,
    dateTextAr: "4 – 6 يوليو 2025",
    detailsAr:
      "الجمعة 4 يوليو، من 6 مساءً حتى 11 مساءً · السبت 5 يوليو، من 11 صباحًا حتى 11 مساءً · الأحد 6 يوليو، من 11 صباحًا حتى 8 مساءً. الدخول مجاني، ونتوقع أكثر من 60,000 زائر.",
    status: "ACTIVE",
    priceCents: 0,
    hasSeating: false,
    featured: true,
    featuredTitle: "8th Annual Summer Festival 2025",
    featuredTitleAr: "مهرجان الصيف السنوي الثامن 2025",
    openingHours: [
      { opens: "2025-07-04T22:00:00.000Z", closes: "2025-07-05T03:00:00.000Z" },
      { opens: "2025-07-05T15:00:00.000Z", closes: "2025-07-06T03:00:00.000Z" },
      { opens: "2025-07-06T15:00:00.000Z", closes: "2025-07-07T00:00:00.000Z" },
    ],
  },
  {
    ...CONTRACT_DEPOSITS,
    guid: WINTER_2025_GUID,
    name: "Arab Winter Festival 2025",
    description:
      "Our indoor winter festival: a warm weekend of tarab concerts, calligraphy and henna, a bazaar of Middle Eastern crafts and sweets.",
    location: "The International Centre (convention centre)",
    startsAt: "2025-01-31T22:00:00Z",
    endsAt: "2025-02-03T01:00:00Z",
    dateText: "January 31 – February 2, 2025",
    address: "6900 Airport Rd, Mississauga, ON L4V 1E8",
    details:
      "Friday 5 PM – 10 PM · Saturday 11 AM – 10 PM · Sunday 11 AM – 8 PM. Indoor halls, over 5,000 visitors expected.",
    image: "winter-festival-2025.svg",
    nameAr: "مهرجان الشتاء العربي 2025",
    descriptionAr:
      "مهرجاننا الشتوي في القاعات المغلقة: عطلة نهاية أسبوع دافئة من حفلات الطرب والخط العربي والحنّاء، وسوق للحرف اليدوية والحلويات الشرقية.",
    locationAr: CENTRE_AR,
    dateTextAr: "31 يناير – 2 فبراير 2025",
    detailsAr:
      "الجمعة من 5 مساءً حتى 10 مساءً · السبت من 11 صباحًا حتى 10 مساءً · الأحد من 11 صباحًا حتى 8 مساءً. قاعات مغلقة، ونتوقع أكثر من 5,000 زائر.",
    status: "ACTIVE",
    priceCents: 0,
    hasSeating: false,
  },
  {
    guid: STAGE_EVENT_GUID,
    name: "Tarab Night on the Main Stage",
    description:
      "A seated evening of classic tarab with a full takht ensemble: oud, qanun, nay and voice, performing the golden-age repertoire.",
    location: "Main Stage, Mississauga Celebration Square",
    startsAt: "2025-07-05T23:30:00Z",
    endsAt: "2025-07-06T02:30:00Z",
    dateText: "Saturday July 5, 2025 · 7:30 PM",
    address: SUMMER_ADDRESS,
    details:
      "Reserved seating in eight rows: rows 1–2 $100, rows 3–6 $50, rows 7–8 $30. Doors open at 7 PM.",
    image: "tarab-night-stage.svg",
    nameAr: "ليلة طرب على المسرح الرئيسي",
    descriptionAr:
      "أمسية طرب أصيل بمقاعد محجوزة مع تخت شرقي كامل: عود وقانون وناي وغناء، تؤدي روائع العصر الذهبي.",
    locationAr: "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات",
    dateTextAr: "السبت 5 يوليو 2025 · 7:30 مساءً",
    detailsAr:
      "مقاعد محجوزة في ثمانية صفوف: الصفّان 1–2 بسعر 100 دولار، والصفوف 3–6 بسعر 50 دولارًا، والصفّان 7–8 بسعر 30 دولارًا. تُفتح الأبواب عند السابعة مساءً.",
    status: "ACTIVE",
    priceCents: 5000,
    hasSeating: true,
  },
  {
    guid: "2b7d4e58-6a9c-4d1e-8f20-4a5b6c7d8e90",
    name: "7th Annual Arab Summer Festival 2024",
    description: "Seven stages of music and dance, 180 vendors and record crowds on the square.",
    location: "Mississauga Celebration Square",
    startsAt: "2024-07-05T22:00:00Z",
    endsAt: "2024-07-08T00:00:00Z",
    dateText: "July 5 – 7, 2024",
    address: SUMMER_ADDRESS,
    details: "Over 60,000 visitors across three days.",
    image: "summer-festival-2024.svg",
    nameAr: "مهرجان الصيف العربي السنوي السابع 2024",
    descriptionAr: "سبعة مسارح للموسيقى والرقص، و180 عارضًا، وحشود غير مسبوقة في الساحة.",
    locationAr: SQUARE_AR,
    dateTextAr: "5 – 7 يوليو 2024",
    detailsAr: "أكثر من 60,000 زائر على مدى ثلاثة أيام.",
    status: "PAST",
    priceCents: 0,
    hasSeating: false,
  },
  {
    guid: "3c8e5f69-7b0d-4e2f-9031-5b6c7d8e9fa1",
    name: "Arab Winter Festival 2024",
    description: "A winter weekend of oud recitals, poetry and a sweets bazaar.",
    location: "The International Centre (convention centre)",
    startsAt: "2024-02-02T22:00:00Z",
    endsAt: "2024-02-05T01:00:00Z",
    dateText: "February 2 – 4, 2024",
    address: "6900 Airport Rd, Mississauga, ON L4V 1E8",
    details: "Over 5,000 visitors.",
    image: "winter-festival-2024.svg",
    nameAr: "مهرجان الشتاء العربي 2024",
    descriptionAr: "عطلة شتوية من أمسيات العود والشعر وسوق الحلويات.",
    locationAr: CENTRE_AR,
    dateTextAr: "2 – 4 فبراير 2024",
    detailsAr: "أكثر من 5,000 زائر.",
    status: "PAST",
    priceCents: 0,
    hasSeating: false,
  },
  {
    guid: "4d9f6a7b-8c1e-4f30-a142-6c7d8e9fa0b2",
    name: "6th Annual Arab Summer Festival 2023",
    description: "Dabke lines a hundred dancers long and a night market of Levantine street food.",
    location: "Mississauga Celebration Square",
    startsAt: "2023-07-07T22:00:00Z",
    endsAt: "2023-07-10T00:00:00Z",
    dateText: "July 7 – 9, 2023",
    address: SUMMER_ADDRESS,
    details: "Over 55,000 visitors.",
    image: "summer-festival-2023.svg",
    nameAr: "مهرجان الصيف العربي السنوي السادس 2023",
    descriptionAr: "حلقات دبكة يزيد طولها على مئة راقص، وسوق ليلي لأطباق الشارع الشامية.",
    locationAr: SQUARE_AR,
    dateTextAr: "7 – 9 يوليو 2023",
    detailsAr: "أكثر من 55,000 زائر.",
    status: "PAST",
    priceCents: 0,
    hasSeating: false,
  },
];

/** The four tabs of the exhibitions page with their inclusion notes. */
/** The site's facts as the home and about pages state them (the console's site settings). */
export const SEED_SITE_SETTINGS = {
  foundedOn: "2018-03-01",
  summerAttendees: 60_000,
  winterAttendees: 5_000,
  summerFestivals: 7,
  winterFestivals: 3,
  // Demo values, not the foundation's real particulars: an organiser enters those in the console.
  legalName: "Mahrajan Arts Foundation (demo)",
  postalAddress: "300 City Centre Dr, Mississauga, ON L5B 3C1 (demo address)",
  hstNumber: "123456789 RT0001",
};

export const SEED_SECTIONS = [
  {
    position: 0,
    name: "Market Tents",
    nameAr: "خيام السوق",
    inclusionsAr:
      "خيمة مساحتها 10 × 10 أقدام، وطاولة طولها 8 أقدام وكرسيان. لا كهرباء. تُضاف رسوم النفايات إن فرضتها إدارة المكان.",
    prefix: "T",
    priceCents: 45000,
    isFood: false,
    inclusions:
      "10ft x 10ft tent, 8' table and 2 chairs. No electricity. Garbage fees apply if charged by the venue.",
  },
  {
    position: 1,
    name: "Food Trucks & Food Vendors",
    nameAr: "شاحنات الطعام وباعة الأطعمة",
    inclusionsAr:
      "ستارة بيضاء على هيكل من الأنابيب مساحتها 8 × 8 أقدام، وطاولة وكرسيان. لا كهرباء.",
    prefix: "F",
    priceCents: 120000,
    isFood: true,
    inclusions: "8'x8' white pipe and drape, table and 2 chairs. No electricity.",
  },
  {
    position: 2,
    name: "Pipe & Drape Booths",
    nameAr: "أجنحة الستائر",
    inclusionsAr: "ستارة على هيكل من الأنابيب مساحتها 10 × 10 أقدام، وطاولة وكرسيان. لا كهرباء.",
    prefix: "P",
    priceCents: 35000,
    isFood: false,
    inclusions: "10'x10' pipe and drape, table and 2 chairs. No electricity.",
  },
  {
    position: 3,
    name: "Corner & Hallway Booths",
    nameAr: "أجنحة الزوايا والممرات",
    inclusionsAr:
      "لكل جناح في الزاوية طاولتان طول كلٍّ منهما 8 أقدام، ولجناح الممر طاولة واحدة طولها 8 أقدام. لا كهرباء.",
    prefix: "C",
    priceCents: 30000,
    isFood: false,
    inclusions:
      "Corner booths have two 8' tables; hallway booths have one 8' table. No electricity.",
  },
] as const;

/**
 * What each festival's vendor contract asks before the festival, as requirements (its sections 6
 * and 8): the health and safety forms from every vendor, and proof of insurance from food vendors
 * by a later date or they become ineligible. The third thing a vendor with a deposit has to do,
 * paying the balance, is the order's own.
 */
export const SEED_REQUIREMENTS: ReadonlyArray<{
  eventGuid: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  appliesTo: "ALL" | "FOOD" | "OTHER";
  kind: "FILE" | "DECLARATION";
  dueDate: string;
  needsExpiry: boolean;
  consequence: "NOT_READY" | "INELIGIBLE";
}> = [
  ...(
    [
      [WINTER_2025_GUID, "2025-01-16", "2025-01-25"],
      [SUMMER_2025_GUID, "2025-06-19", "2025-06-27"],
    ] as const
  ).flatMap(([eventGuid, formsDue, insuranceDue]) => [
    {
      eventGuid,
      title: "Health and safety forms",
      titleAr: "نماذج الصحة والسلامة",
      description:
        "The festival's health and safety forms, filled in and signed. Food vendors must also meet every requirement of Peel Public Health, the fire marshal and the Venue.",
      descriptionAr:
        "نماذج الصحة والسلامة الخاصة بالمهرجان، مكتملة وموقّعة. وعلى باعة الأطعمة أيضًا استيفاء جميع متطلبات هيئة الصحة العامة في بيل وإدارة الإطفاء وإدارة المكان.",
      appliesTo: "ALL" as const,
      kind: "FILE" as const,
      dueDate: formsDue,
      needsExpiry: false,
      consequence: "NOT_READY" as const,
    },
    {
      eventGuid,
      title: "Proof of insurance",
      titleAr: "إثبات التأمين",
      description:
        "Commercial general liability insurance acceptable to the Organiser and the Venue, covering your activities at the Festival, valid through the festival's last day. Food vendors who do not give proof of insurance by the due date become ineligible to take part in the Festival, and their fees are non-refundable.",
      descriptionAr:
        "تأمين المسؤولية العامة التجارية الذي يقبله المنظم وإدارة المكان، ويغطي نشاطك في المهرجان، وساري المفعول حتى آخر أيام المهرجان. باعة الأطعمة الذين لا يقدمون إثبات التأمين قبل تاريخ الاستحقاق يفقدون حق المشاركة في المهرجان، ولا تُسترد رسومهم.",
      appliesTo: "FOOD" as const,
      kind: "FILE" as const,
      dueDate: insuranceDue,
      needsExpiry: true,
      consequence: "INELIGIBLE" as const,
    },
  ]),
];

export const BOOTHS_PER_SECTION = 12;

/** Booths already booked in the demo data: [section position, booth number, line of business]. */
export const SEED_BOOKINGS: ReadonlyArray<readonly [number, number, string]> = [
  [0, 2, "Henna by Layla"],
  [0, 5, "Olive Wood Crafts"],
  [0, 9, "Damascus Silk House"],
  [1, 1, "Shawarma Royale"],
  [1, 3, "Kunafa Corner"],
  [1, 4, "Zaatar & Co. Bakery"],
  [2, 6, "Oud Workshop Toronto"],
  [2, 7, "Calligraphy by Nour"],
  [3, 1, "Beirut Spice Market"],
];

export const SEED_COUPONS = [
  { code: "FESTIVAL10", percentOff: 10, active: true, validUntil: null, maxRedemptions: null },
  {
    code: "OLD2024",
    percentOff: 15,
    active: true,
    validUntil: new Date("2024-12-31T23:59:59Z"),
    maxRedemptions: null,
  },
];

/**
 * The demo accounts' published password and its argon2id hash (the site's current parameters),
 * so seeding needs no hashing; a unit test checks the two still match.
 */
export const DEMO_PASSWORD = "festival2025";
export const DEMO_PASSWORD_HASH =
  "$argon2id$v=19$m=12288,t=3,p=1$Fp/MiPyMl65J7Uasj6lGpQ$Emvrv/RoBET6GGBG2R8uDnFIfKeXFROepqS12GYK6t4";

/** Demo accounts: seeded only in demo mode, never by a seed run against production. */
export const DEMO_ORGANISER = {
  email: "organiser@mahrajan.ca",
  password: DEMO_PASSWORD,
  contactName: "Samir Khoury",
  legalName: "Mahrajan Arts Foundation",
  lob: "Festival office",
  city: "Toronto",
  phone: "416-555-0100",
  role: "organiser" as const,
};

export const DEMO_VENDOR = {
  email: "demo.vendor@mahrajan.ca",
  password: DEMO_PASSWORD,
  contactName: "Layla Haddad",
  legalName: "Haddad Trading Inc.",
  lob: "Layla's Lanterns",
  city: "Mississauga",
  phone: "905-555-0147",
  role: "vendor" as const,
};

/** Seat prices by row: rows 1–2 $100, rows 7–8 $30, the others $50. */
export function seatPriceCents(row: number): { priceCents: number; rowType: string } {
  if (row <= 2) return { priceCents: 10000, rowType: "PREMIUM" };
  if (row >= 7) return { priceCents: 3000, rowType: "ECONOMY" };
  return { priceCents: 5000, rowType: "STANDARD" };
}
export const SEAT_ROWS = 8;
export const SEATS_PER_ROW = 8;

/**
 * Each festival's add-on catalogue (the contract's garbage and electricity fees): the garbage fee
 * added to every food booth unless the vendor takes their own garbage; electricity that food
 * vendors may not share (one outlet per booth, no approval) and market vendors share only by
 * approval (separate rows per audience); extra tables for anyone.
 */
export const SEED_ADDONS: ReadonlyArray<{
  eventGuid: string;
  name: string;
  nameAr: string;
  priceCents: number;
  appliesTo: "ALL" | "FOOD" | "OTHER";
  maxPerBooth: number;
  needsApproval: boolean;
  addedByDefault: boolean;
  position: number;
}> = [WINTER_2025_GUID, SUMMER_2025_GUID].flatMap((eventGuid) =>
  [
    {
      name: "Garbage fee (weekend)",
      nameAr: "رسوم النفايات (عطلة نهاية الأسبوع)",
      priceCents: 25000,
      appliesTo: "FOOD" as const,
      maxPerBooth: 1,
      needsApproval: false,
      addedByDefault: true,
    },
    ...(["FOOD", "OTHER"] as const).flatMap((appliesTo) => [
      {
        name: "Electricity 15 A outlet",
        nameAr: "كهرباء مقبس 15 أمبير",
        priceCents: 7500,
        appliesTo,
        maxPerBooth: 1,
        needsApproval: appliesTo === "OTHER",
        addedByDefault: false,
      },
      {
        name: "Electricity 20 A outlet",
        nameAr: "كهرباء مقبس 20 أمبير",
        priceCents: 12000,
        appliesTo,
        maxPerBooth: 1,
        needsApproval: appliesTo === "OTHER",
        addedByDefault: false,
      },
    ]),
    {
      name: "Extra 8' table",
      nameAr: "طاولة إضافية 8 أقدام",
      priceCents: 2500,
      appliesTo: "ALL" as const,
      maxPerBooth: 4,
      needsApproval: false,
      addedByDefault: false,
    },
  ].map((a, position) => ({ ...a, eventGuid, position })),
);
