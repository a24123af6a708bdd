"use client";

import Link from "next/link";
import type { EventDashboard } from "@/lib/console/dashboard";
import { formatCad } from "@/lib/payments/pricing";
import { BookingAndPublicPage, formatDays, StatusBadge } from "./format";
import { SalesEndStatus } from "./sales-end-status";
import { DoorPanel } from "./door-panel";
import {
  OrderTable,
  OverdueOrders,
  OverdueTable,
  SeatTable,
  SectionTable,
} from "./event-dashboard-tables";
import { Figure } from "./figure";

function Warnings({ warnings }: { warnings: EventDashboard["warnings"] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="warnings-heading"
      className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="warnings-heading" className="font-bold">
        Needs attention
      </h3>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {warnings.map((w) => (
          <li key={w.code} data-warning={w.code}>
            {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an organiser does next with the event: edit it, its booths and their plan, its seats, its program. */
function EventActions({ event }: { event: EventDashboard["event"] }) {
  const links = [
    { href: `/admin/events/${event.id}/edit`, label: "Edit event", primary: true },
    { href: `/admin/events/${event.id}/booths`, label: "Booths & sections", primary: false },
    ...(event.hasSeating
      ? [
          { href: `/admin/events/${event.id}/seating`, label: "Seating", primary: false },
          { href: `/admin/events/${event.id}/waitlist`, label: "Waitlist", primary: false },
        ]
      : [
          { href: `/admin/events/${event.id}/plan`, label: "Floor plan", primary: false },
          {
            href: `/admin/events/${event.id}/addons`,
            label: "Add-ons & deposits",
            primary: false,
          },
          { href: `/admin/events/${event.id}/vendor-tags`, label: "Vendor tags", primary: false },
        ]),
    { href: `/admin/events/${event.id}/program`, label: "Program", primary: false },
    { href: `/admin/events/${event.id}/sales`, label: "Food vendors' sales", primary: false },
  ];
  return (
    <nav aria-label={`Manage ${event.name}`} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              className={link.primary ? "btn-primary" : "btn-secondary"}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The damage deposits, apart from the money collected: none of it is a sale. */
function DepositFigures({ dashboard }: { dashboard: EventDashboard }) {
  const { deposits } = dashboard;
  if (deposits.owedCents === 0 && deposits.paidCents === 0) return null;
  return (
    <section aria-labelledby="deposits-heading" className="space-y-2">
      <h3 id="deposits-heading" className="text-xl font-bold">
        Damage deposits
      </h3>
      <p className="text-sm text-ink-soft">Kept apart from the money collected and the sales.</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="deposits">
        <Figure
          label="Held"
          value={formatCad(deposits.heldCents)}
          note={`${formatCad(deposits.dueCents)} not paid yet`}
        />
        <Figure label="Returned" value={formatCad(deposits.returnedCents)} />
        <Figure label="Kept" value={formatCad(deposits.keptCents)} />
        <Figure label="Owed in all" value={formatCad(deposits.owedCents)} />
      </dl>
    </section>
  );
}

/** Deposits still held and not decided more than 21 days after the event's last day. */
function OverdueDeposits({ dashboard }: { dashboard: EventDashboard }) {
  const overdue = dashboard.overdueDeposits;
  if (overdue.length === 0) return null;
  return (
    <section
      id="deposits-overdue"
      aria-labelledby="deposits-overdue-heading"
      className="card border-amber-400 p-4 sm:p-6"
    >
      <h3 id="deposits-overdue-heading" className="text-xl font-bold">
        Deposits overdue for a decision ({overdue.length})
      </h3>
      <p className="mb-2 text-sm text-ink-soft">
        Held and not inspected 21 days after the event&apos;s last day: inspect each booth and
        return or keep its deposit.
      </p>
      <OverdueOrders
        orders={overdue}
        testId="deposit-overdue"
        figure={(o) => `${formatCad(o.heldCents)} held`}
      />
    </section>
  );
}

/**
 * One event at a glance: warnings first, then money, today's orders and open holds, booths per
 * section (and seats), and the last orders. Money is in cents here and shown as dollars.
 */
export function EventDashboardView({ dashboard }: { dashboard: EventDashboard }) {
  const { event, figures, boothTotals } = dashboard;
  const hasBooths = boothTotals.total > 0;
  return (
    <section aria-labelledby="dashboard-heading" className="space-y-6" data-testid="dashboard">
      <div>
        <h2 id="dashboard-heading" className="text-2xl font-bold sm:text-3xl">
          {event.name}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
          <StatusBadge status={event.status} />
          <span>{formatDays(event.startsAt, event.endsAt)}</span>
          <BookingAndPublicPage event={event} />
        </p>
        <EventActions event={event} />
        <SalesEndStatus event={event} hasBooths={hasBooths} />
        {event.status === "DRAFT" && (
          <p className="mt-3 text-ink-soft">
            A draft: only organisers see it. To publish it, edit the event and make it Active.
          </p>
        )}
      </div>
      <Warnings warnings={dashboard.warnings} />
      <OverdueDeposits dashboard={dashboard} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Money collected" value={formatCad(figures.collectedCents)} />
        <Figure
          label="Still owed"
          value={formatCad(figures.outstandingCents)}
          note="balances of partly paid orders"
        />
        <Figure label="Orders today" value={String(figures.ordersToday)} note="Toronto time" />
        <Figure
          label="Holds open now"
          value={String(figures.holdsOpen)}
          note="checkouts in progress"
        />
      </dl>
      <DepositFigures dashboard={dashboard} />
      {event.status !== "DRAFT" && (
        <DoorPanel eventId={event.id} hasSeating={event.hasSeating} hasBooths={hasBooths} />
      )}
      {/* a seated concert without booths has no vendors to show */}
      {(hasBooths || !event.hasSeating) && (
        <>
          <p className="text-ink-soft">
            <strong className="text-ink">{boothTotals.BOOKED}</strong> of {boothTotals.total} booths
            booked, <strong className="text-ink">{boothTotals.HELD}</strong> held,{" "}
            <strong className="text-ink">{boothTotals.AVAILABLE}</strong> available.
          </p>
          <SectionTable dashboard={dashboard} />
        </>
      )}
      {dashboard.seats && <SeatTable seats={dashboard.seats} />}
      <OrderTable orders={dashboard.recentOrders} />
      <OverdueTable dashboard={dashboard} />
    </section>
  );
}
