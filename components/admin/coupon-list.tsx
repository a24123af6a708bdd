import type { CouponRow } from "@/lib/coupons/queries";
import { CouponRowEditor } from "./coupon-editor";
import { formatMoment } from "./format";

const cell = "px-3 py-2";

/**
 * The coupons: code, percentage, whether it is on, its window and how often it was used, each
 * with an Edit button that opens its form under it.
 */
export function CouponList({ coupons, codeMax }: { coupons: CouponRow[]; codeMax: number }) {
  if (coupons.length === 0) return <p className="text-ink-soft">No coupons yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-3 pt-3 text-left text-lg font-bold">Coupons, oldest first</caption>
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={`${cell} font-semibold`}>
              Code
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Off
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              State
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Valid
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Used
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <CouponRowEditor
              key={c.id}
              coupon={c}
              codeMax={codeMax}
              cells={
                <>
                  <th scope="row" className={`${cell} font-mono font-semibold`}>
                    {c.code}
                  </th>
                  <td className={`${cell} text-right tabular-nums`}>{c.percentOff}%</td>
                  <td className={cell}>
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                        c.active ? "bg-teal/10 text-teal-dark" : "bg-ink/5 text-ink-soft"
                      }`}
                    >
                      {c.active ? "On" : "Off"}
                    </span>
                  </td>
                  <td className={cell}>
                    <span className="block">
                      From {c.validFrom ? formatMoment(c.validFrom) : "any time"}
                    </span>
                    <span className="block">
                      Until {c.validUntil ? formatMoment(c.validUntil) : "no end"}
                    </span>
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {c.redemptions}
                    {c.maxRedemptions === null ? "" : ` of ${c.maxRedemptions}`}
                    <span className="block text-xs text-ink-muted">
                      {c.redemptions === 1 ? "time" : "times"}
                    </span>
                  </td>
                </>
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
