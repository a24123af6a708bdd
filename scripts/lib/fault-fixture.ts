import type { Db } from "../../db/client";
import { booths, events, sections, vendors } from "../../db/schema";
import { sessionCookies } from "../../lib/session";

export const FAULT_CSRF = "fault-csrf-token-0123456789abcdef";

/**
 * The fault scripts' fixture: an ACTIVE event with `count` booths at $100 and one vendor, plus
 * the cookie header (session and anti-forgery) that vendor's requests carry.
 */
export async function faultFixture(db: Db, label: string, count: number) {
  const [event] = await db
    .insert(events)
    .values({
      name: label,
      description: "-",
      location: "-",
      startsAt: new Date("2030-01-01"),
      endsAt: new Date("2030-01-02"),
      dateText: "-",
      address: "-",
      details: "-",
      image: "x.svg",
      status: "ACTIVE",
    })
    .returning({ id: events.id });
  const [section] = await db
    .insert(sections)
    .values({ eventId: event!.id, name: label, position: 0, inclusions: "-" })
    .returning({ id: sections.id });
  const boothIds = (
    await db
      .insert(booths)
      .values(
        Array.from({ length: count }, (_, i) => ({
          sectionId: section!.id,
          name: `${label}-${i}`,
          priceCents: 10000,
        })),
      )
      .returning({ id: booths.id })
  ).map((b) => b.id);
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
  const session = await sessionCookies({ vendorId: vendor!.id, vendorName, email });
  const cookie = [`XSRF-TOKEN=${FAULT_CSRF}`, ...session.map((c) => c.split(";")[0])].join("; ");
  return { boothIds, cookie };
}
