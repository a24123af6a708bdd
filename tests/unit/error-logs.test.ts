import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorStack, errorText } from "@/lib/platform/log";
import { storedFileName } from "@/lib/requirements/document-files";

// No log line carries what a caller sent: a failed query's parameters (a whole uploaded file)
// stay out of the error's text, and names are stored without control characters.

describe("errorText", () => {
  it("gives a failed query's statement and the database's reason, never its parameters", () => {
    const file = Buffer.alloc(2 * 1024 * 1024, 0x41);
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const error = new DrizzleQueryError(
      'insert into "vendor_documents" ("file_name", "bytes") values ($1, $2)',
      ["in\u0000surance.pdf", file],
      cause,
    );
    expect(String(error).length).toBeGreaterThan(2 * 1024 * 1024); // what was logged before
    const text = errorText(error);
    expect(text).toBe(
      'Failed query: insert into "vendor_documents" ("file_name", "bytes") values ($1, $2): invalid byte sequence for encoding "UTF8": 0x00',
    );
    expect(errorStack(error) ?? "").not.toContain("AAAA");
  });

  it("cuts any error to a thousand characters", () => {
    expect(errorText(new Error("x".repeat(50_000))).length).toBeLessThanOrEqual(1_001);
    expect(errorText("plain")).toBe("plain");
  });
});

describe("storedFileName", () => {
  it("drops NUL, other control characters and direction overrides", () => {
    expect(storedFileName("in\u0000sur\u0007ance\u202e.pdf")).toBe("insurance.pdf");
    expect(storedFileName("شهادة التأمين.pdf")).toBe("شهادة التأمين.pdf");
    expect(storedFileName("\u0000\u0001")).toBeNull();
    expect(storedFileName("a".repeat(300))).toHaveLength(255);
  });
});
