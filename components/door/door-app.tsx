"use client";

import { useCallback, useEffect, useState } from "react";
import { readSessionFlags } from "@/lib/cart/browser-state";
import { registerDoorWorker } from "@/lib/door/client/worker";
import {
  readDevice,
  readSelection,
  readSnapshot,
  type DeviceRecord,
  type Selection,
} from "@/lib/door/client/store";
import { useT } from "../locale-provider";
import { DeviceNameForm, nameServerDevice, useServerDevice } from "./device-name-form";
import { DoorScanner } from "./door-scanner";
import { EventGatePicker } from "./event-gate-picker";

/** Accounts that may use the door: staff, and organisers (who run the door on a quiet night). */
const DOOR_ROLES = new Set(["staff", "organiser"]);

/**
 * Whether this page was reached by the site's in-page navigation (the login form sends staff
 * here without loading a page) rather than loaded as the door page itself. The document is then
 * still the one first loaded, with that page's permissions: only the door page may use the
 * camera, so the door loads itself once as its own page.
 */
function reachedInPage(): boolean {
  const first = performance.getEntriesByType("navigation")[0]?.name;
  if (!first) return false;
  const path = new URL(first).pathname.replace(/\/$/, "");
  return path !== "/door" && path !== "/ar/door" && path !== "/en/door";
}

type Phase =
  | { name: "loading" }
  | { name: "signedOut" }
  | { name: "needsNetwork" }
  | { name: "nameDevice"; deviceId: string }
  | { name: "pick"; device: DeviceRecord; back?: Selection }
  | { name: "scan"; device: DeviceRecord; selection: Selection };

/**
 * The door app: sign-in check, the device's name, the event and gate, then the scanner. Each step
 * reads what the device already holds (IndexedDB) first, so a device set up once opens straight
 * to the scanner with no network.
 */
export function DoorApp() {
  const { t, href } = useT();
  const [phase, setPhase] = useState<Phase>({ name: "loading" });
  const serverDevice = useServerDevice();

  const start = useCallback(async () => {
    const [device, selection, session] = await Promise.all([
      readDevice(),
      readSelection(),
      readSessionFlags(),
    ]);
    if (!DOOR_ROLES.has(session.role ?? "")) {
      setPhase({ name: "signedOut" });
      return;
    }
    // Online: the server says which device this session is (a new sign-in is a new device).
    const fresh = await serverDevice();
    if (fresh === "signedOut") {
      setPhase({ name: "signedOut" });
      return;
    }
    if (fresh && !fresh.name) {
      // Signed in again on a phone named before: the new session takes the phone's name.
      const renamed = device && (await nameServerDevice(device.name));
      if (!renamed) {
        setPhase({ name: "nameDevice", deviceId: fresh.deviceId });
        return;
      }
      fresh.name = renamed.name;
      fresh.deviceId = renamed.deviceId;
    }
    const known = fresh && fresh.name ? { deviceId: fresh.deviceId, name: fresh.name } : device;
    if (!known) {
      setPhase({ name: "needsNetwork" });
      return;
    }
    if (selection && (await readSnapshot(selection.eventId)))
      setPhase({ name: "scan", device: known, selection });
    else setPhase({ name: "pick", device: known });
  }, [serverDevice]);

  useEffect(() => {
    if (reachedInPage()) {
      window.location.reload();
      return;
    }
    registerDoorWorker();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's store and the server are external state
    void start();
  }, [start]);

  switch (phase.name) {
    case "loading":
      return <p role="status">{t("door.loading")}</p>;
    case "signedOut":
      return (
        <section aria-labelledby="door-signin" className="card p-6">
          <h2 id="door-signin" className="text-xl font-bold">
            {t("door.signIn.heading")}
          </h2>
          <p className="mt-2">{t("door.signIn.body")}</p>
          <a
            className="mt-4 btn-primary"
            href={`${href("/login")}?callbackUrl=${encodeURIComponent(href("/door"))}`}
          >
            {t("door.signIn.link")}
          </a>
        </section>
      );
    case "needsNetwork":
      return (
        <div className="card p-6">
          <p role="alert">{t("door.signIn.offline")}</p>
          <button type="button" className="mt-4 btn-secondary" onClick={() => void start()}>
            {t("door.setup.reload")}
          </button>
        </div>
      );
    case "nameDevice":
      return (
        <DeviceNameForm
          onNamed={(device) => setPhase({ name: "pick", device })}
          deviceId={phase.deviceId}
        />
      );
    case "pick":
      return (
        <EventGatePicker
          device={phase.device}
          onPicked={(selection) => setPhase({ name: "scan", device: phase.device, selection })}
          onBack={
            phase.back
              ? () => setPhase({ name: "scan", device: phase.device, selection: phase.back! })
              : undefined
          }
        />
      );
    case "scan":
      return (
        <DoorScanner
          device={phase.device}
          selection={phase.selection}
          onChange={() => setPhase({ name: "pick", device: phase.device, back: phase.selection })}
        />
      );
  }
}
