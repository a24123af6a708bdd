import type { OrderDocument } from "@/lib/orders/queries/invoices";
import type { OrderSummary } from "@/lib/orders/queries/vendor";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/localize";
import { getT } from "@/lib/i18n/page-locale";
import { reasonText } from "@/lib/orders/reasons";
import { orderStatusWords } from "@/lib/orders/status-words";
import { formatCad } from "@/lib/payments/pricing";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { HoldTimer } from "../cart/hold-timer";
import type { ProfileAddonOrder } from "@/lib/addons/requests";
import { OrderAddons } from "./addons-booths";
import { Checklist, type ChecklistOrder } from "./checklist";
import { OrderDocuments } from "./order-documents";
import { PayBalanceButton } from "./pay-balance-button";
import { DepositLine } from "./deposit-line";

const TONES = {
  done: "bg-teal/10 text-teal",
  due: "bg-amber-100 text-amber-900",
  open: "bg-sand-100 text-ink",
  ended: "bg-ink/5 text-ink-soft",
} as const;

/** The vendor's orders on the profile page. */
export async function OrderList({
  orders,
  documents = [],
  checklists = [],
  addons = [],
}: {
  orders: OrderSummary[];
  /** The orders' invoices and credit notes, linked under each order. */
  documents?: OrderDocument[];
  /** The checklists of booked booth orders whose event has requirements. */
  checklists?: ChecklistOrder[];
  /** The add-ons of booked booth orders, per booth, with the form that adds one. */
  addons?: ProfileAddonOrder[];
}) {
  const { t, locale } = await getT();
  const dateFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "medium",
    timeZone: "America/Toronto",
  });
  const addonsOf = (orderId: number) => addons.find((a) => a.orderId === orderId);
  // an order number inside an Arabic sentence keeps its own direction
  const isolate = (text: string) => (locale === "ar" ? `\u2068${text}\u2069` : text);
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-2xl font-bold">
        {t("orders.heading")}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t("orders.none")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {orders.map((o) => {
            const status = orderStatusWords(o, locale);
            const checklist = checklists.find((c) => c.orderId === o.id);
            return (
              <li key={o.id} className="rounded-xl border border-ink/10 p-4" data-testid="order">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-bold">
                    {t("orders.title", {
                      order: isolate(String(o.id)),
                      date: dateFormat.format(o.createdAt),
                    })}
                  </p>
                  <p
                    className={`rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[status.tone]}`}
                    data-testid="order-status"
                  >
                    {status.text}
                  </p>
                </div>
                {o.eventName && (
                  // the festival's Arabic name on Arabic pages where the organiser wrote it
                  <p
                    className="mt-1 font-semibold"
                    lang={locale !== "en" && !o.eventNameAr ? "en" : undefined}
                    data-testid="order-event"
                  >
                    {(locale !== "en" && o.eventNameAr) || o.eventName}
                  </p>
                )}
                <ul className="mt-1 text-ink-soft">
                  {/* a booked order's add-ons are listed under their booth below */}
                  {o.items
                    .filter((i) => i.kind !== "ADDON" || !addonsOf(o.id))
                    .map((i, n) => (
                      <li key={`${i.kind} ${i.name} ${n}`}>
                        <bdi>
                          {i.kind === "SEAT"
                            ? seatLabelIn(i.name, locale)
                            : i.kind === "ADDON"
                              ? nameIn(locale, i.name, i.nameAr)
                              : i.sectionName
                                ? t("items.boothInSection", {
                                    section: nameIn(locale, i.sectionName, i.sectionNameAr),
                                    booth: i.name,
                                  })
                                : t("orders.booth", { booth: i.name })}
                        </bdi>
                      </li>
                    ))}
                </ul>
                <p className="mt-1 text-sm">
                  {t("orders.amounts", {
                    total: formatCad(o.totalCents, locale),
                    paid: formatCad(o.paidCents, locale),
                    balance: formatCad(o.balanceCents, locale),
                  })}
                </p>
                {o.message && (
                  <p className="mt-1 text-sm" data-testid="order-message">
                    {reasonText(o.message, locale)}
                  </p>
                )}
                {o.status === "PENDING" && o.holdExpiresAt && (
                  <p className="mt-1 text-sm">
                    <HoldTimer until={o.holdExpiresAt.toISOString()} holder="order" />
                  </p>
                )}
                <OrderDocuments
                  orderId={o.id}
                  documents={documents.filter((d) => d.orderId === o.id)}
                />
                {addonsOf(o.id) && <OrderAddons order={addonsOf(o.id)!} />}
                {checklist && checklist.requirements.length > 0 && (
                  <Checklist checklist={checklist} />
                )}
                {o.status === "PARTIALLY_PAID" && o.balanceCents > 0 && (
                  <PayBalanceButton orderId={o.id} />
                )}
                <DepositLine order={o} t={t} locale={locale} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
