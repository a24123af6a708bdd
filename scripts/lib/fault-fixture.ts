import type { Db } from "../../db/client";
import { vendors } from "../../db/schema";
import { insertBoothEvent, signInAs } from "../../tests/support/fixtures";

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
 * The fault scripts' fixture: an ACTIVE event with `count` booths at $100 and one signed-in
 * vendor per booth (an account keeps one unpaid checkout at a time), plus a spare vendor. Each
 * browser is the Cookie header (session and anti-forgery) and the token for the header.
 */
export async function faultFixture(db: Db, label: string, count: number) {
  const { booths } = await insertBoothEvent(db, label, Array<number>(count).fill(10000));
  const boothIds = booths.map((b) => b.id);
  const rows = await db
    .insert(vendors)
    .values(
      Array.from({ length: count + 1 }, (_, i) => ({
        contactName: `${label} ${i}`,
        legalName: `${label} ${i} Ltd`,
        lob: `${label} ${i}`,
        city: "-",
        phone: "-",
        email: `${label.toLowerCase()}.${i}@example.com`,
        passwordHash: "x",
      })),
    )
    .returning({ id: vendors.id, legalName: vendors.legalName, email: vendors.email });
  const browsers = await Promise.all(
    rows.map((r) => signInAs({ vendorId: r.id, vendorName: r.legalName, email: r.email }, db)),
  );
  return { boothIds, browsers: browsers.slice(0, count), spare: browsers[count]! };
}
