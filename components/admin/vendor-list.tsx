import Link from "next/link";
import { formatCad } from "@/lib/payments/pricing";
import { col, TableHead } from "./console-table";

export type VendorListRow = {
  id: number;
  legalName: string;
  lob: string;
  contactName: string;
  email: string;
  phone: string;
  orders: number;
  balanceCents: number;
  disabledAt: Date | null;
};

const cell = "px-3 py-2";
const money = `${cell} text-right tabular-nums`;

/** A badge for an account that cannot log in. */
export function DisabledBadge() {
  return (
    <span className="ms-2 inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-crimson-dark">
      Disabled
    </span>
  );
}

/** The vendors found, by name: who they are, how to reach them, their orders and what they owe. */
export function VendorList({ rows }: { rows: VendorListRow[] }) {
  if (rows.length === 0) return <p className="card p-6 text-ink-soft">No vendors match.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Vendors, by name</caption>
        <TableHead
          columns={[
            ...["Vendor", "LOB", "Contact", "E-mail", "Phone"].map((label) =>
              col(label, `${cell} font-semibold`),
            ),
            col("Orders", `${money} font-semibold`),
            col("Owed", `${money} font-semibold`),
          ]}
        />
        <tbody>
          {rows.map((v) => (
            <tr key={v.id} className="border-b border-ink/5 last:border-0" data-testid="vendor-row">
              <th scope="row" className={cell}>
                <Link
                  href={`/admin/vendors/${v.id}`}
                  prefetch={false}
                  className="font-semibold text-teal underline"
                >
                  {v.legalName}
                </Link>
                {v.disabledAt !== null && <DisabledBadge />}
              </th>
              <td className={cell}>{v.lob}</td>
              <td className={cell}>{v.contactName}</td>
              <td className={`${cell} break-all`}>
                <bdi>{v.email}</bdi>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <bdi>{v.phone}</bdi>
              </td>
              <td className={money}>{v.orders}</td>
              <td className={money}>{formatCad(v.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
