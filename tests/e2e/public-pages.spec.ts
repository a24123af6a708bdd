import { BOOTHS, expect, SEATS, test, type Seat } from "./fixtures";
import { SUMMER } from "./helpers";

test.describe("public pages", () => {
  test("the root redirects to /home with the festival, marquee, upcoming and past events", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Why Choose Us?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Register Now" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("link", { name: "Book Your Booth" })).toHaveAttribute(
      "href",
      `/details/${SUMMER}`,
    );
    await expect(page.getByRole("heading", { name: "Upcoming Festival" })).toBeVisible();
    await expect(page.getByText("Friday July 4, 6 PM - 11 PM")).toBeVisible();
    await expect(page.getByText("Saturday July 5, 11 AM - 11 PM")).toBeVisible();
    await expect(page.getByText("Sunday July 6, 11 AM - 8 PM")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Past Events" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "7th Annual Arab Summer Festival 2024" }),
    ).toBeVisible();
    const marquee = page.getByTestId("marquee");
    await expect(marquee).toContainText("Available Booths:");
    await expect(marquee).toContainText(/AVAILABLE: \d+ \| (HELD: \d+ \| )?BOOKED: \d+/);
    // every image on the page loads
    const broken = await page
      .locator("img")
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((i) => i.loading !== "lazy" && i.complete && i.naturalWidth === 0)
          .map((i) => i.src),
      );
    expect(broken).toEqual([]);
  });

  test("header has the brand, links, Login and the cart count; footer has links and social icons", async ({
    page,
  }) => {
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About Us", "Events", "Contact", "Login"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Cart ( 0 )" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Mahrajan Events/ }).first()).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "About Us", "Events", "Cart", "Contact"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["Facebook", "Instagram", "YouTube", "X", "TikTok"]) {
      const link = footer.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      // the network's mark is drawn in the page itself, not fetched
      await expect(link.locator("svg path")).toHaveAttribute("d", /^M/);
    }
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the cart count reflects local storage", async ({ page }) => {
    await page.goto("/home");
    await page.evaluate(() =>
      localStorage.setItem(
        "cart",
        JSON.stringify([
          { eventId: 1, eventName: "T-01", eventPrice: 450, quantity: 1, initialPrice: 450 },
        ]),
      ),
    );
    await page.reload();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart ( 1 )" }),
    ).toBeVisible();
  });

  test("about has the six sections with the foundation's facts", async ({ page }) => {
    await page.goto("/about");
    for (const name of [
      "Established",
      "Mission Statement",
      "Vision",
      "Mandate",
      "Core Work",
      "Sector Profile",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText("March 1, 2018")).toBeVisible();
    await expect(
      page.getByText("present, showcase and celebrate Arabic music, art and culture in Canada"),
    ).toBeVisible();
    await expect(page.getByText(/over 60,000 attendees/)).toBeVisible();
    await expect(page.getByText(/over 5,000 attendees/)).toBeVisible();
    await expect(page.getByText(/7 summer and 3 winter festivals/)).toBeVisible();
  });

  test("events lists current events with details, 450px images and Book a Booth", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(page).toHaveTitle("Events | Mahrajan Events");
    await expect(page.getByRole("heading", { name: "Current Events" })).toBeVisible();
    await expect(page.getByTestId("marquee")).toContainText("Available Booths:");
    const name = page.getByRole("link", { name: "8th Annual Arab Summer Festival 2025" });
    await expect(name).toHaveAttribute("href", `/details/${SUMMER}`);
    const card = page.getByRole("listitem").filter({ has: name });
    await expect(card.getByText("Mississauga Celebration Square", { exact: true })).toBeVisible();
    await expect(card.getByText("300 City Centre Dr, Mississauga, ON L5B 3C1")).toBeVisible();
    await expect(card.getByText("July 4 – 6, 2025")).toBeVisible();
    const image = card.getByRole("img");
    expect((await image.boundingBox())?.height).toBeCloseTo(450, 0);
    await card.getByRole("link", { name: "Book a Booth" }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${SUMMER}$`));
    await expect(page).toHaveTitle(
      "Event details - 8th Annual Arab Summer Festival 2025 | Mahrajan Events",
    );
  });

  test("details shows tabs per section, booth cards by status, inclusion notes and the floor plan toggle", async ({
    page,
  }) => {
    await page.goto(`/details/${SUMMER}`);
    await expect(
      page.getByRole("heading", { name: "8th Annual Arab Summer Festival 2025" }),
    ).toBeVisible();
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([
      "Market Tents",
      "Food Trucks & Food Vendors",
      "Pipe & Drape Booths",
      "Corner & Hallway Booths",
    ]);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(
      "10ft x 10ft tent, 8' table and 2 chairs. No electricity. Garbage fees",
    );
    const available = panel
      .getByTestId("booth-card")
      .filter({ hasText: BOOTHS.seedAvailable.name });
    await expect(available).toContainText("$450.00");
    await expect(available.getByRole("button", { name: "Book this Booth" })).toBeVisible();
    const booked = panel.getByTestId("booth-card").filter({ hasText: BOOTHS.seedBooked.name });
    await expect(booked.getByText("Henna by Layla")).toHaveCSS("color", "rgb(21, 128, 61)");
    await expect(booked).toContainText("BOOKED");
    await expect(booked.getByRole("button")).toHaveCount(0);

    await page.getByRole("tab", { name: "Food Trucks & Food Vendors" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(
      "8'x8' white pipe and drape, table and 2 chairs. No electricity.",
    );
    await expect(page.getByRole("tabpanel")).toContainText("Kunafa Corner");
    // keyboard: arrows move between tabs
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Pipe & Drape Booths" })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("10'x10' pipe and drape");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel")).toContainText(
      "Corner booths have two 8' tables; hallway booths have one 8' table",
    );

    // The festival's plan drawn: its available booth a button, its booked booth a picture.
    await page.getByRole("button", { name: "Show Floor Plan" }).click();
    const plan = page.getByRole("group", {
      name: "Floor plan of 8th Annual Arab Summer Festival 2025",
    });
    await expect(plan).toBeVisible();
    await expect(
      plan.getByRole("button", {
        name: `Book booth ${BOOTHS.seedAvailable.name}, Market Tents, $450.00`,
      }),
    ).toBeAttached();
    await expect(
      plan.getByRole("img", { name: `Booth ${BOOTHS.seedBooked.name}, Market Tents, BOOKED` }),
    ).toBeAttached();
    await page.getByRole("button", { name: "Hide Floor Plan" }).click();
    await expect(plan).toBeHidden();
  });

  test("details has Event JSON-LD, a canonical URL and Open Graph tags", async ({ page }) => {
    await page.goto(`/details/${SUMMER}`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: "8th Annual Arab Summer Festival 2025",
      startDate: "2025-07-04T22:00:00.000Z",
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/details/${SUMMER}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "8th Annual Arab Summer Festival 2025",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /July 4 – 6, 2025/,
    );
  });

  test("/exhibitions?id= opens the exhibitions screen for that event", async ({ page }) => {
    await page.goto(`/exhibitions?id=${SUMMER}`);
    await expect(page).toHaveURL(new RegExp(`/exhibitions/${SUMMER}$`));
    await expect(page.getByText("Exhibitions", { exact: true })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(4);
  });

  test("unknown pages and unknown events show the 404 page", async ({ page }) => {
    for (const url of [
      "/no-such-page",
      "/details/00000000-0000-4000-8000-000000000000",
      "/details/not-a-guid",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    }
  });

  test("stage shows the 8 x 8 grid with row prices and the legend", async ({ page }) => {
    await page.goto("/stage");
    await expect(page.getByText("stage.")).toBeVisible();
    const grid = page.getByRole("grid", { name: "Seats" });
    await expect(grid.getByRole("button")).toHaveCount(64);
    const available = ({ row, column }: Seat, price: string) =>
      grid.getByRole("button", { name: `Row ${row}, Seat ${column}, ${price}, Available` });
    const [premium, standard, economy] = SEATS.seedAvailable;
    await expect(available(premium, "$100.00")).toBeVisible();
    await expect(available(standard, "$50.00")).toBeVisible();
    await expect(available(economy, "$30.00")).toBeVisible();
    const legend = page.getByRole("list", { name: "Legend" });
    await expect(legend).toContainText("Available");
    await expect(legend).toContainText("Selected");
    await expect(legend).toContainText("Occupied");
    await expect(page.getByRole("button", { name: "Purchase" })).toBeVisible();
  });

  test("public pages are served from the cache with CDN headers; robots and sitemap exist", async ({
    request,
  }) => {
    for (const url of [
      "/home",
      "/events",
      `/details/${SUMMER}`,
      `/exhibitions/${SUMMER}`,
      "/stage",
      `/vendors/${SUMMER}`,
      `/program/${SUMMER}`,
      `/ar/vendors/${SUMMER}`,
    ]) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"], url).toContain("s-maxage");
      expect(res.headers()["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
    // Read again until a read comes from the cache: the walks beside this one book booths of the
    // same festival, and each booking expires the page once. A page rendered per request never
    // answers HIT or STALE.
    await expect
      .poll(async () => (await request.get("/home")).headers()["x-nextjs-cache"], {
        timeout: 15_000,
      })
      .toMatch(/HIT|STALE/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/details/${SUMMER}`);
  });
});

test.describe("phone-width layout", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the compact menu offers the same links and nothing overflows sideways", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "About Us", "Events", "Contact", "Login", "Cart ( 0 )"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    for (const url of ["/home", "/events", `/details/${SUMMER}`, "/contact", "/stage", "/about"]) {
      await page.goto(url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("addresses and headers through the site's server", () => {
  test("an English page has one address: /en before it is redirected away, whatever the request's headers say", async ({
    request,
  }) => {
    const sent: Record<string, string>[] = [{}, { "x-festival-english-address": "1" }];
    for (const headers of sent) {
      const res = await request.get("/en/events?x=1", { headers, maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(res.headers().location).toBe("/events?x=1");
    }
    const page = await request.get("/events", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });

  test("the door's page alone may ask for the camera, in either language", async ({ request }) => {
    for (const url of ["/door", "/ar/door"]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.headers()["permissions-policy"], url).toContain("camera=(self)");
    }
    const events = await request.get("/events");
    expect(events.headers()["permissions-policy"]).toContain("camera=()");
  });
});
