// `npm run docs:api`: writes the API table of docs/api.md from the endpoint declarations (a test
// fails while that table differs from them).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { API_DOC, apiTable, TABLE_END, TABLE_START } from "../lib/http/api-table";
import { ENDPOINTS } from "../lib/http/endpoints";

const root = path.resolve(import.meta.dirname, "..");
const docPath = path.join(root, API_DOC);
const doc = fs.readFileSync(docPath, "utf8");
const start = doc.indexOf(TABLE_START);
const end = doc.indexOf(TABLE_END);
if (start < 0 || end < start) {
  console.error(`${API_DOC} needs the markers ${TABLE_START} and ${TABLE_END}.`);
  process.exit(1);
}
const table = apiTable(ENDPOINTS);
fs.writeFileSync(
  docPath,
  `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`,
);
spawnSync(path.join(root, "node_modules", ".bin", "prettier"), ["--write", docPath], {
  stdio: "inherit",
});
console.log(`${API_DOC}: ${ENDPOINTS.length} endpoints in the API table.`);
