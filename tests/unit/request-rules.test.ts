import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boothsCreateRequest } from "@/lib/booths/resource";
import { newCouponRequest } from "@/lib/coupons/resource";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { formatMessage, ruleOf } from "@/lib/i18n/messages";
import { seatingRequest } from "@/lib/seats/resource";

// A request the API refuses names each broken rule by its catalogue key: every message a request
// schema carries is made by `ruleMessage`, so the answer's issue carries the rule's code and a
// page shows it in its own language. Read from the endpoints' declarations, so a new endpoint is
// checked as soon as it is listed.

/** A zod schema as zod 4 keeps it: its definition holds its message, its checks and its parts. */
type Schema = { _zod: { def: Record<string, unknown> } };

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Every message `root` declares (its own and its checks'), and those of the schemas within it. */
function declaredMessages(root: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const messageOf = (def: Record<string, unknown>) => {
    if (typeof def.error !== "function") return;
    const message: unknown = (def.error as (issue: unknown) => unknown)({ code: "custom" });
    found.push(typeof message === "string" ? message : JSON.stringify(message));
  };
  const visit = (value: unknown) => {
    if (!isSchema(value) || seen.has(value)) return;
    seen.add(value);
    const { def } = value._zod;
    messageOf(def);
    for (const check of (def.checks as Schema[] | undefined) ?? []) messageOf(check._zod.def);
    for (const [key, part] of Object.entries(def)) {
      if (key === "checks") continue;
      if (Array.isArray(part)) part.forEach(visit);
      else if (key === "shape" && typeof part === "object" && part !== null)
        Object.values(part).forEach(visit);
      else visit(part);
    }
  };
  visit(root);
  return found;
}

const declared = ENDPOINTS.flatMap((endpoint) =>
  (["params", "query", "body"] as const).flatMap((part) =>
    declaredMessages(endpoint[part]).map((message) => ({
      where: `${endpoint.method} ${endpoint.path} ${part}`,
      message,
    })),
  ),
);

describe("every request schema of the API", () => {
  it("gives each of its messages by a catalogue key, never as English text", () => {
    // the walk reaches the organiser API's nested fields (a refund's releaseItems, a seating band)
    expect(declared.length).toBeGreaterThan(500);
    expect(declared.map((d) => d.message)).toContain("releaseItems must list order item ids.");
    const plain = declared
      .filter(({ message }) => !ruleOf(message))
      .map(({ where, message }) => `${where}: ${message}`);
    expect([...new Set(plain)]).toEqual([]);
  });

  it("has each message in Arabic, so an Arabic page shows the rule in its own words", () => {
    const missing: string[] = [];
    for (const { where, message } of declared) {
      const rule = ruleOf(message);
      const arabic = rule && formatMessage("ar", rule.code, rule.params);
      if (!arabic || !/[\u0600-\u06FF]/.test(arabic)) missing.push(`${where}: ${message}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe("a rule checked across fields", () => {
  // Messages added while parsing (superRefine, a transform's addIssue) are not declared on the
  // schema: each is checked by a request that breaks it.
  const cases: [string, { safeParse: (value: unknown) => unknown }, unknown, string][] = [
    [
      "neither one booth nor a range",
      boothsCreateRequest,
      { boothPriceCents: 5000 },
      "Send boothName",
    ],
    [
      "a range without its end",
      boothsCreateRequest,
      { prefix: "F-", from: 1, boothPriceCents: 5000 },
      "A range needs from and to.",
    ],
    [
      "a range backwards",
      boothsCreateRequest,
      { prefix: "F-", from: 5, to: 1, boothPriceCents: 5000 },
      "to must not be less than from.",
    ],
    [
      "a range too long",
      boothsCreateRequest,
      { prefix: "F-", from: 1, to: 1000, boothPriceCents: 5000 },
      "At most 500 booths per request.",
    ],
    [
      "bands leaving a row unpriced",
      seatingRequest,
      { rows: 3, seatsPerRow: 2, bands: [{ fromRow: 1, toRow: 1, priceCents: 5000 }] },
      "bands must cover rows 1 to 3, each row once (fromRow to toRow, no gaps or overlaps).",
    ],
    [
      "a companion seat beside no wheelchair space",
      seatingRequest,
      {
        rows: 3,
        seatsPerRow: 2,
        bands: [{ fromRow: 1, toRow: 3, priceCents: 5000 }],
        seatKinds: [{ row: 1, column: 1, kind: "COMPANION" }],
      },
      "The companion seat Row 1, Seat 1 is beside no wheelchair space (with no aisle between).",
    ],
    [
      "a time that is no time",
      newCouponRequest,
      { code: "SAVE", percent: 10, validFrom: "soon" },
      "validFrom must be an ISO date or date-time (Toronto time unless it has an offset).",
    ],
  ];

  it.each(cases)(
    "%s: refused by a catalogue rule, in the words it always had",
    (_, schema, value, words) => {
      const result = schema.safeParse(value) as {
        success: boolean;
        error?: { issues: { message: string }[] };
      };
      expect(result.success).toBe(false);
      const messages = result.error!.issues.map((issue) => issue.message);
      expect(messages.join(" | ")).toContain(words);
      for (const message of messages) expect(ruleOf(message), message).toBeDefined();
    },
  );
});

/** Every .ts file under lib/. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A message written as text where zod takes one: `error: "..."`, `.min(1, "...")`, `z.string("...")`. */
const TEXT_MESSAGES = [
  /\b(?:error|message)\s*:\s*["`]/g,
  /\.(?:min|max|length|regex|refine|int|positive|nonnegative|email|url|uuid|gte|lte|gt|lt|startsWith|endsWith|includes|nonempty)\([^()]*,\s*["`]/g,
  /\bz\.(?:string|number|boolean|bigint|date|array|object|strictObject|instanceof|uuid|email|url|int)\(\s*["`]/g,
];

describe("the schemas under lib/", () => {
  it("write no message as text: each is ruleMessage(key, params)", () => {
    const offenders: string[] = [];
    for (const file of sources("lib")) {
      const text = readFileSync(file, "utf8");
      if (!text.includes('from "zod"')) continue;
      for (const pattern of TEXT_MESSAGES)
        for (const match of text.matchAll(pattern))
          offenders.push(`${file}:${text.slice(0, match.index).split("\n").length}: ${match[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
