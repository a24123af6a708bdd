import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  AppError,
  appError,
  errorResponse,
  messageError,
  validationError,
} from "@/lib/http/envelope";
import { CATALOGUES } from "@/lib/i18n/catalogues";

/** Every .ts/.tsx file under the folders that throw AppErrors. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ["lib", "app", "db", "config"].flatMap(sources);

/** A catalogue's message at `key` ("errors.itemsTaken"), if it has one. */
function lookup(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * Every code an AppError is given in the source: `appError(STATUS, "code", ...)`,
 * `messageError(STATUS, "code", ...)` and `new AppError(STATUS, { code: "code", ... })`. A call
 * whose code is not a literal fails the test, so the list is complete.
 */
function usedCodes() {
  const codes = new Map<string, string>();
  const unreadable: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /\b(?:appError|messageError)\(\s*("\w+"|\w+)\s*,\s*([^,)]*)/g,
    )) {
      if (
        /function (?:appError|messageError)/.test(
          text.slice(Math.max(0, match.index - 16), match.index + 13),
        )
      )
        continue;
      const literal = /^"([\w.]+)"$/.exec(match[2]!.trim());
      if (literal) codes.set(literal[1]!, file);
      else unreadable.push(`${file}: appError(${match[1]}, ${match[2]}`);
    }
    for (const match of text.matchAll(/\bfieldError\(\s*"\w+"\s*,\s*"\w+"\s*,\s*([^,)]*)/g)) {
      const literal = /^"([\w.]+)"$/.exec(match[1]!.trim());
      if (literal) codes.set(literal[1]!, file);
      else unreadable.push(`${file}: fieldError(…, ${match[1]}`);
    }
    for (const match of text.matchAll(
      /new AppError\(\s*[^,]+,\s*\{\s*code:\s*("[\w.]+"|[^,}]+)/g,
    )) {
      const literal = /^"([\w.]+)"$/.exec(match[1]!.trim());
      if (literal) codes.set(literal[1]!, file);
      else unreadable.push(`${file}: new AppError(…, { code: ${match[1]}`);
    }
  }
  return { codes, unreadable };
}

describe("AppError codes", () => {
  const { codes, unreadable } = usedCodes();

  it("are found in the source, each given as a literal", () => {
    expect(unreadable).toEqual([]);
    for (const code of [
      "errors.itemsTaken",
      "errors.bookingClosed",
      "errors.tooManyBooths",
      "errors.tooManySeats",
      "coupon.invalid",
      "checkout.payAmountRange",
    ])
      expect([...codes.keys()]).toContain(code);
  });

  it("each have a message in the English and the Arabic catalogue, the Arabic one in Arabic", () => {
    const problems: string[] = [];
    for (const [code, file] of codes) {
      const english = lookup(CATALOGUES.en, code);
      const arabic = lookup(CATALOGUES.ar, code);
      if (typeof english !== "string") problems.push(`${code} (${file}): no English message`);
      if (typeof arabic !== "string") problems.push(`${code} (${file}): no Arabic message`);
      else if (arabic === english || !/[\u0600-\u06FF]/.test(arabic))
        problems.push(`${code} (${file}): the Arabic message is not in Arabic`);
    }
    expect(problems).toEqual([]);
  });
});

/** The file and line of each `new AppError(` given text rather than a code: `{ code: "..." }`. */
function englishErrors(): string[] {
  const offenders: string[] = [];
  for (const file of ["lib", "app", "db"].flatMap(sources)) {
    // The envelope's own constructor calls: appError and its kin, and a validation failure
    // (zod's text; each issue carries its rule's code).
    if (file === join("lib", "http", "envelope.ts")) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/new AppError\(\s*[^,()]+,\s*(\S)/g)) {
      if (match[1] === "{") continue;
      const line = text.slice(0, match.index).split("\n").length;
      offenders.push(`${file}:${line}`);
    }
  }
  return offenders;
}

describe("every refusal", () => {
  it("is made by code: no `new AppError(` is given English text", () => {
    expect(englishErrors()).toEqual([]);
  });
});

describe("the envelope of a refusal by code", () => {
  it("keeps the English text as payload and adds the code and its parameters", async () => {
    const error = appError("CONFLICT", "errors.itemsTaken", { count: 1, items: "T-01" });
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe("Sorry, this item is no longer available: T-01.");
    const response = errorResponse(error);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: "CONFLICT",
      payload: "Sorry, this item is no longer available: T-01.",
      code: "errors.itemsTaken",
      params: { count: 1, items: "T-01" },
    });
  });

  it("keeps the spec's wording for several items and for the order limits", () => {
    expect(
      appError("CONFLICT", "errors.itemsTaken", { count: 2, items: "T-01, T-02" }).message,
    ).toBe("Sorry, these items are no longer available: T-01, T-02.");
    expect(appError("BAD_REQUEST", "errors.tooManyBooths", { limit: 1 }).message).toBe(
      "One order can hold at most 1 booth. Please check out the others separately.",
    );
    expect(appError("BAD_REQUEST", "errors.tooManySeats", { limit: 10 }).message).toBe(
      "One order can hold at most 10 seats. Please check out the others separately.",
    );
    expect(appError("BAD_REQUEST", "coupon.invalid").message).toBe("Invalid Coupon Code");
  });

  it("with a message payload keeps the spec's {message} beside the code", async () => {
    const response = errorResponse(messageError("UNAUTHORIZED", "account.unauthorized"));
    expect(await response.json()).toEqual({
      status: "UNAUTHORIZED",
      payload: { message: "Unauthorized access" },
      code: "account.unauthorized",
    });
  });

  it("of an English message (the envelope's own zod text) is payload only", async () => {
    const response = errorResponse(new AppError("NOT_FOUND", "Not found: booth 9."));
    expect(await response.json()).toEqual({ status: "NOT_FOUND", payload: "Not found: booth 9." });
  });

  it("of a validation failure carries each issue with its path beside the messages", async () => {
    const schema = z.object({
      name: z.string().min(1, "A name is needed"),
      days: z.array(z.object({ opens: z.string({ error: "An opening time is needed" }) })),
    });
    const parsed = schema.safeParse({ name: "", days: [{}] });
    const body = await errorResponse(validationError(parsed.error!)).json();
    expect(body.payload).toBe("A name is needed");
    expect(body.errors).toEqual(["A name is needed", "An opening time is needed"]);
    expect(body.issues).toEqual([
      { path: ["name"], code: "too_small", message: "A name is needed" },
      { path: ["days", 0, "opens"], code: "invalid_type", message: "An opening time is needed" },
    ]);
  });
});
