"use client";

import { useEffect, useId, useState } from "react";
import { call } from "@/lib/http/client";
import { DOOR_ROUTES } from "@/lib/door/api";
import type { DoorEvent } from "@/lib/door/resource";
import {
  readSelection,
  saveSelection,
  type DeviceRecord,
  type Selection,
} from "@/lib/door/client/store";
import { refreshSnapshot } from "@/lib/door/client/sync";
import { FormError } from "../account/form-error";
import { useT } from "../locale-provider";

/** The longest gate name the scans may carry. */
const GATE_MAX = 60;

/**
 * The event this device admits people to and the gate it stands at; starting downloads the
 * event's snapshot, so the device can decide alone from then on.
 */
export function EventGatePicker({
  device,
  onPicked,
}: {
  device: DeviceRecord;
  onPicked: (selection: Selection) => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  const [eventId, setEventId] = useState("");
  const [gate, setGate] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      const held = await readSelection();
      if (held && live) {
        setEventId(String(held.eventId));
        setGate(held.gate);
      }
      try {
        const answer = await call(DOOR_ROUTES.events, {});
        if (!live) return;
        if (answer.status !== "OK") throw new Error(answer.status);
        setEvents(answer.payload.events);
        setProblem(null);
      } catch {
        if (live) setProblem(t("door.setup.failed"));
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, t]);

  async function start(e: React.FormEvent) {
    e.preventDefault();
    const chosen = Number(eventId);
    if (!chosen) return setProblem(t("door.setup.eventRequired"));
    if (!gate.trim()) return setProblem(t("door.setup.gateRequired"));
    setBusy(true);
    setProblem(null);
    try {
      const selection = { eventId: chosen, gate: gate.trim() };
      await refreshSnapshot(chosen);
      await saveSelection(selection);
      onPicked(selection);
    } catch {
      setProblem(t("door.setup.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t("door.setup.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t("door.deviceName.saved", { name: device.name })}
      </p>
      {events?.length === 0 && <p className="mt-4">{t("door.setup.noEvents")}</p>}
      <form className="mt-4 space-y-4" noValidate onSubmit={start}>
        <div>
          <label htmlFor={`${id}-event`} className="field-label">
            {t("door.setup.event")}
          </label>
          <select
            id={`${id}-event`}
            className="field-input"
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
          >
            <option value="">{t("door.setup.chooseEvent")}</option>
            {(events ?? []).map((event) => (
              <option key={event.eventId} value={event.eventId}>
                {(locale === "ar" && event.nameAr) || event.name},{" "}
                {(locale === "ar" && event.dateTextAr) || event.dateText}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-gate`} className="field-label">
            {t("door.setup.gate")}
          </label>
          <input
            id={`${id}-gate`}
            className="field-input"
            value={gate}
            maxLength={GATE_MAX}
            onChange={(e) => setGate(e.target.value)}
            aria-describedby={`${id}-gate-hint`}
            autoComplete="off"
          />
          <p id={`${id}-gate-hint`} className="mt-1 text-sm text-ink-soft">
            {t("door.setup.gateHint")}
          </p>
        </div>
        <FormError message={problem} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? t("door.setup.downloading") : t("door.setup.start")}
          </button>
          {problem && !events && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("door.setup.reload")}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
