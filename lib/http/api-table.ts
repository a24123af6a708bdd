import type { Access } from "./access";
import type { Endpoint } from "./endpoint";

/** The document that holds the API table, from the repository's root. */
export const API_DOC = "docs/api.md";
export const TABLE_START = "<!-- api-table:start (npm run docs:api writes this table) -->";
export const TABLE_END = "<!-- api-table:end -->";

function who(access: Access): string {
  if (access === "public") return "anyone";
  if (access === "signed-in") return "any signed-in account";
  return access.join(", ");
}

/** The API table's rows (docs/api.md), one per endpoint, as cells. */
export function apiTableRows(endpoints: readonly Endpoint[]): string[][] {
  return [
    ["Method and path", "Who", "Answer"],
    ...endpoints.map((e) => [
      `${e.method} ${e.path}`,
      (e.bearer ? "the host's scheduler (Bearer CRON_SECRET)" : who(e.access)) +
        (e.csrf ? " (anti-forgery token)" : ""),
      e.description.replaceAll("|", "\\|"),
    ]),
  ];
}

/** The table as Markdown (Prettier pads it when docs/api.md is formatted). */
export function apiTable(endpoints: readonly Endpoint[]): string {
  const [head, ...rows] = apiTableRows(endpoints);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head!), line(head!.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The cells of the Markdown table between the markers in `doc` (padding ignored). */
export function readTable(doc: string): string[][] {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return [];
  return doc
    .slice(start + TABLE_START.length, end)
    .split("\n")
    .filter((row) => row.startsWith("|") && !/^\|[\s|:-]+\|$/.test(row))
    .map((row) =>
      row
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}
