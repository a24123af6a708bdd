import type { ProfileAddonOrder } from "@/lib/addons/requests";
import { INTL_LOCALE, TORONTO_TIME_ZONE } from "@/lib/i18n/locales";
import { isolate } from "../cart/bidi";
import { getT } from "@/lib/i18n/page-locale";
import { formatCad } from "@/lib/payments/pricing";
import { AddonsForm } from "./addons-form";

const TONES = {
  CHARGED: "text-ink",
  PENDING: "text-amber-900",
  REFUSED: "text-crimson-dark",
} as const;

/**
 * A booked order's add-ons on the profile, per booth it holds: those charged, the requests
 * waiting for the organisers and those refused with their reason, and the form that adds one
 * (while the festival has not ended and the booth may take more).
 */
export async function OrderAddons({ order }: { order: ProfileAddonOrder }) {
  const { t, locale } = await getT();
  const approvedOn = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: TORONTO_TIME_ZONE,
  });
  const named = (line: { name: string; nameAr: string | null }) =>
    (locale === "ar" && line.nameAr) || line.name;
  return (
    <div id={`addons-${order.orderId}`} className="mt-3 space-y-3" data-testid="order-addons">
      {order.booths.map((booth) => (
        <section
          key={booth.boothId}
          aria-labelledby={`addons-${order.orderId}-${booth.boothId}`}
          className="rounded-lg bg-sand-100/60 p-3"
        >
          <h3 id={`addons-${order.orderId}-${booth.boothId}`} className="font-semibold">
            {t("profileAddons.heading", { booth: booth.boothName })}
          </h3>
          {booth.lines.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">{t("profileAddons.none")}</p>
          ) : (
            <ul className="mt-1 space-y-0.5 text-sm">
              {booth.lines.map((line) => {
                const words = { addon: named(line), quantity: line.quantity };
                return (
                  <li key={line.key} className={TONES[line.state]} data-state={line.state}>
                    <bdi>
                      {line.state === "CHARGED" && line.approvedAt
                        ? // a charge approved after the payment says what it is and when
                          t("profileAddons.addedAfterPayment", {
                            ...words,
                            amount: formatCad(line.amountCents, locale),
                            date: approvedOn.format(line.approvedAt),
                          })
                        : line.state === "CHARGED"
                          ? t("profileAddons.charged", {
                              ...words,
                              amount: formatCad(line.amountCents, locale),
                            })
                          : line.state === "PENDING"
                            ? t("profileAddons.pending", words)
                            : t("profileAddons.refused", { ...words, reason: line.reason ?? "" })}
                    </bdi>
                  </li>
                );
              })}
            </ul>
          )}
          {!order.eventEnded && (
            // rendered even when nothing is left to add, so what the last addition said stays
            <AddonsForm
              orderId={order.orderId}
              boothId={booth.boothId}
              boothName={booth.boothName}
              choices={booth.choices.map((c) => ({
                addonId: c.addonId,
                left: c.left,
                label: t(
                  c.needsApproval ? "profileAddons.optionApproval" : "profileAddons.option",
                  {
                    // an option holds no <bdi>: the name and the price are isolated in the text
                    addon: isolate(named(c), locale),
                    price: isolate(formatCad(c.priceCents, locale), locale),
                  },
                ),
              }))}
            />
          )}
        </section>
      ))}
    </div>
  );
}
