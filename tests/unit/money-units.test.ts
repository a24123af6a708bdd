import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ENDPOINTS } from "@/lib/http/endpoints";

// Money is integer cents inside the site. Dollars exist in three modules only: the spec's adapter
// (its public fields, boothPrice, paidAmount, ...), the pricing module, whose one helper reads
// what a person types, and the one money formatter (lib/i18n/money.ts). These checks fail when a component or
// one of the site's own routes starts converting dollars again.

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "components", "lib"];
const SOURCE = /\.(ts|tsx|mjs)$/;
const DOLLAR_MODULES = new Set([
  "lib/payments/pricing.ts",
  "lib/http/spec-fields/",
  "lib/i18n/money.ts",
]);

/** A hundred as a factor or divisor: cents made from dollars or dollars from cents by hand. */
const BY_HUNDRED = /[*/]\s*(100|0\.01)\b|\b(100|0\.01)\s*\*/;

/** Lines that multiply or divide by 100 for something other than money. */
const NOT_MONEY: { file: string; line: string; why: string }[] = [
  {
    file: "lib/payments/checkout-rules.ts",
    line: "SEAT_HOLDS_PER_ADDRESS_PERCENT) / 100",
    why: "a percentage of a show's seats",
  },
  {
    file: "components/admin/event-dashboard-tables.tsx",
    line: "/ counts.total) * 100",
    why: "a bar's width in percent",
  },
  { file: "components/admin/door-panel.tsx", line: "share * 100", why: "a bar's width in percent" },
  {
    file: "components/plan/plan-drawing.tsx",
    line: "Math.round(size * 18) / 100",
    why: "a label's halo, 0.18 of its font size, to the hundredth",
  },
  {
    file: "components/seats/seat-zoom.tsx",
    line: "zoom * 100",
    why: "the seat plan's zoom in percent",
  },
  {
    file: "components/plan/plan-zoom-box.tsx",
    line: "zoom * 100",
    why: "the plan's zoom in percent",
  },
  {
    file: "lib/plans/drawing.ts",
    line: "Math.round(n * 100) / 100",
    why: "plan units to the hundredth",
  },
];

/** Modules that read or write dollars with the pricing module's converters, and why. */
const CONVERTERS: { file: string; why: string }[] = [
  {
    file: "lib/cart/cart.ts",
    why: "reads cart lines a browser stored before the cart kept cents (the spec's eventPrice)",
  },
  {
    file: "lib/cart/seat-selection.ts",
    why: "reads ticket lines a browser stored before they kept cents (the spec's seatPrice)",
  },
  {
    file: "lib/console/spreadsheet.ts",
    why: "a money cell of an export is a number in dollars with a currency format",
  },
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const sources = SCANNED.flatMap((dir) => files(path.join(root, dir)))
  .map((full) => ({ file: path.relative(root, full), text: fs.readFileSync(full, "utf8") }))
  .filter(({ file }) => ![...DOLLAR_MODULES].some((dollars) => file.startsWith(dollars)));

describe("money is cents outside the spec's adapter and the formatter", () => {
  it("no component, page or domain module multiplies or divides money by 100", () => {
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap(({ file, text }) =>
      text.split("\n").flatMap((line, i) => {
        if (!BY_HUNDRED.test(line)) return [];
        if (NOT_MONEY.some((allowed) => allowed.file === file && line.includes(allowed.line)))
          return [];
        return [`${file}:${i + 1}: ${line.trim()}`];
      }),
    );
    expect(found).toEqual([]);
  });

  it("only the modules listed convert with dollarsToCents or centsToDollars", () => {
    const converting = sources
      .filter(({ text }) => /\b(dollarsToCents|centsToDollars)\b/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(converting).toEqual(CONVERTERS.map((c) => c.file).sort());
  });

  it("every exception above still exists, so the lists cannot go stale", () => {
    for (const allowed of NOT_MONEY) {
      const source = sources.find((s) => s.file === allowed.file);
      expect(source?.text, allowed.file).toContain(allowed.line);
    }
  });
});

// The spec's routes whose fields the spec names in dollars (eventPrice, boothPrice, seatPrice,
// paidAmount, the payment result's amounts) or as a percentage (the coupon's discount).
const SPEC_DOLLAR_ROUTES = new Set([
  "GET /api/v1/homeEvents",
  "GET /api/v1/events",
  "GET /api/v1/sections/booths/{id}",
  "GET /api/v1/seats",
  "GET /api/v1/seats/{eventId}",
  "GET /api/v1/applyCouponCode",
  "POST /api/v1/payment",
  "POST /api/v1/order/success",
  "POST /api/v1/order/cancel",
  "POST /api/v1/order/balance",
]);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * The named fields of a schema, at any depth, whose values are numbers that need not be whole
 * (`number`, not `integer`), and those named `...Cents` that are not whole numbers.
 */
function notCents(schema: JsonSchema, at: string, found: string[]): string[] {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const where = `${at}.${name}`;
    const variants = [field, ...(field.anyOf ?? []), ...(field.oneOf ?? [])];
    if (variants.some((v) => hasType(v, "number"))) found.push(where);
    else if (name.endsWith("Cents") && !variants.some((v) => hasType(v, "integer")))
      found.push(where);
    notCents(field, where, found);
  }
  if (schema.items) notCents(schema.items, `${at}[]`, found);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    notCents(part, at, found);
  return found;
}

const asJson = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

describe("the site's own routes answer and take integer cents", () => {
  it("no route outside the spec's has a number that may hold a fraction, and each ...Cents is whole", () => {
    const found = ENDPOINTS.filter((e) => !SPEC_DOLLAR_ROUTES.has(`${e.method} ${e.path}`)).flatMap(
      (e) => {
        const parts: [string, z.ZodType | undefined, "input" | "output"][] = [
          ["answer", e.answer, "output"],
          ["body", e.body, "input"],
          ["query", e.query, "input"],
        ];
        return parts.flatMap(([part, schema, io]) =>
          schema
            ? notCents(asJson(schema, io), part, []).map((f) => `${e.method} ${e.path} ${f}`)
            : [],
        );
      },
    );
    expect(found).toEqual([]);
  });

  it("the spec's list names routes that exist and still speak dollars", () => {
    for (const key of SPEC_DOLLAR_ROUTES) {
      const endpoint = ENDPOINTS.find((e) => `${e.method} ${e.path}` === key);
      expect(endpoint, key).toBeDefined();
      const fields = [
        ...notCents(asJson(endpoint!.answer, "output"), "answer", []),
        ...(endpoint!.body ? notCents(asJson(endpoint!.body, "input"), "body", []) : []),
      ];
      expect(fields, key).not.toEqual([]);
    }
  });
});
