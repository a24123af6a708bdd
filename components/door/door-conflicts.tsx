"use client";

import type { DoorSnapshot } from "@/lib/door/resource";
import { clockTime } from "@/lib/door/client/answer-text";
import type { ScanRecord } from "@/lib/door/client/store";
import { useT } from "../locale-provider";

type Conflict = { ticketId: string; seat: string; admissions: { at: string; gate: string }[] };

/**
 * Tickets two devices admitted without knowing of each other: the server's list (every device's
 * conflicts on the event), with this device's own scans the server answered CONFLICT and that
 * list does not hold yet.
 */
export function conflictsOf(
  snapshot: DoorSnapshot | null,
  scans: readonly ScanRecord[],
): Conflict[] {
  const found = new Map<string, Conflict>();
  for (const c of snapshot?.conflicts ?? [])
    found.set(c.ticketId, {
      ticketId: c.ticketId,
      seat: c.seatLabel,
      admissions: c.scans.map((s) => ({ at: s.at, gate: s.gate })),
    });
  for (const scan of scans) {
    const server = scan.server;
    if (server?.result !== "CONFLICT" || !server.ticketId || found.has(server.ticketId)) continue;
    const earlier =
      server.firstAdmittedAt && server.firstGate
        ? [{ at: server.firstAdmittedAt, gate: server.firstGate }]
        : [];
    found.set(server.ticketId, {
      ticketId: server.ticketId,
      seat: server.seatLabel ?? scan.local.seat ?? "",
      admissions: [...earlier, { at: scan.scannedAt, gate: scan.gate }].sort((a, b) =>
        a.at.localeCompare(b.at),
      ),
    });
  }
  return [...found.values()];
}

/** The "Conflicts" list, shown once there is one. */
export function DoorConflicts({ conflicts }: { conflicts: Conflict[] }) {
  const { t, locale } = useT();
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="door-conflicts" className="rounded-xl border-2 border-red-700 p-4">
      <h2 id="door-conflicts" className="text-xl font-bold text-red-800">
        {t("door.conflicts.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("door.conflicts.intro")}</p>
      <ul aria-label={t("door.conflicts.heading")} className="mt-3 space-y-2">
        {conflicts.map((c) => (
          <li key={c.ticketId} className="font-semibold">
            {t("door.conflicts.item", {
              seat: c.seat,
              admissions: c.admissions
                .map((a) =>
                  t("door.conflicts.admission", { time: clockTime(a.at, locale), gate: a.gate }),
                )
                .join(locale === "ar" ? "، " : ", "),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
