import Link from "next/link";
import type { ComplianceView } from "@/lib/requirements/resource/compliance";
import { Figure } from "./figure";

// The event dashboard's word on the vendor contract: how many booked booths are ready to open,
// how many are not and why (counted by requirement, and by what is unpaid), and how many wait for
// a review; with the ways to the matrix, the requirements and the review queue.

const orders = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

export function ComplianceSummary({ matrix }: { matrix: ComplianceView }) {
  const { counts, eventId } = matrix;
  const reasons = [
    ...matrix.requirements
      .filter((q) => q.missing > 0)
      .map((q) => ({ key: `r${q.requirementId}`, what: q.title, count: q.missing })),
    ...(counts.unpaid > 0
      ? [{ key: "unpaid", what: "Not paid in full", count: counts.unpaid }]
      : []),
  ];
  const link = "font-semibold text-teal underline";
  return (
    <section aria-labelledby="compliance-summary-heading" className="space-y-4 card p-4 sm:p-6">
      <h2 id="compliance-summary-heading" className="text-2xl font-bold">
        Ready to open
      </h2>
      {matrix.requirements.length === 0 && (
        <p className="text-ink-soft">
          No requirements yet: a booked booth is ready once it is paid in full.
        </p>
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Ready" value={counts.ready} note={`of ${orders(counts.orders)} booked`} />
        <Figure
          label="Not ready"
          value={counts.notReady}
          note={counts.ineligible > 0 ? `${counts.ineligible} ineligible` : undefined}
        />
        <Figure
          label="Waiting for review"
          value={counts.waiting}
          note="orders with a document to review"
        />
      </dl>
      {reasons.length > 0 && (
        <div>
          <h3 className="font-bold">Why not ready</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {reasons.map((r) => (
              <li key={r.key}>
                {r.what}: {orders(r.count)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href={`/admin/events/${eventId}/compliance`} prefetch={false} className={link}>
          Compliance matrix
        </Link>
        <Link href={`/admin/events/${eventId}/requirements`} prefetch={false} className={link}>
          Requirements
        </Link>
        <Link href={`/admin/documents?eventId=${eventId}`} prefetch={false} className={link}>
          Documents to review
        </Link>
      </p>
    </section>
  );
}
