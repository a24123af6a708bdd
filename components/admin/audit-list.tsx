import type { AuditRow } from "@/lib/admin/audit";
import { formatMoment } from "./format";

const cell = "px-3 py-2";

/** The fields an update changed (the keys whose values differ between before and after). */
function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]),
  );
}

/** The console's changes, newest first: when, who, what and, for an update, which fields. */
export function AuditList({ rows }: { rows: AuditRow[] }) {
  if (rows.length === 0) return <p className="text-ink-soft">No changes recorded yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left text-lg font-bold">
          {rows.length === 1 ? "The last change" : `The last ${rows.length} changes, newest first`}
        </caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={`${cell} font-semibold`}>
              When
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Who
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const fields = row.action === "update" ? changedFields(row.before, row.after) : [];
            return (
              <tr key={row.id} className="border-b border-ink/5 align-top last:border-0">
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  {formatMoment(row.createdAt)}
                </th>
                <td className={cell}>
                  {row.actorName}
                  <span className="block text-sm break-all text-ink-muted">{row.actorEmail}</span>
                </td>
                <td className={cell}>
                  <span className="font-semibold">
                    {row.action} {row.entity} #{row.entityId}
                  </span>
                  {fields.length > 0 && (
                    <span className="block text-sm text-ink-soft">{fields.join(", ")}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
