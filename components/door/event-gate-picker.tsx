"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { call } from "@/lib/http/client";
import { DOOR_ROUTES } from "@/lib/door/api";
import type { DoorEvent } from "@/lib/door/resource";
import {
  allSnapshots,
  readSelection,
  readSnapshot,
  saveSelection,
  type DeviceRecord,
  type Selection,
} from "@/lib/door/client/store";
import { isOffline, refreshSnapshot } from "@/lib/door/client/sync";
import { FormError } from "../account/form-error";
import { SubmitButton } from "../forms/form-field";
import { isolate } from "@/lib/i18n/isolate";
import { useT } from "../locale-provider";

/** The longest gate name the scans may carry. */
const GATE_MAX = 60;

/** The choice as typed: the event's id ("" before one is chosen) and the gate's name. */
type Values = { eventId: string; gate: string };

/** The form's rules, each with the words it says (the first failed one is shown). */
const pickRules = (say: { eventRequired: string; gateRequired: string }) =>
  z.object({
    eventId: z.string().refine((v) => Boolean(Number(v)), { error: say.eventRequired }),
    gate: z.string().refine((v) => v.trim() !== "", { error: say.gateRequired }),
  });

/**
 * The event this device admits people to and the gate it stands at; starting downloads the
 * event's snapshot, so the device can decide alone from then on. With no network, the events
 * already downloaded on this device are offered (each starts from what it holds), and "Back to
 * scanning" returns to the event and gate left.
 */
export function EventGatePicker({
  device,
  onPicked,
  onBack,
}: {
  device: DeviceRecord;
  onPicked: (selection: Selection) => void;
  /** Back to the scanner as it was (offered when the device was scanning before). */
  onBack?: () => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  // The list is this device's downloaded events: the server could not be reached.
  const [offline, setOffline] = useState(false);
  const rules = useMemo(
    () =>
      pickRules({
        eventRequired: t("door.setup.eventRequired"),
        gateRequired: t("door.setup.gateRequired"),
      }),
    [t],
  );
  // The check's message is shown where the download's is, above the button, until the next try.
  const form = useForm<Values>({
    resolver: zodResolver(rules),
    defaultValues: { eventId: "", gate: "" },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  // The select shows the chosen event once the list has come (a held choice is known before).
  const eventId = useWatch({ control: form.control, name: "eventId" });
  const [failed, setFailed] = useState<string | null>(null);
  const problem = errors.eventId?.message ?? errors.gate?.message ?? failed;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      const held = await readSelection();
      if (held && live) {
        form.setValue("eventId", String(held.eventId));
        form.setValue("gate", held.gate);
      }
      try {
        const answer = await call(DOOR_ROUTES.events, {});
        if (!live) return;
        if (answer.status !== "OK") throw new Error(answer.status);
        setEvents(answer.payload.events);
        setOffline(false);
        setFailed(null);
        form.clearErrors();
      } catch {
        if (!live) return;
        // No network: the events downloaded here, each decided from what the device holds.
        const held = (await allSnapshots()).map((r) => r.snapshot.event);
        if (!live) return;
        if (held.length) {
          setEvents(held.toSorted((a, b) => a.startsAt.localeCompare(b.startsAt)));
          setOffline(true);
          setFailed(null);
        } else setFailed(t("door.setup.failed"));
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, form, t]);

  async function start(values: Values) {
    setFailed(null);
    try {
      const selection = { eventId: Number(values.eventId), gate: values.gate.trim() };
      try {
        await refreshSnapshot(selection.eventId);
      } catch (error) {
        // offline: an event downloaded before starts from what this device holds
        if (!isOffline(error) || !(await readSnapshot(selection.eventId))) throw error;
      }
      await saveSelection(selection);
      onPicked(selection);
    } catch {
      setFailed(t("door.setup.failed"));
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
      {offline && (
        <p role="status" className="mt-4 font-semibold">
          {t("door.setup.offlineChoice")}
        </p>
      )}
      <form className="mt-4 space-y-4" noValidate onSubmit={form.handleSubmit(start)}>
        <div>
          <label htmlFor={`${id}-event`} className="field-label">
            {t("door.setup.event")}
          </label>
          <select
            id={`${id}-event`}
            className="field-input"
            {...form.register("eventId")}
            value={eventId}
          >
            <option value="">{t("door.setup.chooseEvent")}</option>
            {/* an English name or date on an Arabic page keeps its own order */}
            {(events ?? []).map((event) => (
              <option key={event.eventId} value={event.eventId}>
                {isolate((locale === "ar" && event.nameAr) || event.name, locale)},{" "}
                {isolate((locale === "ar" && event.dateTextAr) || event.dateText, locale)}
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
            maxLength={GATE_MAX}
            {...form.register("gate")}
            aria-describedby={`${id}-gate-hint`}
            autoComplete="off"
          />
          <p id={`${id}-gate-hint`} className="mt-1 text-sm text-ink-soft">
            {t("door.setup.gateHint")}
          </p>
        </div>
        <FormError message={problem} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            busy={isSubmitting}
            label={t("door.setup.start")}
            busyLabel={t("door.setup.downloading")}
          />
          {problem && !events && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("door.setup.reload")}
            </button>
          )}
          {onBack && (
            <button type="button" className="btn-secondary" onClick={onBack}>
              {t("door.setup.backToScanning")}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
