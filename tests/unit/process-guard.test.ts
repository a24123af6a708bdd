import { describe, expect, it } from "vitest";
import { isPostgresClosedSocketError } from "@/lib/platform/process-guard";

describe("isPostgresClosedSocketError", () => {
  it("recognises postgres.js's closed-socket write error and nothing else", () => {
    const driver = new TypeError("Cannot read properties of null (reading 'write')");
    driver.stack = `${driver.message}\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:483:21)`;
    expect(isPostgresClosedSocketError(driver)).toBe(true);

    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.message}\n    at save (file:///app/lib/accounts/accounts.ts:10:3)`;
    expect(isPostgresClosedSocketError(ours)).toBe(false);
    expect(isPostgresClosedSocketError(new Error("boom"))).toBe(false);
    expect(isPostgresClosedSocketError("text")).toBe(false);
  });
});
