import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiTableRows, readTable } from "@/lib/http/api-table";
import { ENDPOINTS } from "@/lib/http/endpoints";

const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

describe("README's API table", () => {
  it("lists every declared endpoint as declared (npm run docs:api rewrites it)", () => {
    expect(readTable(readme)).toEqual(apiTableRows(ENDPOINTS));
  });

  it("has one row per method and path", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(readTable(readme).length).toBe(keys.length + 1);
  });
});
