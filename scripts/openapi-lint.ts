// `npm run openapi:lint` (and a step of `npm test`): writes the API's OpenAPI document, generated
// from the endpoint declarations, and lints it with Redocly's recommended rules; any error fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ENDPOINTS } from "../lib/http/endpoints";
import { openApiDocument } from "../lib/http/openapi";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".reports", "openapi.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify(openApiDocument(ENDPOINTS, "https://mahrajan.events"), null, 2),
);

const lint = spawnSync(
  path.join(root, "node_modules", ".bin", "redocly"),
  ["lint", out, "--extends", "recommended", "--format", "stylish"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
process.exit(lint.status ?? 1);
