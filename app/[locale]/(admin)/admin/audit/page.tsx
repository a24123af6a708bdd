import {
  AuditFilters,
  AuditList,
  type AuditFilter,
  type AuditFilterErrors,
} from "@/components/admin/audit-list";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { auditQuerySchema } from "@/lib/console/api/audit";
import { AUDIT_ENTITIES, listAudit } from "@/lib/console/queries/audit";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata = consoleMetadata("Audit log");

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/** The log, filtered by ?entity=&id= as the filter form sends them; a wrong filter is said so. */
async function AuditLog({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const filter: AuditFilter = { entity: first(raw.entity), id: first(raw.id) };
  const query = auditQuerySchema.safeParse(filter);
  if (!query.success) {
    const errors: AuditFilterErrors = {};
    for (const issue of query.error.issues) {
      const field = issue.path[0];
      if (field === "entity") errors.entity = "Choose one of the kinds in the list.";
      if (field === "id") errors.id = "The id is a whole number, like 12.";
    }
    return (
      <>
        <AuditFilters entities={AUDIT_ENTITIES} filter={filter} errors={errors} />
        <p role="alert" className="font-medium text-crimson-dark">
          Fix the filter above to see the changes.
        </p>
      </>
    );
  }
  return (
    <>
      <AuditFilters entities={AUDIT_ENTITIES} filter={filter} />
      <AuditList rows={await listAudit(query.data)} filter={filter} />
    </>
  );
}

export default function AdminAuditPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ConsolePage
      heading="Audit log"
      gap={6}
      path="/admin/audit"
      intro={
        <p className="mb-6 text-ink-soft">
          Every change made from the organiser console: who made it, when, and what changed.
        </p>
      }
    >
      <AuditLog searchParams={searchParams} />
    </ConsolePage>
  );
}
