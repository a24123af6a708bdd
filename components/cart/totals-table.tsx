import { formatCad } from "@/lib/payments/pricing";
import { useT } from "../locale-provider";

/** A summary's amounts (client components only: it reads the page's language). */
export function TotalsTable({
  rows,
}: {
  rows: { label: string; cents: number; strong?: boolean }[];
}) {
  const { t, locale } = useT();
  const amount = (cents: number) =>
    // English keeps its "-$10.00"; Intl places the sign where the language puts it.
    cents < 0 && locale === "en" ? `-${formatCad(-cents)}` : formatCad(cents, locale);
  return (
    <dl className="divide-y divide-ink/10" aria-label={t("totals.label")}>
      {rows.map((r) => (
        <div
          key={r.label}
          className={`flex justify-between py-2 ${r.strong ? "text-lg font-bold" : ""}`}
        >
          <dt>{r.label}</dt>
          <dd data-testid={`total-${r.label}`}>{amount(r.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
