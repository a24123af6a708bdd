// `npm run docs:api`: writes README's API table from the endpoint declarations (a test fails
// while README's table differs from them).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { apiTable, TABLE_END, TABLE_START } from "../lib/http/api-table";
import { ENDPOINTS } from "../lib/http/endpoints";

const readmePath = path.resolve(import.meta.dirname, "..", "README.md");
const readme = fs.readFileSync(readmePath, "utf8");
const start = readme.indexOf(TABLE_START);
const end = readme.indexOf(TABLE_END);
if (start < 0 || end < start) {
  console.error(`README.md needs the markers ${TABLE_START} and ${TABLE_END}.`);
  process.exit(1);
}
const table = apiTable(ENDPOINTS);
fs.writeFileSync(
  readmePath,
  `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`,
);
spawnSync(
  path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "prettier"),
  ["--write", readmePath],
  {
    stdio: "inherit",
  },
);
console.log(`README.md: ${ENDPOINTS.length} endpoints in the API table.`);
