import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { listOutbox } from "@/lib/site/queries";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/page-locale";
import { mailboxVisibleTo } from "@/lib/email/mailbox-access";
import type { Translator } from "@/lib/i18n/messages";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.mailbox.title"), robots: { index: false } };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

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

function MessageList({
  messages,
  t,
  locale,
}: {
  messages: Awaited<ReturnType<typeof listOutbox>>;
  t: Translator;
  locale: Locale;
}) {
  const timeFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "America/Toronto",
  });
  if (messages.length === 0)
    return <p className="mt-6 text-ink-soft">{t("pages.mailbox.empty")}</p>;
  return (
    <ol className="mt-6 space-y-4">
      {messages.map((m) => (
        <li key={m.id} className="card p-5" data-testid="mail">
          {/* a message is in the language it was sent in, whatever this page's */}
          <h2 className="text-xl font-bold" dir="auto">
            {m.subject}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t.rich("pages.mailbox.sentTo", {
              to: m.to,
              time: timeFormat.format(m.createdAt),
              address: (chunks) => (
                <span data-testid="mail-to">{locale === "ar" ? <bdi>{chunks}</bdi> : chunks}</span>
              ),
            })}
          </p>
          <pre className="mt-3 font-sans whitespace-pre-wrap text-ink-soft" dir="auto">
            <Linked text={m.text} />
          </pre>
          {m.attachments?.length ? (
            <p className="mt-2 text-sm">
              {t("pages.mailbox.attached", {
                files: m.attachments.map((a) => a.filename).join(locale === "ar" ? "، " : ", "),
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Every e-mail the site sends, newest first, reset links included: only in demo mode and only for
 * the computer the demo runs on (lib/email/mailbox-access.ts). Anyone else gets the not-found page, and
 * nothing of this page is in its prerendered shell. The proxy answers them with a 404 status
 * before this page streams; this check keeps the messages hidden however the page is reached.
 */
async function Mailbox() {
  if (!mailboxVisibleTo(await headers())) notFound();
  const { t, locale } = await getT();
  const messages = await listOutbox();
  return (
    <div className="page max-w-3xl">
      <h1 className="text-3xl font-bold">{t("pages.mailbox.heading")}</h1>
      <p className="mt-2 text-ink-soft">{t("pages.mailbox.intro")}</p>
      <MessageList messages={messages} t={t} locale={locale} />
    </div>
  );
}

export default async function MailboxPage() {
  const { t } = await getT();
  return (
    <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
      <Mailbox />
    </Suspense>
  );
}
