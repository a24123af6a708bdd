import { formatMoment } from "@/components/admin/format";
import { ConsoleLink, ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { listUndeliveredEmails, UNDELIVERED_LISTED } from "@/db/queries/outbox";

export const metadata = consoleMetadata("E-mail delivery");

const cell = "px-3 py-2";

async function Outbox() {
  const failed = await listUndeliveredEmails({ limit: UNDELIVERED_LISTED });
  if (failed.length === 0) return <p className="card p-6 text-ink-soft">No failed e-mails.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">E-mails not delivered, newest first</caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={`${cell} font-semibold`}>
              To
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Subject
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Attempts
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Last error
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Next attempt
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Order
            </th>
          </tr>
        </thead>
        <tbody>
          {failed.map((m) => (
            <tr key={m.id} className="border-b border-ink/5 last:border-0" data-testid="outbox-row">
              <th scope="row" className={`${cell} font-medium break-all`}>
                <bdi>{m.to}</bdi>
              </th>
              <td className={cell}>
                {m.subject}
                <span className="block text-xs whitespace-nowrap text-ink-soft">
                  queued {formatMoment(m.createdAt)}
                </span>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{m.attempts}</td>
              <td className={`${cell} break-words`}>{m.error ?? ""}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {m.nextAttemptAt ? (
                  formatMoment(m.nextAttemptAt)
                ) : (
                  <strong className="text-crimson-dark">Given up</strong>
                )}
              </td>
              <td className={cell}>
                {m.orderId !== null ? (
                  <ConsoleLink href={`/admin/orders/${m.orderId}`}>#{m.orderId}</ConsoleLink>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminOutboxPage() {
  return (
    <ConsolePage
      heading="E-mail delivery"
      gap={2}
      path="/admin/outbox"
      intro={
        <p className="mb-6 text-ink-soft">
          E-mails that could not be sent are tried again on a schedule; those given up will not be
          sent.
        </p>
      }
    >
      <Outbox />
    </ConsolePage>
  );
}
