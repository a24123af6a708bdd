import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { listOutbox } from "@/db/queries/mailbox";
import { isDemoMode } from "@/lib/env";

export const metadata: Metadata = { title: "Demo mailbox", robots: { index: false } };

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;
const timeFormat = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "America/Toronto",
});

/** Text with its links made clickable (React escapes everything else). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        URL_PATTERN.test(part) ? (
          <a key={i} href={part} className="break-all text-teal underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

async function Messages() {
  await connection();
  if (!isDemoMode()) notFound();
  const messages = await listOutbox();
  if (messages.length === 0)
    return <p className="mt-6 text-ink-soft">No e-mail has been sent yet.</p>;
  return (
    <ol className="mt-6 space-y-4">
      {messages.map((m) => (
        <li key={m.id} className="card p-5" data-testid="mail">
          <h2 className="text-xl font-bold">{m.subject}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            To <span data-testid="mail-to">{m.to}</span> · {timeFormat.format(m.createdAt)}
          </p>
          <pre className="mt-3 font-sans whitespace-pre-wrap text-ink-soft">
            <Linked text={m.text} />
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** DESIGN.md "Demo mode": every e-mail the site sends, newest first. */
export default function MailboxPage() {
  return (
    <div className="page max-w-3xl">
      <h1 className="text-3xl font-bold">Demo mailbox</h1>
      <p className="mt-2 text-ink-soft">
        In demo mode the site keeps its e-mail here instead of sending it.
      </p>
      <Suspense fallback={<p role="status">Loading messages...</p>}>
        <Messages />
      </Suspense>
    </div>
  );
}
