"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { ruleMessage } from "@/lib/i18n/messages";
import { alertService } from "@/lib/site/alerts";
import { SALES_ROUTES, type VendorSales } from "@/lib/sales/api";
import { dollarInputValue, formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { FormField } from "../forms/form-field";
import { useLocale, useT } from "../locale-provider";
import { GridFormEnd } from "./account-fields";
import { useApiForm } from "./use-api-form";

const grossText = z
  .string()
  .trim()
  .refine((text) => text !== "" && parseTypedDollars(text) !== null, {
    error: ruleMessage("validation.salesGross"),
  });
const salesFormSchema = z.object({ gross: z.array(grossText) });
type SalesFormValues = z.infer<typeof salesFormSchema>;

/** The amount as the field shows it: "1250.50"; empty when not sent. */
const typed = (cents: number | null) => (cents === null ? "" : dollarInputValue(cents));

/**
 * A food vendor's gross sales per festival day for the accountant, after the event: one field per
 * day (Toronto's calendar), sent together; sent again, they replace the earlier amounts.
 */
export function SalesForm({ sales }: { sales: VendorSales }) {
  const { t } = useT();
  const locale = useLocale();
  const { send, formError } = useApiForm();
  const [days, setDays] = useState(sales.days);
  const [submittedAt, setSubmittedAt] = useState(sales.submittedAt);
  const form = useForm<SalesFormValues>({
    resolver: zodResolver(salesFormSchema),
    defaultValues: { gross: sales.days.map((d) => typed(d.grossCents)) },
  });
  const { errors, isSubmitting } = form.formState;
  const dayName = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const sentOn = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "America/Toronto",
  });
  const event = (locale === "ar" && sales.eventNameAr) || sales.eventName;
  const headingId = `sales-${sales.orderId}-heading`;
  const total = days.reduce((n, d) => n + (d.grossCents ?? 0), 0);

  async function onValid(values: SalesFormValues) {
    const body = {
      // typed in dollars (checked by the form's schema), sent in cents
      days: days.map((d, i) => ({ day: d.day, grossCents: parseTypedDollars(values.gross[i]!)! })),
    };
    const result = await send(SALES_ROUTES.vendorPut, {
      params: { orderId: sales.orderId },
      body,
    });
    if (!result) return;
    const saved = result.payload;
    setDays(saved.days);
    setSubmittedAt(saved.submittedAt ? new Date(saved.submittedAt) : null);
    form.reset({ gross: saved.days.map((d) => typed(d.grossCents)) });
    alertService.success(t("account.sales.sent"));
  }

  return (
    <section
      id={`sales-${sales.orderId}`}
      aria-labelledby={headingId}
      className="mt-6 space-y-3 card p-4 sm:p-6"
      data-testid="sales-form"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {t("account.sales.heading", { event })}
      </h3>
      <p className="text-ink-soft">{t("account.sales.intro", { order: String(sales.orderId) })}</p>
      <p role="status" className="text-sm">
        {submittedAt
          ? t("account.sales.sentOn", { date: sentOn.format(submittedAt) })
          : t("account.sales.notSent")}
      </p>
      <form
        noValidate
        aria-labelledby={headingId}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit(onValid)}
      >
        {days.map((d, i) => (
          <FormField
            key={d.day}
            label={t("account.sales.dayLabel", {
              day: dayName.format(new Date(`${d.day}T12:00:00Z`)),
            })}
            dir="ltr"
            autoComplete="off"
            registration={form.register(`gross.${i}`)}
            error={errors.gross?.[i]}
          />
        ))}
        {submittedAt && (
          <p className="font-semibold sm:col-span-2">
            {t("account.sales.total", { amount: formatCad(total, locale) })}
          </p>
        )}
        <GridFormEnd
          formError={formError}
          busy={isSubmitting}
          label={submittedAt ? t("account.sales.update") : t("account.sales.send")}
          busyLabel={t("common.sending")}
        />
      </form>
    </section>
  );
}

/** Every sales form the vendor has: one per food order whose event has ended. */
export function SalesForms({ forms }: { forms: VendorSales[] }) {
  if (forms.length === 0) return null;
  return (
    <>
      {forms.map((sales) => (
        <SalesForm key={sales.orderId} sales={sales} />
      ))}
    </>
  );
}
