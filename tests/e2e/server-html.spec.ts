import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Response } from "@playwright/test";
import { expect, ORGANISER, test } from "./fixtures";
import { adminApi, newVendor, registerVendor, signIn, SUMMER, unique } from "./helpers";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";

/**
 * Every page of the site arrives whole: the HTML the server sends (fetched without a browser,
 * as a phone on a slow network gets it before any script has run) holds the page's heading and,
 * on a page with a form, the form with its fields and its button; no part of it is left for the
 * browser to render (React's client-render marker). Both languages; signed out, and signed in
 * where the page is an account's or the console's.
 *
 * The pages are the app's routes themselves (every page.tsx under app/[locale]), so a new page
 * fails here until it is given an address below.
 */

const STAGE_EVENT = "9e5b1c36-4f7d-4a83-b0c9-5e8fa1b2c3d4";
/** db/seed-waitlist.ts's SOLD_OUT_SHOW_GUID. */
const SOLD_OUT_SHOW = "d6c2a8e4-1b3f-4e5a-9c7d-2f8e0a1b3c5d";
const root = path.resolve(import.meta.dirname, "..", "..");

/** The app's page routes ("/admin/events/[eventId]"), from the files under app/[locale]. */
function pageRoutes(): string[] {
  const base = path.join(root, "app", "[locale]");
  const found: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // a route group, "(site)", is not part of the address
        const grouped = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name]);
      } else if (entry.name === "page.tsx") {
        found.push(`/${segments.join("/")}`);
      }
    }
  };
  walk(base, []);
  return found.sort();
}

type Ids = {
  eventId: number;
  stageEventId: number;
  orderId: number;
  vendorId: number;
  performanceId: number;
  welcomeToken: string;
};

type Who = "anyone" | "vendor" | "organiser";

type PageCheck = {
  /** The page's address (English). */
  address: (ids: Ids) => string;
  /** Who it is fetched as; an account's pages are fetched signed out too. */
  who?: Who;
  /** How many forms its HTML holds at least, each with a field and a button. */
  forms?: number;
  /** The console is in English only. */
  englishOnly?: boolean;
  /** What the page is, when it holds no form although it takes input. */
  note?: string;
};

const PAGES: Record<string, PageCheck> = {
  "/about": { address: () => "/about" },
  "/home": { address: () => "/home" },
  "/events": { address: () => "/events" },
  "/details/[id]": { address: () => `/details/${SUMMER}` },
  "/exhibitions/[id]": { address: () => `/exhibitions/${SUMMER}` },
  "/vendors/[id]": { address: () => `/vendors/${SUMMER}?q=kunafa`, forms: 1 },
  "/program/[id]": { address: () => `/program/${SUMMER}?category=kids` },
  "/program/[id]/[performanceId]": {
    address: ({ performanceId }) => `/program/${SUMMER}/${performanceId}`,
  },
  "/stage": { address: () => "/stage" },
  // the demo's sold-out show, with its waitlist
  "/stage/[guid]": { address: () => `/stage/${SOLD_OUT_SHOW}` },
  "/movie-popup": { address: () => "/movie-popup" },
  "/contact": { address: () => "/contact", forms: 2 },
  "/login": { address: () => "/login?callbackUrl=%2Fstage", forms: 1 },
  "/register": { address: () => "/register?callbackUrl=%2Fcart", forms: 1 },
  "/lostpassword": { address: () => "/lostpassword", forms: 1 },
  "/resetpassword": { address: () => "/resetpassword?token=abc123", forms: 1 },
  "/success": { address: () => "/success?session_id=cs_test_unknown" },
  "/cancel": { address: () => "/cancel?session_id=cs_test_unknown" },
  "/logout": { address: () => "/logout" },
  "/dev/mailbox": { address: () => "/dev/mailbox" },
  "/door": {
    address: () => "/door",
    note: "the door app: which step it shows (sign in, name the device, pick a gate, scan) is the device's own state",
  },
  "/door/welcome": {
    address: ({ welcomeToken }) => `/door/welcome?token=${welcomeToken}`,
    forms: 1,
  },
  "/cart": { address: () => "/cart", who: "vendor" },
  "/checkout": { address: () => "/checkout", who: "vendor" },
  "/profile": { address: () => "/profile", who: "vendor", forms: 1 },
  "/contact1": { address: () => "/contact1", who: "vendor", forms: 1 },
  "/tickets": { address: () => "/tickets", who: "vendor" },
  // a link that names no transfer: the page says so, whole
  "/tickets/transfer/[transferId]": {
    address: () => "/tickets/transfer/999999?token=none",
    who: "vendor",
  },
};

const CONSOLE: Record<string, Omit<PageCheck, "who" | "englishOnly">> = {
  "/admin": { address: () => "/admin" },
  "/admin/addon-requests": { address: () => "/admin/addon-requests", forms: 1 },
  "/admin/audit": { address: () => "/admin/audit", forms: 1 },
  "/admin/coupons": { address: () => "/admin/coupons", forms: 1 },
  "/admin/documents": { address: () => "/admin/documents", forms: 1 },
  "/admin/events": { address: () => "/admin/events" },
  "/admin/events/new": { address: () => "/admin/events/new", forms: 1 },
  "/admin/events/[eventId]": { address: ({ eventId }) => `/admin/events/${eventId}`, forms: 3 },
  "/admin/events/[eventId]/addons": {
    address: ({ eventId }) => `/admin/events/${eventId}/addons`,
    forms: 2,
  },
  "/admin/events/[eventId]/booths": {
    address: ({ eventId }) => `/admin/events/${eventId}/booths`,
    forms: 2,
  },
  "/admin/events/[eventId]/compliance": {
    address: ({ eventId }) => `/admin/events/${eventId}/compliance`,
    forms: 1,
  },
  "/admin/events/[eventId]/edit": {
    address: ({ eventId }) => `/admin/events/${eventId}/edit`,
    forms: 1,
  },
  "/admin/events/[eventId]/plan": {
    address: ({ eventId }) => `/admin/events/${eventId}/plan`,
    forms: 2,
  },
  "/admin/events/[eventId]/program": {
    address: ({ eventId }) => `/admin/events/${eventId}/program`,
    forms: 1,
  },
  "/admin/events/[eventId]/requirements": {
    address: ({ eventId }) => `/admin/events/${eventId}/requirements`,
    forms: 1,
  },
  "/admin/events/[eventId]/sales": { address: ({ eventId }) => `/admin/events/${eventId}/sales` },
  "/admin/events/[eventId]/seating": {
    address: ({ stageEventId }) => `/admin/events/${stageEventId}/seating`,
  },
  "/admin/events/[eventId]/waitlist": {
    address: ({ stageEventId }) => `/admin/events/${stageEventId}/waitlist`,
  },
  "/admin/events/[eventId]/vendor-tags": {
    address: ({ eventId }) => `/admin/events/${eventId}/vendor-tags`,
    forms: 1,
  },
  "/admin/orders": { address: () => "/admin/orders", forms: 1 },
  "/admin/orders/[orderId]": { address: ({ orderId }) => `/admin/orders/${orderId}`, forms: 1 },
  "/admin/outbox": { address: () => "/admin/outbox" },
  "/admin/settings": { address: () => "/admin/settings", forms: 1 },
  "/admin/staff": { address: () => "/admin/staff", forms: 1 },
  "/admin/vendors": { address: () => "/admin/vendors", forms: 1 },
  "/admin/vendors/[vendorId]": {
    address: ({ vendorId }) => `/admin/vendors/${vendorId}`,
    forms: 1,
  },
};

const ALL: Record<string, PageCheck> = {
  ...PAGES,
  ...Object.fromEntries(
    Object.entries(CONSOLE).map(([route, check]) => [
      route,
      { ...check, who: "organiser" as const, englishOnly: true },
    ]),
  ),
};

/** React's marks of a part of the page left for the browser to render. */
const CLIENT_RENDER = [
  /\$RX\("/, // a boundary switched to rendering in the browser
  /data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"/,
  /<!--\$!-->/, // a boundary the server's HTML already marks as rendered in the browser
];

/** What a page's HTML holds: its main heading, its forms (fields, buttons), the marks above. */
function holdings(html: string) {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
  const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => ({
    fields: [...form.matchAll(/<(input|textarea|select)\b[^>]*>/g)].filter(
      ([tag]) => !/type="(hidden|submit)"/.test(tag),
    ).length,
    buttons: [...form.matchAll(/<button\b[^>]*>|<input\b[^>]*type="submit"[^>]*>/g)].filter(
      ([tag]) => !/type="reset"/.test(tag),
    ).length,
  }));
  return {
    inMain: main.length > 0,
    heading,
    forms,
    clientRender: CLIENT_RENDER.filter((mark) => mark.test(html)).map(String),
  };
}

async function signedInContext(
  baseURL: string,
  newContext: (options: { baseURL: string }) => Promise<APIRequestContext>,
  account: { email: string; password: string },
): Promise<APIRequestContext> {
  const request = await newContext({ baseURL });
  await signIn({ request }, account);
  return request;
}

test("every page of the app is listed here with an address", () => {
  expect(pageRoutes()).toEqual(Object.keys(ALL).sort());
});

test("every page's server HTML holds its heading and its forms, in both languages, signed out and signed in", async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const newContext = (options: { baseURL: string }) => playwright.request.newContext(options);
  const vendor = newVendor();
  await registerVendor(request, vendor);
  const contexts: Record<Who, APIRequestContext> = {
    anyone: request,
    vendor: await signedInContext(baseURL!, newContext, vendor),
    organiser: await signedInContext(baseURL!, newContext, ORGANISER),
  };
  const office = contexts.organiser;

  // the addresses' ids, as the organiser's API answers them
  const events = (await (await office.get("/api/admin/v1/events")).json()) as {
    payload: { eventId: number; eventGuid: string }[];
  };
  const eventIdOf = (guid: string) => events.payload.find((e) => e.eventGuid === guid)!.eventId;
  const orders = (await (await office.get("/api/admin/v1/orders?status=PAID")).json()) as {
    payload: { orders: { orderId: number; orderStatus: string }[] };
  };
  // a paid order, whose page has the office's forms (the newest may be one a walk beside this
  // one cancelled, which has none)
  const paidOrder = orders.payload.orders.find((o) => o.orderStatus === "PAID");
  expect(paidOrder, "a paid order (the demo's booked booths)").toBeTruthy();
  const vendors = (await (await office.get("/api/admin/v1/vendors")).json()) as {
    payload: { vendors: { vendorId: number }[] };
  };
  const program = (await (await request.get(`/api/v1/events/${SUMMER}/program`)).json()) as {
    payload: { performances: { performanceId: number }[] };
  };
  // a staff member's invitation, for the welcome page's form
  const staffEmail = `door.${unique()}@example.com`;
  await adminApi(office, "POST", "/api/admin/v1/staff", { name: "Nadia Saleh", email: staffEmail });
  const mailbox = await (await request.get("/dev/mailbox")).text();
  const welcomeToken = new RegExp(
    `${staffEmail.replace(/[.]/g, "\\.")}[\\s\\S]*?/door/welcome\\?token=([\\w-]+)`,
  ).exec(mailbox)?.[1];
  expect(welcomeToken, "the invitation's link in the demo mailbox").toBeTruthy();
  const ids: Ids = {
    eventId: eventIdOf(SUMMER),
    stageEventId: eventIdOf(STAGE_EVENT),
    orderId: paidOrder!.orderId,
    vendorId: vendors.payload.vendors[0]!.vendorId,
    performanceId: program.payload.performances[0]!.performanceId,
    welcomeToken: welcomeToken!,
  };

  for (const [route, check] of Object.entries(ALL)) {
    const who = check.who ?? "anyone";
    const fetchedAs: Who[] = who === "anyone" ? ["anyone"] : ["anyone", who];
    for (const prefix of check.englishOnly ? [""] : ["", "/ar"]) {
      for (const as of fetchedAs) {
        const address = prefix + check.address(ids);
        await test.step(`${address} (${as === "anyone" ? "signed out" : as})`, async () => {
          const answer = await contexts[as].get(address);
          const signedOutAccountPage = as === "anyone" && who !== "anyone";
          // an account's page answers a visitor who is signed out with the login page or a
          // notice, whole all the same
          if (!signedOutAccountPage)
            expect(answer.status(), `${address} (${route})`).toBeLessThan(400);
          const held = holdings(await answer.text());
          expect.soft(held.clientRender, `${address}: parts left to the browser`).toEqual([]);
          expect.soft(held.inMain, `${address}: a main landmark`).toBe(true);
          expect.soft(held.heading, `${address}: a main heading`).toBeTruthy();
          if (signedOutAccountPage || !check.forms) return;
          const whole = held.forms.filter((form) => form.fields > 0 && form.buttons > 0);
          expect
            .soft(whole.length, `${address}: forms with their fields and button`)
            .toBeGreaterThanOrEqual(check.forms);
        });
      }
    }
  }
  await contexts.vendor.dispose();
  await contexts.organiser.dispose();
});

/** A language's words for pages (messages/<locale>.json) and what only the server writes. */
const catalogue = (locale: "en" | "ar") => {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(root, "messages", file), "utf8"));
  return {
    ...(read(`${locale}.json`) as { validation: { cityRequired: string } }),
    ...(read(`${locale}.server.json`) as { email: { staffInvitation: { subject: string } } }),
  };
};
const words = { en: catalogue("en"), ar: catalogue("ar") };

/** Whether script or HTML carries `text`, as written or with its letters escaped (\u0645). */
const carries = (code: string, text: string) =>
  code.includes(text) ||
  code
    .toLowerCase()
    .includes(
      text
        .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
        .toLowerCase(),
    );

/** A rule of a form, in each language: among the words the browser fetches for a page. */
const RULE = { en: words.en.validation.cityRequired, ar: words.ar.validation.cityRequired };

/** The scripts a page's HTML names, in the order it names them. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

test("a public page's HTML and the scripts it names carry no catalogue", async ({ request }) => {
  const pages = [
    "/about",
    "/home",
    "/events",
    "/stage",
    `/exhibitions/${SUMMER}`,
    `/vendors/${SUMMER}`,
    `/program/${SUMMER}`,
  ];
  const checked = new Set<string>();
  for (const locale of ["en", "ar"] as const) {
    for (const page of pages) {
      const address = locale === "en" ? page : `/ar${page}`;
      await test.step(address, async () => {
        const html = await (await request.get(address)).text();
        // its words are written into its HTML where it shows them, but the catalogue is not
        // there: not a form's rule (in either language), not what only the server writes
        for (const language of ["en", "ar"] as const)
          expect(carries(html, RULE[language]), `${address}: ${RULE[language]}`).toBe(false);
        expect(carries(html, words[locale].email.staffInvitation.subject)).toBe(false);
        const scripts = scriptsOf(html);
        expect(scripts.length, `${address}: its scripts`).toBeGreaterThan(3);
        for (const src of scripts.filter((src) => !checked.has(src))) {
          checked.add(src);
          const code = await (await request.get(src)).text();
          expect(code.length, src).toBeGreaterThan(0);
          for (const language of ["en", "ar"] as const)
            expect(carries(code, RULE[language]), `${src} on ${address}: ${language}`).toBe(false);
        }
      });
    }
  }
});

test("the scripts every page loads first carry the compile hint, and a page's own do not", async ({
  request,
}) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, ".next", "build-manifest.json"), "utf8"),
  ) as { rootMainFiles: string[] };
  const framework = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  for (const address of ["/about", `/ar/program/${SUMMER}`]) {
    const scripts = scriptsOf(await (await request.get(address)).text());
    const hinted: string[] = [];
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      if (code.startsWith(COMPILE_HINT)) hinted.push(src);
    }
    // React, Next's router and the bundler's runtime among them; the page's own chunks not
    expect(hinted.length, `${address}: ${scripts.join(", ")}`).toBeGreaterThanOrEqual(3);
    expect(hinted, address).toEqual(scripts.filter((src) => framework.has(src)));
  }
});

test("a public form page starts without the forms' schemas; they arrive as the visitor starts on the form", async ({
  page,
}) => {
  // zod's own words, in its code and nowhere else in the site's scripts
  const ZOD = "Unexpected value in exhaustive check";
  const withZod: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const code = await response.text().catch(() => "");
    if (code.includes(ZOD)) withZod.push(response.url());
  });
  for (const address of ["/login", "/register", "/lostpassword", "/resetpassword", "/contact"]) {
    await page.goto(address);
    await expect(page.getByRole("button").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(withZod, address).toEqual([]);
  }
  // the contact form: its schema comes as the visitor starts on it, and checks what was typed
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").focus();
  await expect.poll(() => withZod.length).toBeGreaterThan(0);
  await form.getByLabel("Name").fill("Layla");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Name is required")).toHaveCount(0);
});

test("a page fetches its own language's words, a script of their own, never the other's", async ({
  page,
}) => {
  for (const locale of ["ar", "en"] as const) {
    const other = locale === "en" ? "ar" : "en";
    const prefix = locale === "en" ? "" : "/ar";
    for (const address of [`${prefix}/home`, `${prefix}/register`]) {
      await test.step(address, async () => {
        const fetched: Promise<{ url: string; code: string }>[] = [];
        const record = (response: Response) => {
          if (response.request().resourceType() === "script")
            fetched.push(response.text().then((code) => ({ url: response.url(), code })));
        };
        const withWords = async (language: "en" | "ar") =>
          (await Promise.all(fetched))
            .filter(({ code }) => carries(code, RULE[language]))
            .map(({ url }) => url);
        page.on("response", record);
        const html = await (await page.goto(address))!.text();
        if (address.endsWith("/home")) {
          // the first page in a language fetches its words (the next may have them cached),
          // a script its HTML does not name; they are asked for once the page's own scripts
          // run, which on a busy machine can be after the network has been quiet a while
          await expect.poll(() => withWords(locale), { timeout: 20_000 }).toHaveLength(1);
        }
        await page.waitForLoadState("networkidle");
        page.off("response", record);
        expect(await withWords(other), `${address}: the other language's words`).toEqual([]);
        if (address.endsWith("/home")) {
          const own = await withWords(locale);
          expect(own, `${address}: its words`).toHaveLength(1);
          expect(html).not.toContain(new URL(own[0]!).pathname);
          return;
        }
        // the page's form checks its fields with those words, in the page's language
        const name = locale === "en" ? "Register" : "إنشاء حساب";
        const form = page.getByRole("form", { name });
        await form.getByRole("button", { name }).click();
        await expect(form.getByText(RULE[locale], { exact: true })).toBeVisible();
      });
    }
  }
});
