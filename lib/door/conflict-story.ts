// What happened in a conflict, told from its scans: a scan that reached the server well after it
// was made was held on a phone with no network (offline); one sent at once came from a phone
// online. So the console says "an online device and an offline one", not "two offline devices",
// when one of the two phones was online. Client-safe and pure.

/** The longest a phone with a network takes to send a scan (it sends right after each). */
export const ONLINE_SEND_MS = 2 * 60_000;

/** Whether a scan waited on its phone before it reached the server (the phone was offline). */
export const heldOffline = (scan: { at: string; receivedAt: string }) =>
  Date.parse(scan.receivedAt) - Date.parse(scan.at) > ONLINE_SEND_MS;

/** How the devices of a conflict were: one online and one offline, both offline, both online. */
export type ConflictKind = "oneOffline" | "bothOffline" | "bothOnline";

export function conflictKind(scans: readonly { at: string; receivedAt: string }[]): ConflictKind {
  const offline = scans.filter(heldOffline).length;
  if (offline === 0) return "bothOnline";
  return offline === scans.length ? "bothOffline" : "oneOffline";
}
