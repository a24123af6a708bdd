import { Text } from "@react-email/components";
import type { OrderView } from "@/lib/orders/queries/view";
import { siteUrl } from "../../config/env";
import { localePath } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";
import { EmailButton, EmailShell, renderEmail } from "./components/email-shell";
import { calendarDay, eventText } from "./event-text";

/** An add-on on an order's balance, as the reminder names it. */
export type ReminderAddon = {
  name: string;
  nameAr: string | null;
  boothName: string;
  cents: number;
};

/**
 * What an order owes by its due date, part by part: the balance (booths and the add-ons on it,
 * named), and the damage deposit not paid yet, which is paid on its own.
 */
export type OwedParts = { addons: ReminderAddon[]; depositDueCents: number };

function BalanceReminder({
  view,
  dueDate,
  url,
  parts,
}: {
  view: OrderView;
  dueDate: string;
  url: string;
  parts: OwedParts;
}) {
  const { locale } = view;
  const t = translator(locale);
  const order = String(view.orderId);
  const date = calendarDay(dueDate, locale);
  const balance = Math.max(0, view.balanceCents);
  const itemised = parts.addons.length > 0 || parts.depositDueCents > 0;
  const due = itemised
    ? t("email.balanceReminder.dueParts", {
        order,
        amount: formatCad(balance + parts.depositDueCents, locale),
        date,
      })
    : t("email.balanceReminder.due", { order, amount: formatCad(balance, locale), date });
  const event = view.event ? eventText(view.event, locale) : null;
  return (
    <EmailShell locale={locale} title={t("email.balanceReminder.title", { order })} preview={due}>
      <Text>{t("email.hello", { name: view.contactName })}</Text>
      <Text>{due}</Text>
      {itemised && (
        <ul>
          {balance > 0 && (
            <li>
              {t("email.balanceReminder.partBalance", { amount: formatCad(balance, locale) })}
            </li>
          )}
          {balance > 0 &&
            parts.addons.map((a, i) => (
              <li key={i}>
                {t("email.balanceReminder.partAddon", {
                  addon: (locale === "ar" && a.nameAr) || a.name,
                  booth: a.boothName,
                  amount: formatCad(a.cents, locale),
                })}
              </li>
            ))}
          {parts.depositDueCents > 0 && (
            <li>
              {t("email.balanceReminder.partDeposit", {
                amount: formatCad(parts.depositDueCents, locale),
              })}
            </li>
          )}
        </ul>
      )}
      {event && (
        <Text>{t("email.balanceReminder.event", { event: `${event.name} (${event.date})` })}</Text>
      )}
      <Text>{t("email.balanceReminder.howToPay")}</Text>
      <EmailButton href={url}>{t("email.balanceReminder.button")}</EmailButton>
      <Text>{t("email.balanceReminder.ignore")}</Text>
    </EmailShell>
  );
}

/**
 * A reminder of what an order owes by `dueDate` (YYYY-MM-DD), to the order's contact, as HTML
 * and plain text, in the order's language: the balance, the add-ons in it by name, and the
 * damage deposit not yet paid; the link opens the profile, where the order has Pay balance.
 */
export async function balanceReminderEmail({
  view,
  dueDate,
  parts = { addons: [], depositDueCents: 0 },
  origin = siteUrl(),
}: {
  view: OrderView;
  dueDate: string;
  parts?: OwedParts;
  origin?: string;
}) {
  const { locale } = view;
  const url = `${origin}${localePath(locale, "/profile")}`;
  return {
    to: view.email,
    subject: translator(locale)("email.balanceReminder.subject", {
      order: String(view.orderId),
      amount: formatCad(Math.max(0, view.balanceCents) + parts.depositDueCents, locale),
      date: calendarDay(dueDate, locale),
    }),
    ...(await renderEmail(
      <BalanceReminder view={view} dueDate={dueDate} url={url} parts={parts} />,
    )),
  };
}
