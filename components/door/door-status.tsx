"use client";

import { clockTime } from "@/lib/door/client/answer-text";
import { useT } from "../locale-provider";

/**
 * What the device knows of its link to the server: online or offline, when the snapshot was last
 * refreshed, how many scans wait to be sent and how many the server refused (not sent again),
 * with "Sync now".
 */
export function DoorStatus({
  online,
  refreshedAt,
  waiting,
  refused,
  syncing,
  title,
  device,
  onSync,
}: {
  online: boolean;
  refreshedAt: string | null;
  waiting: number;
  /** This event's scans the server refused alone (their time not one to believe). */
  refused: number;
  syncing: boolean;
  title: string;
  device: string;
  onSync: () => void;
}) {
  const { t, locale } = useT();
  const connection = online ? t("door.status.online") : t("door.status.offline");
  const waitingText = t("door.status.waiting", { count: waiting });
  return (
    <section aria-label={t("door.status.label")} className="space-y-2 card p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-sm text-ink-soft">{t("door.deviceName.saved", { name: device })}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          role="status"
          aria-label={connection}
          className={`rounded-full px-3 py-1 text-sm font-bold ${online ? "bg-green-100 text-green-900" : "bg-amber-200 text-amber-950"}`}
        >
          {connection}
        </p>
        <p role="status" aria-label={waitingText} className="font-semibold">
          {waitingText}
        </p>
        {refused > 0 && (
          <p className="font-semibold text-red-800">
            {t("door.status.refused", { count: refused })}
          </p>
        )}
        {refreshedAt && (
          <p className="text-sm text-ink-soft">
            {t("door.status.lastRefresh", { time: clockTime(refreshedAt, locale) })}
          </p>
        )}
        <button
          type="button"
          className="ms-auto btn-secondary"
          onClick={onSync}
          disabled={syncing}
          aria-busy={syncing}
        >
          {syncing ? t("door.status.syncing") : t("door.status.syncNow")}
        </button>
      </div>
    </section>
  );
}
