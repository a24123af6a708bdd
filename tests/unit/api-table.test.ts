import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_DOC, apiTableRows, readTable } from "@/lib/http/api-table";
import { ENDPOINTS } from "@/lib/http/endpoints";

const root = path.resolve(import.meta.dirname, "../..");
const doc = fs.readFileSync(path.join(root, API_DOC), "utf8");

describe("the API table of docs/api.md", () => {
  it("lists every declared endpoint as declared (npm run docs:api rewrites it)", () => {
    expect(readTable(doc)).toEqual(apiTableRows(ENDPOINTS));
  });

  it("has one row per method and path", () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(readTable(doc).length).toBe(keys.length + 1);
  });
});
