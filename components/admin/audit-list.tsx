import Link from "next/link";
import type { AuditEntity } from "@/lib/console/queries/audit";
import type { AuditRow } from "@/lib/console/queries/audit";
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

/** The filters as the address gives them (the raw text, shown back in the form). */
export type AuditFilter = { entity: string; id: string };
/** A message for a filter the address gives wrongly, by field. */
export type AuditFilterErrors = Partial<Record<keyof AuditFilter, string>>;

const filterHref = (entity: string, id: number) => `/admin/audit?entity=${entity}&id=${id}`;

/**
 * The log's filters: one kind of thing and, optionally, one id of it. A plain GET form: choosing
 * and pressing 'Show changes' reloads the page with ?entity=&id= (it works without JavaScript).
 */
export function AuditFilters({
  entities,
  filter,
  errors = {},
}: {
  entities: readonly AuditEntity[];
  filter: AuditFilter;
  errors?: AuditFilterErrors;
}) {
  const filtered = filter.entity !== "" || filter.id !== "";
  return (
    <form
      method="get"
      action="/admin/audit"
      role="search"
      aria-label="Filter the audit log"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-ink/10 bg-white p-4"
    >
      <div>
        <label htmlFor="audit-entity" className="field-label">
          What changed
        </label>
        <select
          id="audit-entity"
          name="entity"
          defaultValue={filter.entity}
          className="field-input min-w-44"
          aria-invalid={errors.entity ? true : undefined}
          aria-describedby={errors.entity ? "audit-entity-error" : undefined}
        >
          <option value="">Everything</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {entity[0]!.toUpperCase() + entity.slice(1)}
            </option>
          ))}
        </select>
        {errors.entity && (
          <p id="audit-entity-error" className="field-error">
            {errors.entity}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="audit-id" className="field-label">
          Id
        </label>
        <input
          id="audit-id"
          name="id"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={filter.id}
          className="field-input w-32"
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={errors.id ? "audit-id-hint audit-id-error" : "audit-id-hint"}
        />
        <p id="audit-id-hint" className="sr-only">
          Optional: the number of one event, booth, coupon, and so on.
        </p>
        {errors.id && (
          <p id="audit-id-error" className="field-error">
            {errors.id}
          </p>
        )}
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary">
          Show changes
        </button>
        {filtered && (
          <Link href="/admin/audit" prefetch={false} className="btn-secondary">
            Show all
          </Link>
        )}
      </div>
    </form>
  );
}

/** The caption's words for what the list holds. */
function captionOf(count: number, filter: AuditFilter): string {
  const what = filter.entity
    ? `${filter.entity}${filter.id ? ` #${filter.id}` : ""}`
    : filter.id
      ? `anything with id ${filter.id}`
      : "";
  if (!what) return count === 1 ? "The last change" : `The last ${count} changes, newest first`;
  return count === 1
    ? `The last change to ${what}`
    : `The last ${count} changes to ${what}, newest first`;
}

/** The console's changes, newest first: when, who, what and, for an update, which fields. */
export function AuditList({
  rows,
  filter = { entity: "", id: "" },
}: {
  rows: AuditRow[];
  filter?: AuditFilter;
}) {
  if (rows.length === 0)
    return (
      <p className="text-ink-soft">
        {filter.entity || filter.id
          ? "No changes match these filters."
          : "No changes recorded yet."}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left text-lg font-bold">
          {captionOf(rows.length, filter)}
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
                    {row.action}{" "}
                    <Link
                      href={filterHref(row.entity, row.entityId)}
                      prefetch={false}
                      className="text-teal underline"
                    >
                      {row.entity} #{row.entityId}
                      <span className="sr-only">: show its changes</span>
                    </Link>
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
