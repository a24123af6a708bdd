import "server-only";
import QRCode from "qrcode";
import type { Tx } from "@/db/queries/model";
import { eventReadiness } from "../requirements/order-readiness";
import type { Readiness } from "../requirements/readiness";
import { signVendorPass } from "../tickets/signing";
import type { ReadinessReason, VendorPassView } from "./decide";
import { boothAddons, bookedBooths } from "./queries/codes";

/** Why a booked booth may not open, in the order the door says it (requirements first). */
export function readinessReasons(readiness: Readiness | undefined): ReadinessReason[] {
  if (!readiness) return [];
  const reasons: ReadinessReason[] = readiness.items
    .filter((i) => i.status !== "APPROVED")
    .map((i) => ({ kind: "requirement", title: i.title, titleAr: i.titleAr, status: i.status }));
  if (readiness.balanceCents > 0) reasons.push({ kind: "balance", cents: readiness.balanceCents });
  if (readiness.depositDueCents > 0)
    reasons.push({ kind: "deposit", cents: readiness.depositDueCents });
  if (readiness.ineligible) reasons.push({ kind: "ineligible" });
  return reasons;
}

/**
 * The passes of an event's booked booths as the door shows them: booth, business, what was
 * booked (its add-ons), whose garbage, and whether the booth may open and why not.
 */
export async function eventPasses(eventId: number, tx?: Tx): Promise<VendorPassView[]> {
  const booked = await bookedBooths({ eventId }, tx);
  if (!booked.length) return [];
  const orderIds = [...new Set(booked.map((b) => b.orderId))];
  const [extras, readiness] = await Promise.all([
    boothAddons(orderIds, tx),
    eventReadiness(eventId, { orderIds, tx }),
  ]);
  const readinessOf = new Map(readiness.map((r) => [r.orderId, r]));
  return booked.map((b) => {
    const ready = readinessOf.get(b.orderId);
    return {
      orderId: b.orderId,
      boothId: b.boothId,
      shortCode: b.shortCode,
      booth: b.section ? `${b.booth} (${b.section})` : b.booth,
      ...(b.section && b.sectionAr ? { boothAr: `${b.booth} (${b.sectionAr})` } : {}),
      business: b.business || b.legalName,
      booked: extras
        .filter((e) => e.orderId === b.orderId && e.boothId === b.boothId)
        .map((e) => ({ name: e.name, nameAr: e.nameAr, quantity: e.quantity })),
      garbage: b.ownGarbage ? "OWN" : "VENUE",
      ready: ready?.ready ?? false,
      reasons: readinessReasons(ready),
    };
  });
}

/**
 * The passes of a vendor's booked booths (or of one order's): one signed code per booth, with its
 * event and booth, and the QR code as SVG markup for the profile.
 */
export async function vendorPasses(filter: { vendorId: number } | { orderId: number }, tx?: Tx) {
  const booked = await bookedBooths(filter, tx);
  return Promise.all(
    booked.map(async (b) => {
      const code = signVendorPass({
        orderId: b.orderId,
        boothId: b.boothId,
        eventGuid: b.eventGuid,
      });
      return {
        orderId: b.orderId,
        boothId: b.boothId,
        booth: b.booth,
        section: b.section,
        sectionAr: b.sectionAr,
        shortCode: b.shortCode,
        eventName: b.eventName,
        eventNameAr: b.eventNameAr,
        code,
        qrSvg: await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      };
    }),
  );
}
export type VendorPass = Awaited<ReturnType<typeof vendorPasses>>[number];
