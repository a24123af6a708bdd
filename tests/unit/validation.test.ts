import { describe, expect, it } from "vitest";
import { safeCallback } from "@/lib/accounts/session-client";
import { emailField, eventIdSchema, guidSchema } from "@/lib/http/public-fields";
import { contactSchema, newsletterSchema } from "@/lib/site/contact";

const validContact = {
  name: "Layla Haddad",
  email: "layla@example.com",
  subject: "Booth question",
  message: "Is there power at booth A3?",
};

/** The messages a failed parse reports, in order. */
function messages(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] {
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => i.message);
}

/** The messages reported for one field of an object schema. */
function fieldMessages(
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) {
  expect(result.success).toBe(false);
  return result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe("emailField", () => {
  const email = emailField({ required: "Need it", invalid: "Bad one" });

  it("uses the caller's messages", () => {
    expect(messages(email.safeParse(""))).toEqual(["Need it"]);
    expect(messages(email.safeParse("nope"))).toEqual(["Bad one"]);
  });

  it("trims and lowercases the address", () => {
    expect(email.parse("  Layla.Haddad@Example.COM  ")).toBe("layla.haddad@example.com");
  });

  it.each([
    "a@b.co",
    "a.b@example.com",
    "first+tag@mail.example.org",
    "x_y%z-w@sub-domain.example.info",
    "ok@a.ca",
    "123@456.net",
  ])("accepts %s", (value) => {
    expect(email.safeParse(value).success).toBe(true);
  });

  it.each([
    ["a@b.c", "one-letter TLD"],
    ["a@b.museum", "six-letter TLD"],
    ["a@b.travel", "six-letter TLD"],
    ["a@b.trave", "five-letter TLD"],
    ["a@b.c0m", "digit in TLD"],
    ["a@b", "no TLD"],
    ["ab.com", "no @"],
    ["a@@b.com", "two @"],
    ["@b.com", "empty local part"],
    ["a b@c.com", "space inside"],
    ["a@b.com.", "trailing dot"],
    ["a!b@c.com", "character outside ._%+-"],
    ["a@b_c.com", "underscore in domain"],
  ])("rejects %s (%s) with the invalid message", (value) => {
    expect(messages(email.safeParse(value))).toEqual(["Bad one"]);
  });

  it("reports only one message for an invalid address", () => {
    expect(messages(email.safeParse("x".repeat(300)))).toEqual(["Bad one"]);
  });

  it("treats blank and non-string input as missing", () => {
    expect(messages(email.safeParse("   "))).toEqual(["Need it"]);
    expect(messages(email.safeParse(undefined))).toEqual(["Need it"]);
    expect(messages(email.safeParse(null))).toEqual(["Need it"]);
    expect(messages(email.safeParse(42))).toEqual(["Need it"]);
  });

  describe("length limits", () => {
    const local64 = "a".repeat(64);
    // 64 + "@" + 189 = 254 characters in total
    const domain189 = `${"b".repeat(185)}.com`;

    it("accepts an address of exactly 254 characters", () => {
      const value = `${local64}@${domain189}`;
      expect(value).toHaveLength(254);
      expect(email.parse(value)).toBe(value);
    });

    it("rejects an address of 255 characters", () => {
      const value = `${local64}@b${domain189}`;
      expect(value).toHaveLength(255);
      expect(messages(email.safeParse(value))).toEqual(["Bad one"]);
    });

    it("measures the length after trimming", () => {
      const value = `${local64}@${domain189}`;
      expect(email.parse(`   ${value}   `)).toBe(value);
    });

    it("accepts a 64-character local part and rejects a 65-character one", () => {
      expect(email.safeParse(`${"a".repeat(64)}@example.com`).success).toBe(true);
      expect(messages(email.safeParse(`${"a".repeat(65)}@example.com`))).toEqual(["Bad one"]);
    });
  });
});

describe("contactSchema", () => {
  it("accepts a complete message and returns trimmed values with a lowercased email", () => {
    const parsed = contactSchema.parse({
      name: "  Layla Haddad ",
      email: " Layla@Example.COM ",
      subject: " Booth question ",
      message: "\nIs there power at booth A3?\n",
    });
    expect(parsed).toEqual(validContact);
  });

  it("lists every missing field with the spec's messages", () => {
    expect(messages(contactSchema.safeParse({}))).toEqual([
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]);
  });

  it.each([
    ["name", "Name is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
    ["email", "Email is required"],
  ])("%s: empty, blank, or missing -> '%s'", (field, message) => {
    for (const value of ["", "   ", undefined, null]) {
      const result = contactSchema.safeParse({ ...validContact, [field]: value });
      expect(fieldMessages(result, field)).toEqual([message]);
      // the other fields are fine, so this is the only problem
      expect(messages(result)).toEqual([message]);
    }
  });

  it("rejects an invalid email with 'Invalid email address.'", () => {
    const result = contactSchema.safeParse({ ...validContact, email: "layla@example" });
    expect(fieldMessages(result, "email")).toEqual(["Invalid email address."]);
  });

  it.each([
    ["name", 100],
    ["subject", 150],
    ["message", 5000],
  ] as const)("%s is limited to %i characters", (field, max) => {
    expect(contactSchema.safeParse({ ...validContact, [field]: "x".repeat(max) }).success).toBe(
      true,
    );
    const result = contactSchema.safeParse({ ...validContact, [field]: "x".repeat(max + 1) });
    expect(fieldMessages(result, field)).toEqual([`At most ${max} characters`]);
  });

  it("counts the length after trimming", () => {
    expect(
      contactSchema.safeParse({ ...validContact, name: `  ${"x".repeat(100)}  ` }).success,
    ).toBe(true);
  });
});

describe("newsletterSchema", () => {
  it("lowercases and trims the email", () => {
    expect(newsletterSchema.parse({ email: "  News@Example.Org " })).toEqual({
      email: "news@example.org",
    });
  });

  it("reports 'Email is required' when the email is missing or blank", () => {
    expect(messages(newsletterSchema.safeParse({}))).toEqual(["Email is required"]);
    expect(messages(newsletterSchema.safeParse({ email: "  " }))).toEqual(["Email is required"]);
  });

  it("reports 'Invalid email address.' for a malformed address", () => {
    expect(messages(newsletterSchema.safeParse({ email: "news@example.c" }))).toEqual([
      "Invalid email address.",
    ]);
  });
});

describe("guidSchema", () => {
  it("accepts a UUID", () => {
    const guid = "3f2b8c1e-9d4a-4e6b-8a7c-1b2d3e4f5a6b";
    expect(guidSchema.parse(guid)).toBe(guid);
    const random = crypto.randomUUID();
    expect(guidSchema.parse(random)).toBe(random);
  });

  it.each([
    "",
    "not-a-guid",
    "3f2b8c1e-9d4a-4e6b-8a7c-1b2d3e4f5a6",
    "3f2b8c1e9d4a4e6b8a7c1b2d3e4f5a6b",
    "' or 1=1 --",
    "42",
  ])("rejects %j with 'Invalid event id'", (value) => {
    expect(messages(guidSchema.safeParse(value))).toEqual(["Invalid event id"]);
  });

  it("rejects non-strings with 'Invalid event id'", () => {
    expect(messages(guidSchema.safeParse(42))).toEqual(["Invalid event id"]);
    expect(messages(guidSchema.safeParse(undefined))).toEqual(["Invalid event id"]);
  });
});

describe("eventIdSchema", () => {
  it.each([
    ["42", 42],
    [42, 42],
    ["1", 1],
    [" 7 ", 7],
    ["2147483647", 2147483647],
  ] as const)("accepts %j as %i", (input, want) => {
    expect(eventIdSchema.parse(input)).toBe(want);
  });

  it.each(["0", 0, "-1", -5, "1.5", 2.5, "abc", "", "2147483648", "1e100", Number.NaN])(
    "rejects %j with 'Invalid event id'",
    (input) => {
      const result = eventIdSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(new Set(messages(result))).toEqual(new Set(["Invalid event id"]));
    },
  );
});

describe("the page a login returns to", () => {
  it("is the callbackUrl only when it is a path on this site", () => {
    expect(safeCallback("/cart?selectedSeats=2")).toBe("/cart?selectedSeats=2");
    expect(safeCallback("/profile#orders")).toBe("/profile#orders");
    expect(safeCallback(null)).toBe("/events");
  });

  it("never leads to another origin, whatever characters or encodings it holds", () => {
    for (const value of [
      "/\t/evil.example/",
      "/\n/evil.example/",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "http:evil.example",
      "javascript:alert(1)",
      " /evil",
      "/\u0000/evil.example",
      decodeURIComponent("%2F%09%2Fevil.example%2F"),
    ])
      expect(safeCallback(value), JSON.stringify(value)).toBe("/events");
    // Still encoded, it is a path on this site: the browser stays here.
    expect(new URL(safeCallback("/%2F%2Fevil.example"), "https://site.example").origin).toBe(
      "https://site.example",
    );
  });
});
