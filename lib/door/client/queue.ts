import { MAX_SCAN_BATCH, type scansBody, type ScanResultView } from "../resource";
import type { z } from "zod";
import type { ScanRecord } from "./store";

// How the phone's queue of scans goes to the server, pure so it is tested without a browser:
// batches of one event and gate, each sent under the device this session is now. A scan queued
// under an earlier sign-in (the staff member signed out and in again) still goes, under the new
// device: the server records scans under the caller's own device only.

export type ScansBody = z.input<typeof scansBody>;

/** Batches of scans that travel together: one event and gate, at most the batch size. */
export function scanBatches(scans: readonly ScanRecord[]): ScanRecord[][] {
  const groups = new Map<string, ScanRecord[]>();
  for (const scan of scans) {
    const key = `${scan.eventId}\n${scan.gate}`;
    const group = groups.get(key) ?? [];
    group.push(scan);
    groups.set(key, group);
  }
  const out: ScanRecord[][] = [];
  for (const group of groups.values())
    for (let i = 0; i < group.length; i += MAX_SCAN_BATCH)
      out.push(group.slice(i, i + MAX_SCAN_BATCH));
  return out;
}

/** A batch as the server reads it, sent by `deviceId` (the device this session is now). */
export function batchBody(batch: readonly ScanRecord[], deviceId: string): ScansBody {
  const first = batch[0]!;
  return {
    eventId: first.eventId,
    deviceId,
    gate: first.gate,
    scans: batch.map((s) => ({
      code: s.code.slice(0, 1000),
      scannedAt: s.scannedAt,
      nonce: s.nonce,
      direction: s.direction,
      ...(s.dayConfirmed ? { dayConfirmed: true } : {}),
    })),
  };
}

/**
 * The state a scan takes from the server's answer: out of the queue either way, "refused" when
 * the server refused it alone (it would refuse it again: sending it once more helps no one).
 */
export const answeredState = (server: ScanResultView): "sent" | "refused" =>
  server.result === "REFUSED" ? "refused" : "sent";
