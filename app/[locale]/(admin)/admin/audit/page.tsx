import type { Metadata } from "next";
import { AuditList } from "@/components/admin/audit-list";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { auditTrail } from "@/lib/admin/audit";

export const metadata: Metadata = {
  title: "Audit log · Organiser console",
  robots: { index: false, follow: false },
};

async function AuditLog() {
  return <AuditList rows={await auditTrail({})} />;
}

export default function AdminAuditPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Audit log</h1>
      <p className="mb-6 text-ink-soft">
        Every change made from the organiser console: who made it, when, and what changed.
      </p>
      <OrganiserOnly path="/admin/audit">
        <AuditLog />
      </OrganiserOnly>
    </>
  );
}
