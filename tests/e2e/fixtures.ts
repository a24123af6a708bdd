import { test as base, type Page } from "@playwright/test";
import {
  newVendor,
  newVisitor,
  registerVendor,
  registerVisitor,
  signIn,
  SUMMER,
  WINTER,
  type TestVendor,
  type TestVisitor,
} from "./helpers";

export { expect } from "@playwright/test";

type Accounts = {
  /** A fresh vendor account, registered through the API; the test's browser is signed out. */
  vendor: TestVendor;
  /** The test's page, signed in as `vendor` through the login API. */
  vendorPage: Page;
  /** A fresh visitor (ticket buyer) account, registered through the API. */
  visitor: TestVisitor;
  /** The test's page, signed in as `visitor` through the login API. */
  visitorPage: Page;
  /** The test's page, signed in through the login API as the seed's demo organiser. */
  organiserPage: Page;
};

/** The demo organiser the e2e server seeds (db/seed-data.ts DEMO_ORGANISER, demo accounts on). */
export const ORGANISER = { email: "organiser@mahrajan.ca", password: "festival2025" } as const;

/**
 * Tests that need an account get a new one each, made through the API rather than the forms;
 * accounts.spec.ts is where registering and logging in through the forms is tested.
 */
export const test = base.extend<Accounts>({
  vendor: async ({ request }, provide) => {
    const vendor = newVendor();
    await registerVendor(request, vendor);
    await provide(vendor);
  },
  vendorPage: async ({ page, vendor }, provide) => {
    await signIn(page.context(), vendor);
    await provide(page);
  },
  visitor: async ({ request }, provide) => {
    const visitor = newVisitor();
    await registerVisitor(request, visitor);
    await provide(visitor);
  },
  visitorPage: async ({ page, visitor }, provide) => {
    await signIn(page.context(), visitor);
    await provide(page);
  },
  organiserPage: async ({ page }, provide) => {
    await signIn(page.context(), ORGANISER);
    await provide(page);
  },
});

type Section =
  "Market Tents" | "Food Trucks & Food Vendors" | "Pipe & Drape Booths" | "Corner & Hallway Booths";
export type Booth = { event: string; section: Section; name: string };
const booth = (section: Section, name: string, event = SUMMER): Booth => ({
  event,
  section,
  name,
});

/**
 * The seed booths each test may use, one owner per booth.
 *
 * Every project has its own server and database (playwright.config.ts), so only tests of the
 * same project can meet. Within a project, a test uses only the booths listed under its own
 * name here, and the check below refuses to load the suite if a booth is listed twice, so no
 * order of tests or split across workers lets two tests reach for the same booth. Booths that
 * tests only look at in their seed state are listed too, so that no test books them.
 *
 * The seed's booths rather than booths a fixture inserts: the test process does not know the
 * databases' names (each server creates its own), the booth pages are cached in the server and
 * refreshed only by the app's own writes, and the journeys check the summer festival's own
 * prices, coupon and contract.
 */
export const BOOTHS = {
  /** public-pages: available and bookable in the seed. */
  seedAvailable: booth("Market Tents", "T-01"),
  /** public-pages: booked in the seed by "Henna by Layla". */
  seedBooked: booth("Market Tents", "T-02"),
  /** booking, logged out: the Book button sends to /login. */
  loggedOut: booth("Market Tents", "T-07"),
  /** booking, cart rules: a booth without a price, and two that reach the cart. */
  unpriced: booth("Corner & Hallway Booths", "C-12"),
  cartTent: booth("Market Tents", "T-08"),
  cartDrape: booth("Pipe & Drape Booths", "P-02"),
  /** booking, paid in full. */
  paidInFull: booth("Market Tents", "T-03"),
  /** booking, a checkout cancelled. */
  cancelled: booth("Market Tents", "T-04"),
  /** booking, a deposit then the balance. */
  deposit: booth("Pipe & Drape Booths", "P-05"),
  /** booking, closing the contract without agreeing. */
  contractClosed: booth("Corner & Hallway Booths", "C-11"),
  /** booking, one festival paid while the other waits. */
  summerOfTwo: booth("Market Tents", "T-10"),
  winterOfTwo: booth("Market Tents", "T-10", WINTER),
  /** booking, a booth taken by a rival during checkout, and the line that stays. */
  taken: booth("Pipe & Drape Booths", "P-11"),
  stays: booth("Pipe & Drape Booths", "P-12"),
  /** booking, the contract as a bottom sheet on a phone. */
  phoneContract: booth("Corner & Hallway Booths", "C-10"),
  /** arabic: booked and paid from the Arabic pages. */
  arabicPaid: booth("Market Tents", "T-11"),
  /** arabic: taken by a rival while in an Arabic cart (the CONFLICT in Arabic). */
  arabicTaken: booth("Pipe & Drape Booths", "P-10"),
  /** admin-orders: paid, refunded by the organiser, then booked by a second vendor. */
  refunded: booth("Market Tents", "T-06"),
  /** admin-orders: booked for a vendor by the office, then cancelled. */
  officeOrder: booth("Market Tents", "T-12"),
  /** admin-orders: paid, so that its vendor is among those an announcement goes to. */
  announced: booth("Pipe & Drape Booths", "P-03"),
  /** instances: held and released through one instance, watched on another. */
  instances: booth("Pipe & Drape Booths", "P-04"),
  /** xss: booked by a vendor whose line of business is markup. */
  xss: booth("Pipe & Drape Booths", "P-09"),
  /** invoices: paid in full, its invoice opened from the profile. */
  invoiced: booth("Corner & Hallway Booths", "C-07"),
  /** arabic-last-word: put in the cart by a vendor, then met by a ticket account. */
  visitorCart: booth("Pipe & Drape Booths", "P-08"),
  /** arabic-last-word: booked in Arabic, its section named in Arabic on the success page and profile. */
  arabicNames: booth("Market Tents", "T-07", WINTER),
  /** vendor-contract: a food booth of the winter festival, its checklist walked to ready. */
  contractFood: booth("Food Trucks & Food Vendors", "F-08", WINTER),
  /** addons: a food booth of the summer festival booked with add-ons (garbage fee, outlet, tables). */
  addonsFood: booth("Food Trucks & Food Vendors", "F-06"),
  /** vendor-checklist: market booths of the winter festival, a PDF sent from the profile. */
  checklistEnglish: booth("Market Tents", "T-03", WINTER),
  checklistArabic: booth("Market Tents", "T-04", WINTER),
  /** deposit-return: paid with its damage deposit, the deposit decided after the summer festival. */
  depositReturn: booth("Pipe & Drape Booths", "P-01"),
  /** door: a market booth of the winter festival whose pass the door reads before and after ready. */
  doorPass: booth("Market Tents", "T-06", WINTER),
  /** plan-booking: put in the cart by a tap on the summer festival's plan, then by its card. */
  planTap: booth("Food Trucks & Food Vendors", "F-02"),
  /** plan-booking, logged out: the plan's booth sends to /login. */
  planLoggedOut: booth("Food Trucks & Food Vendors", "F-07"),
  /** plan-booking: put in the cart from the plan with the keyboard. */
  planKeyboard: booth("Food Trucks & Food Vendors", "F-09"),
} as const satisfies Record<string, Booth>;

export type Seat = { row: number; column: number };
const seat = (row: number, column: number): Seat => ({ row, column });

/** The stage seats each test may select or buy, one owner per seat, by the same rule. */
export const SEATS = {
  /** public-pages: available in the seed. */
  seedAvailable: [seat(1, 1), seat(4, 8), seat(8, 3)],
  /** seats: the selection kept across the login. */
  keptAcrossLogin: [seat(5, 4)],
  /** seats: toggled by keyboard, reached with the arrow keys from Row 1, Seat 1. */
  keyboard: [seat(2, 3), seat(2, 2)],
  /** seats: the tickets checkout's totals and Clear. */
  ticketsCheckout: [seat(3, 1), seat(1, 8)],
  /** seats: bought and paid. */
  paid: [seat(8, 1), seat(8, 2)],
  /** seats: held by a checkout left for the payment page, released on coming back. */
  abandoned: [seat(5, 2)],
  /** seats: put in the booth cart from the popup. */
  popup: [seat(7, 5), seat(7, 6)],
  /** visitors: chosen before signing up, on a phone and on a desktop. */
  signupPhone: [seat(6, 1)],
  signupDesktop: [seat(6, 2)],
  /** visitors: bought from the Arabic pages, the concert named at checkout and on success. */
  concertNamed: [seat(5, 8)],
  /** arabic: bought from the Arabic stage page. */
  arabicPaid: [seat(4, 4), seat(4, 5)],
  /** arabic-last-word: bought in Arabic, then named on the tickets page, profile and calendar. */
  arabicLastWord: [seat(3, 7)],
  /** door: bought, then admitted by camera, typed, and refunded before the door downloads. */
  door: [seat(7, 1), seat(7, 2), seat(7, 3)],
  /** door: bought, then typed at the door by the short code under its QR code, offline. */
  doorShortCode: [seat(7, 4)],
  /** ticket-transfer: bought, passed to a friend who accepts; its old code refused at the door. */
  transfer: [seat(6, 6)],
  /** seat-choice: chosen by keyboard alone (never bought). */
  keyboardChoice: [seat(2, 5), seat(2, 6)],
  /** seat-choice: chosen by keyboard alone on the Arabic page (never bought). */
  arabicKeyboardChoice: [seat(3, 5)],
  /** seat-choice: the list's best two seats in the hall, then its best two in row 8. */
  listBest: [seat(1, 4), seat(1, 5)],
  listRow: [seat(8, 4), seat(8, 5)],
  /** seat-choice: the seed's wheelchair space and its companion seat (db/seed-seats.ts). */
  wheelchair: [seat(6, 8), seat(6, 7)],
} as const satisfies Record<string, readonly Seat[]>;

function refuseSharing(keys: string[], what: string) {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`${what} ${key} is given to two tests in fixtures.ts`);
    seen.add(key);
  }
}
refuseSharing(
  Object.values(BOOTHS).map((b) => `${b.event} ${b.name}`),
  "Booth",
);
refuseSharing(
  Object.values(SEATS).flatMap((seats) => seats.map((s) => `Row ${s.row}, Seat ${s.column}`)),
  "Seat",
);
