import { call, NetworkError } from "../../http/client";
import type { Envelope } from "../../http/envelope";
import { routeUrl } from "../../http/route-contract";
import { DEVICE_ROUTES } from "../../staff/api";
import { DOOR_ROUTES } from "../api";
import type { DoorSnapshot, ScanResultView } from "../resource";
import { mergeSnapshot } from "./local-decision";
import { batchBody, scanBatches } from "./queue";
import {
  markSent,
  pendingScans,
  readDevice,
  readSnapshot,
  saveDevice,
  saveSnapshot,
  type SnapshotRecord,
} from "./store";

// The door app's exchanges with the server, each safe to repeat: the snapshot refreshed with its
// cursor (only what changed since), and the scans not yet accepted sent in batches, each scan
// with its nonce, so a batch sent twice (the answer lost on the way) is answered the same.

/** The server no longer knows this device's session (signed out, or signed out from the console). */
export class SignedOut extends Error {}

/** The server's refusal of a batch naming another device than the caller's session. */
const WRONG_DEVICE = "errors.door.wrongDevice";

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

/**
 * Which device this session is now, as the server says, kept in the store (the name the phone
 * already holds when the new session has none yet). Throws SignedOut when the session is gone.
 */
async function currentDevice(): Promise<string | null> {
  const answer = await call(DEVICE_ROUTES.get, {});
  if (!ok(answer)) {
    const error = refusal(answer);
    if (error instanceof SignedOut) throw error;
    return null;
  }
  const held = await readDevice();
  const name = answer.payload.name ?? held?.name;
  if (name) await saveDevice({ deviceId: answer.payload.deviceId, name });
  return answer.payload.deviceId;
}

/**
 * Sends every scan the server has not answered yet and records its answers. Each batch goes
 * under the device this session is now (the store's), whatever sign-in queued its scans, so a
 * phone signed out and in again still sends what it holds. A scan the server refused alone (its
 * time not one to believe) leaves the queue with its refusal, like an accepted one. Answers the
 * server's answers. Stops when the network or the session is gone; the scans not answered stay
 * pending and go with the next try.
 */
export async function sendPending(): Promise<ScanResultView[]> {
  const answered: ScanResultView[] = [];
  const pending = await pendingScans();
  if (!pending.length) return answered;
  let deviceId = (await readDevice())?.deviceId ?? (await currentDevice());
  if (!deviceId) return answered;
  for (const batch of scanBatches(pending)) {
    let answer = await call(DOOR_ROUTES.scans, { body: batchBody(batch, deviceId) });
    if (answer.status === "CONFLICT" && answer.code === WRONG_DEVICE) {
      // This session is another device than the one stored (a sign-in since the app opened):
      // ask which, and send again as it.
      const current = await currentDevice();
      if (current && current !== deviceId) {
        deviceId = current;
        answer = await call(DOOR_ROUTES.scans, { body: batchBody(batch, deviceId) });
      }
    }
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
