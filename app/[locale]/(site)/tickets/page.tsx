import type { Metadata } from "next";
import { Suspense } from "react";
import { TicketList } from "@/components/tickets/ticket-list";
import { listSeatOrdersWithBalance, listTicketsForAccount } from "@/lib/tickets/queries";
import { getT } from "@/lib/i18n/page-locale";
import { requirePageAccount } from "@/lib/accounts/page-session";
import { ticketViews } from "@/lib/tickets/views";
import { WaitlistEntries } from "@/components/waitlist/waitlist-entries";
import { visitorWaitlist } from "@/lib/waitlist/line";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.tickets.title"), robots: { index: false } };
}

async function Tickets() {
  const account = await requirePageAccount("/tickets");
  const [tickets, awaiting, waitlist] = await Promise.all([
    listTicketsForAccount({ accountId: account.accountId }),
    listSeatOrdersWithBalance({ accountId: account.accountId }),
    visitorWaitlist(account.accountId),
  ]);
  return (
    <>
      <WaitlistEntries entries={waitlist} />
      <TicketList tickets={await ticketViews(tickets)} awaiting={awaiting} />
    </>
  );
}

export default async function TicketsPage() {
  const { t } = await getT();
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("pages.tickets.heading")}</h1>
      <p className="mt-2 text-ink-soft print:hidden">{t("pages.tickets.intro")}</p>
      <div className="mt-6">
        <Suspense fallback={<p role="status">{t("pages.tickets.loading")}</p>}>
          <Tickets />
        </Suspense>
      </div>
    </div>
  );
}
