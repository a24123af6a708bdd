import { formatCad } from "@/lib/payments/pricing";
import { useT } from "../locale-provider";

/** One line of a summary: an amount, or (`note`) words in its place, as for a request not charged. */
export type TotalsRow = {
  label: string;
  cents: number;
  strong?: boolean;
  /** Listed under the line above it (an add-on under its booth). */
  indent?: boolean;
  /** Shown instead of the amount, which the total does not count. */
  note?: string;
  /** Tells apart two lines that read the same. */
  key?: string;
};

/** A summary's amounts (client components only: it reads the page's language). */
export function TotalsTable({ rows }: { rows: TotalsRow[] }) {
  const { t, locale } = useT();
  const amount = (cents: number) =>
    // English keeps its "-$10.00"; Intl places the sign where the language puts it.
    cents < 0 && locale === "en" ? `-${formatCad(-cents)}` : formatCad(cents, locale);
  return (
    <dl className="divide-y divide-ink/10" aria-label={t("totals.label")}>
      {rows.map((r) => (
        <div
          key={r.key ?? r.label}
          className={`flex justify-between gap-4 py-2 ${r.strong ? "text-lg font-bold" : ""} ${
            r.indent ? "ps-5 text-sm" : ""
          }`}
          data-testid={r.key ? `summary-${r.key}` : undefined}
        >
          <dt>{r.label}</dt>
          <dd
            data-testid={`total-${r.label}`}
            className={r.note ? "text-end text-amber-900" : undefined}
          >
            {r.note ?? amount(r.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
