import { call, NetworkError } from "../../http/client";
import type { Envelope } from "../../http/envelope";
import { routeUrl } from "../../http/route-contract";
import { DOOR_ROUTES, MAX_SCAN_BATCH, type DoorSnapshot, type ScanResultView } from "../api";
import { mergeSnapshot } from "./local-decision";
import {
  markSent,
  pendingScans,
  readSnapshot,
  saveSnapshot,
  type ScanRecord,
  type SnapshotRecord,
} from "./store";

// The door app's exchanges with the server, each safe to repeat: the snapshot refreshed with its
// cursor (only what changed since), and the scans not yet accepted sent in batches, each scan
// with its nonce, so a batch sent twice (the answer lost on the way) is answered the same.

/** The server no longer knows this device's session (signed out, or signed out from the console). */
export class SignedOut extends Error {}

/** Why a call came back without its answer: no network, signed out, or refused. */
function refusal(answer: Envelope<unknown>): Error {
  if (answer.status === "UNAUTHORIZED" || answer.status === "FORBIDDEN") return new SignedOut();
  return new Error(answer.code ?? answer.status);
}

const ok = (answer: Envelope<unknown>) => answer.status === "OK" || answer.status === "CREATED";

/**
 * Downloads the event's snapshot, or the changes since the one held, and stores it merged. The
 * held snapshot's entity tag goes with the request: 304 (nothing changed) costs no body.
 */
export async function refreshSnapshot(eventId: number): Promise<SnapshotRecord> {
  const held = await readSnapshot(eventId);
  const url = routeUrl(DOOR_ROUTES.snapshot, { eventId }, held ? { since: held.cursor } : {});
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      cache: "no-store",
      headers: held?.etag ? { "If-None-Match": held.etag } : {},
    });
  } catch {
    throw new NetworkError();
  }
  const refreshedAt = new Date().toISOString();
  if (response.status === 304 && held) {
    const record = { ...held, refreshedAt };
    await saveSnapshot(record);
    return record;
  }
  let answer: Envelope<DoorSnapshot>;
  try {
    answer = (await response.json()) as Envelope<DoorSnapshot>;
  } catch {
    throw new Error(String(response.status));
  }
  if (!ok(answer)) throw refusal(answer);
  const record: SnapshotRecord = {
    eventId,
    cursor: answer.payload.cursor,
    etag: response.headers.get("ETag"),
    refreshedAt,
    snapshot: mergeSnapshot(held?.snapshot ?? null, answer.payload),
  };
  await saveSnapshot(record);
  return record;
}

/** Batches of scans that travel together: one event, device and gate, at most the batch size. */
function batches(scans: ScanRecord[]): ScanRecord[][] {
  const groups = new Map<string, ScanRecord[]>();
  for (const scan of scans) {
    const key = `${scan.eventId}\n${scan.deviceId}\n${scan.gate}`;
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

/**
 * Sends every scan the server has not accepted yet and records its answers. Answers the server's
 * answers for the scans it accepted. Stops when the network or the session is gone; the scans not
 * accepted stay pending and go with the next try.
 */
export async function sendPending(): Promise<ScanResultView[]> {
  const answered: ScanResultView[] = [];
  for (const batch of batches(await pendingScans())) {
    const first = batch[0]!;
    const answer = await call(DOOR_ROUTES.scans, {
      body: {
        eventId: first.eventId,
        deviceId: first.deviceId,
        gate: first.gate,
        scans: batch.map((s) => ({
          code: s.code.slice(0, 1000),
          scannedAt: s.scannedAt,
          nonce: s.nonce,
          direction: s.direction,
        })),
      },
    });
    if (!ok(answer)) {
      const error = refusal(answer);
      if (error instanceof SignedOut) throw error;
      // Refused for this batch alone (its event gone, say): kept, and the others still go.
      continue;
    }
    const sent = new Set(batch.map((s) => s.nonce));
    const results = answer.payload.results.filter((r) => sent.has(r.nonce));
    await markSent(
      results.map((server) => ({ nonce: server.nonce, server })),
      new Date().toISOString(),
    );
    answered.push(...results);
  }
  return answered;
}

/** Whether an error means the network could not be reached (the device is offline). */
export const isOffline = (error: unknown) => error instanceof NetworkError;
