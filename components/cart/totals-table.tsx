import { t } from "@/lib/messages";
import { formatCad } from "@/lib/pricing";

export function TotalsTable({
  rows,
}: {
  rows: { label: string; cents: number; strong?: boolean }[];
}) {
  return (
    <dl className="divide-y divide-ink/10" aria-label={t("totals.label")}>
      {rows.map((r) => (
        <div
          key={r.label}
          className={`flex justify-between py-2 ${r.strong ? "text-lg font-bold" : ""}`}
        >
          <dt>{r.label}</dt>
          <dd data-testid={`total-${r.label}`}>
            {r.cents < 0 ? `-${formatCad(-r.cents)}` : formatCad(r.cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
