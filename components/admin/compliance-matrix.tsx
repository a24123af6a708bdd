import Link from "next/link";
import {
  COMPLIANCE_FILTERS,
  FILTER_WORDS,
  type ComplianceView,
} from "@/lib/requirements/resource/compliance";
import { formatCad } from "@/lib/payments/pricing";
import { ComplianceExtension } from "./compliance-extension";
import { CellStatus, dayWords, PaidStatus, ReadinessBadge } from "./compliance-status";
import { ComplianceReminders } from "./compliance-remind";
import { col, ScrollRegion, TableHead } from "./console-table";

// The compliance matrix of an event on its console page: what to look at (the filters), the
// reminders, then one row per booked order with each requirement's status in words.

const cell = "px-3 py-2 align-top";
const headCell = `${cell} font-semibold`;

/** The filters as links: the whole matrix, or the rows that need looking at. */
function Filters({ matrix }: { matrix: ComplianceView }) {
  const base = `/admin/events/${matrix.eventId}/compliance`;
  const links = [
    { filter: null, label: "All booked orders", count: matrix.counts.orders },
    ...COMPLIANCE_FILTERS.map((filter) => ({
      filter,
      label: FILTER_WORDS[filter],
      count:
        filter === "not-ready"
          ? matrix.counts.notReady
          : filter === "waiting"
            ? matrix.counts.waiting
            : null,
    })),
  ];
  return (
    <nav aria-label="Show">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.filter ?? "all"}>
            <Link
              href={link.filter ? `${base}?filter=${link.filter}` : base}
              prefetch={false}
              aria-current={matrix.filter === link.filter ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-ink/20 bg-white px-4 py-2 font-medium hover:bg-sand-100 aria-[current=page]:border-night aria-[current=page]:bg-night aria-[current=page]:text-white"
            >
              {link.label}
              {link.count !== null && <span className="ms-1.5 tabular-nums">({link.count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Ready, not ready and waiting, in words. */
function Counts({ matrix }: { matrix: ComplianceView }) {
  const { counts } = matrix;
  return (
    <p className="text-ink-soft" data-testid="compliance-counts">
      {counts.orders} booked {counts.orders === 1 ? "order" : "orders"}: {counts.ready} ready,{" "}
      {counts.notReady} not ready
      {counts.ineligible > 0 && ` (${counts.ineligible} ineligible)`}, {counts.waiting} with a
      document waiting for review.
    </p>
  );
}

function Row({ matrix, row }: { matrix: ComplianceView; row: ComplianceView["rows"][number] }) {
  const open = matrix.requirements.flatMap((q, i) => {
    const c = row.cells[i];
    // an approved document that came late leaves the order ineligible: an extension lifts it
    return c && (c.status !== "APPROVED" || c.ineligible)
      ? [{ requirementId: q.requirementId, title: q.title, dueDate: c.dueDate }]
      : [];
  });
  return (
    <tr className="border-b border-ink/5 last:border-0" data-testid="compliance-row">
      <th scope="row" className={`${cell} min-w-44 text-left font-normal`}>
        <span className="block font-semibold">{row.vendorName}</span>
        <span className="block text-sm text-ink-soft">
          {row.booths.length ? `Booth ${row.booths.join(", ")}` : "No booth held"}
        </span>
        <Link
          href={`/admin/orders/${row.orderId}`}
          prefetch={false}
          className="text-sm font-semibold text-teal underline"
        >
          Order #{row.orderId}
        </Link>
      </th>
      <td className={cell}>
        <ReadinessBadge readiness={row.readiness} />
      </td>
      {matrix.requirements.map((q, i) => {
        const c = row.cells[i] ?? null;
        return (
          <td key={q.requirementId} className={`${cell} min-w-36`}>
            <CellStatus status={c?.status ?? null} />
            {c?.status === "REJECTED" && c.reason && (
              <span className="block text-sm text-ink-soft">Reason: {c.reason}</span>
            )}
            {c?.replacementWaiting && (
              <span className="block text-sm text-ink-soft">A new version is waiting</span>
            )}
            {c?.lateWaiting && (
              <span className="block text-sm text-ink-soft">
                A document sent after the due date is waiting
              </span>
            )}
            {c?.ineligible && (
              <span className="block text-sm font-semibold text-crimson-dark">
                Missed: ineligible until the due date is extended
              </span>
            )}
            {c?.extended && (
              <span className="block text-sm text-ink-soft">Extended to {dayWords(c.dueDate)}</span>
            )}
          </td>
        );
      })}
      <td className={`${cell} min-w-32`}>
        <PaidStatus
          paidInFull={row.paidInFull}
          due={formatCad(row.balanceCents)}
          depositDue={row.depositDueCents > 0 ? formatCad(row.depositDueCents) : null}
        />
      </td>
      <td className={`${cell} min-w-56`}>
        {row.readiness === "INELIGIBLE" && (
          <Link
            href={`/admin/orders/${row.orderId}`}
            prefetch={false}
            className="mb-2 block text-sm font-semibold text-crimson-dark underline"
          >
            Cancel order #{row.orderId} (with or without a refund)
          </Link>
        )}
        {open.length > 0 && (
          <ComplianceExtension
            orderId={row.orderId}
            vendorName={row.vendorName}
            requirements={open}
          />
        )}
      </td>
    </tr>
  );
}

/** The event's matrix: filters, reminders, the table, and what to do when there is nothing. */
export function ComplianceMatrix({ matrix }: { matrix: ComplianceView }) {
  if (matrix.requirements.length === 0 && matrix.counts.orders === 0)
    return (
      <p className="card p-6 text-ink-soft">
        No requirements and no booked booths yet.{" "}
        <Link
          href={`/admin/events/${matrix.eventId}/requirements`}
          prefetch={false}
          className="font-semibold text-teal underline"
        >
          Add the vendor contract&apos;s requirements
        </Link>
      </p>
    );
  return (
    <div className="space-y-6">
      <Counts matrix={matrix} />
      <Filters matrix={matrix} />
      {matrix.requirements.length > 0 && (
        <ComplianceReminders
          requirements={matrix.requirements.map((q) => ({
            requirementId: q.requirementId,
            title: q.title,
            dueDate: dayWords(q.dueDate),
            toRemind: q.toRemind,
          }))}
        />
      )}
      {matrix.rows.length === 0 ? (
        <p className="card p-6 text-ink-soft">
          {matrix.filter
            ? `No booked order is ${FILTER_WORDS[matrix.filter].toLowerCase()}.`
            : "No booked booths yet: a row appears for each order once a deposit or the full price is paid."}
        </p>
      ) : (
        <ScrollRegion label="Compliance matrix: scrolls sideways">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">
              Each booked order: its readiness, each requirement&apos;s status and whether it is
              paid in full
              {matrix.filter && ` (${FILTER_WORDS[matrix.filter].toLowerCase()} only)`}
            </caption>
            <TableHead
              columns={[
                col("Vendor", headCell),
                col("Readiness", headCell),
                ...matrix.requirements.map((q) => ({
                  key: String(q.requirementId),
                  label: (
                    <>
                      <span className="block text-ink">{q.title}</span>
                      <span className="block text-sm font-normal">Due {dayWords(q.dueDate)}</span>
                    </>
                  ),
                  className: headCell,
                })),
                col("Paid in full", headCell),
                col("Actions", headCell),
              ]}
            />
            <tbody>
              {matrix.rows.map((row) => (
                <Row key={row.orderId} matrix={matrix} row={row} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
