import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { DoorSnapshot, ScanResultView } from "../resource";
import type { Decision, DoorDirection } from "../decide";
import { answeredState } from "./queue";

// What the door app keeps on the device (IndexedDB), so it decides alone with no network and
// loses nothing when the page closes: the device (its id and name), the event and gate chosen,
// each event's snapshot with its refresh cursor, and every scan made here, stored before its
// answer is shown and kept after the server accepted it (its answer beside it).

/** The device as the server knows it: the id of this browser's session and the name given it. */
export type DeviceRecord = { deviceId: string; name: string };

/** The event being admitted and the gate this device stands at. */
export type Selection = { eventId: number; gate: string };

/** An event's snapshot as last merged, with the cursor that asks only for what changed since. */
export type SnapshotRecord = {
  eventId: number;
  cursor: string;
  /** The entity tag of the last answer, sent back to be told "nothing changed". */
  etag: string | null;
  /** When the device last had an answer from the server (full or changes). */
  refreshedAt: string;
  snapshot: DoorSnapshot;
};

export type ScanRecord = {
  nonce: string;
  eventId: number;
  gate: string;
  deviceId: string;
  code: string;
  scannedAt: string;
  direction: DoorDirection;
  /** Staff confirmed letting the code in on a day that is not the event's ("Admit anyway"). */
  dayConfirmed?: boolean;
  /** The admission key (ticket id or vendor pass), null for a code that did not verify. */
  key: string | null;
  /** What the device decided and showed. */
  local: Decision;
  /**
   * "pending" until the server answered it: "sent" once stored there, "refused" when the server
   * refused it alone (its time not one to believe) and will never store it, so it is not sent
   * again.
   */
  state: "pending" | "sent" | "refused";
  /** The server's answer, once it has one. */
  server: ScanResultView | null;
  /** When the server's answer came. */
  receivedAt: string | null;
};

interface DoorDb extends DBSchema {
  settings: { key: string; value: DeviceRecord | Selection };
  snapshots: { key: number; value: SnapshotRecord };
  scans: {
    key: string;
    value: ScanRecord;
    indexes: { state: string; eventId: number };
  };
}

const DB_NAME = "door";
const DB_VERSION = 1;

let opened: Promise<IDBPDatabase<DoorDb>> | undefined;

function db(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore("settings");
      database.createObjectStore("snapshots", { keyPath: "eventId" });
      const scans = database.createObjectStore("scans", { keyPath: "nonce" });
      scans.createIndex("state", "state");
      scans.createIndex("eventId", "eventId");
    },
  });
  return opened;
}

export async function readDevice(): Promise<DeviceRecord | null> {
  return ((await (await db()).get("settings", "device")) as DeviceRecord | undefined) ?? null;
}

export async function saveDevice(device: DeviceRecord): Promise<void> {
  await (await db()).put("settings", device, "device");
}

export async function readSelection(): Promise<Selection | null> {
  return ((await (await db()).get("settings", "selection")) as Selection | undefined) ?? null;
}

export async function saveSelection(selection: Selection): Promise<void> {
  await (await db()).put("settings", selection, "selection");
}

export async function readSnapshot(eventId: number): Promise<SnapshotRecord | null> {
  return (await (await db()).get("snapshots", eventId)) ?? null;
}

export async function saveSnapshot(record: SnapshotRecord): Promise<void> {
  await (await db()).put("snapshots", record);
}

/** Stores a scan; resolves once IndexedDB has committed it (before its answer is shown). */
export async function addScan(scan: ScanRecord): Promise<void> {
  const tx = (await db()).transaction("scans", "readwrite");
  await Promise.all([tx.store.add(scan), tx.done]);
}

/** The event's scans made on this device, oldest first. */
export async function scansOfEvent(eventId: number): Promise<ScanRecord[]> {
  const scans = await (await db()).getAllFromIndex("scans", "eventId", eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Every event's snapshot held here (the events this device may admit to with no network). */
export async function allSnapshots(): Promise<SnapshotRecord[]> {
  return (await db()).getAll("snapshots");
}

/** Replaces a scan stored here (staff confirmed it: decided again, to be sent again). */
export async function replaceScan(scan: ScanRecord): Promise<void> {
  const tx = (await db()).transaction("scans", "readwrite");
  await Promise.all([tx.store.put(scan), tx.done]);
}

/** Scans the server has not accepted yet, oldest first. */
export async function pendingScans(): Promise<ScanRecord[]> {
  const scans = await (await db()).getAllFromIndex("scans", "state", "pending");
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Records the server's answers to scans it accepted or refused, in one transaction. */
export async function markSent(
  answers: { nonce: string; server: ScanResultView }[],
  receivedAt: string,
): Promise<void> {
  const tx = (await db()).transaction("scans", "readwrite");
  for (const { nonce, server } of answers) {
    const scan = await tx.store.get(nonce);
    // an answer to the scan as first sent, before staff confirmed its day: it goes again
    if (scan?.dayConfirmed && server.result === "WRONG_DAY") continue;
    if (scan) await tx.store.put({ ...scan, state: answeredState(server), server, receivedAt });
  }
  await tx.done;
}
