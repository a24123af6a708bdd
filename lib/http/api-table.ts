import type { Access } from "../route";
import type { Endpoint } from "./endpoint";

export const TABLE_START = "<!-- api-table:start (npm run docs:api writes this table) -->";
export const TABLE_END = "<!-- api-table:end -->";

function who(access: Access): string {
  if (access === "public") return "anyone";
  if (access === "signed-in") return "any signed-in account";
  return access.join(", ");
}

/** README's API table rows, one per endpoint, as cells. */
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

/** The table as Markdown (Prettier pads it when README is formatted). */
export function apiTable(endpoints: readonly Endpoint[]): string {
  const [head, ...rows] = apiTableRows(endpoints);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head!), line(head!.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The cells of the Markdown table between the markers in `readme` (padding ignored). */
export function readTable(readme: string): string[][] {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return [];
  return readme
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
