import type { Db } from "../../db/client";
import { vendors } from "../../db/schema";
import { insertBoothEvent, vendorCookieHeader } from "../../tests/support/fixtures";

export const FAULT_CSRF = "fault-csrf-token-0123456789abcdef";

/** PASS/FAIL lines for a fault script; `finish` prints the verdict and exits 1 on any FAIL. */
export function faultReport(name: string) {
  let failed = false;
  return {
    check(ok: boolean, line: string) {
      console.log(`${ok ? "PASS" : "FAIL"} ${line}`);
      if (!ok) failed = true;
    },
    finish() {
      console.log(`${failed ? "FAIL" : "PASS"} ${name}`);
      if (failed) process.exitCode = 1;
    },
  };
}

/**
 * The fault scripts' fixture: an ACTIVE event with `count` booths at $100 and one vendor, plus
 * the cookie header (session and anti-forgery) that vendor's requests carry.
 */
export async function faultFixture(db: Db, label: string, count: number) {
  const { booths } = await insertBoothEvent(db, label, Array<number>(count).fill(10000));
  const boothIds = booths.map((b) => b.id);
  const email = `${label.toLowerCase()}@example.com`;
  const vendorName = `${label} Ltd`;
  const [vendor] = await db
    .insert(vendors)
    .values({
      contactName: label,
      legalName: vendorName,
      lob: label,
      city: "-",
      phone: "-",
      email,
      passwordHash: "x",
    })
    .returning({ id: vendors.id });
  const cookie = await vendorCookieHeader(FAULT_CSRF, { vendorId: vendor!.id, vendorName, email });
  return { boothIds, cookie };
}
