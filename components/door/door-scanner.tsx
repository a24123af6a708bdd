"use client";

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { ScanResultView } from "@/lib/door/resource";
import type { DoorDirection } from "@/lib/door/decide";
import { admissionKey, type Decision } from "@/lib/door/decide";
import { codeVerifier, type CodeVerifier } from "@/lib/door/verify";
import {
  answerTone,
  NOT_ON_LIST,
  shownDecision,
  shownServerAnswer,
  type ShownAnswer,
} from "@/lib/door/client/answer-text";
import { signal } from "@/lib/door/client/feedback";
import { decideLocally, shortCodePayload } from "@/lib/door/client/local-decision";
import { preloadDecoder } from "@/lib/door/client/qr-reader";
import {
  addScan,
  pendingScans,
  readSnapshot,
  replaceScan,
  scansOfEvent,
  type DeviceRecord,
  type ScanRecord,
  type Selection,
  type SnapshotRecord,
} from "@/lib/door/client/store";
import { isOffline, refreshSnapshot, sendPending, SignedOut } from "@/lib/door/client/sync";
import { keepLoadedFiles } from "@/lib/door/client/worker";
import { readShortCode } from "@/lib/door/short-code";
import type { DoorSnapshot } from "@/lib/door/resource";
import { isolate } from "@/lib/i18n/isolate";
import { useT } from "../locale-provider";
import { CameraScan } from "./camera-scan";
import { DoorConflicts, conflictsOf } from "./door-conflicts";
import { DoorStatus } from "./door-status";
import { ScanAnswer } from "./scan-answer";
import { CODE_MAX, TypedCodeForm } from "./typed-code-form";

function subscribeNetwork(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}
const browserOnline = () => navigator.onLine;
const serverOnline = () => true;

/** While online, the device sends its scans and refreshes the snapshot this often. */
const SYNC_EVERY_MS = 30_000;
/** The short code a text is, when it is one typed right (a QR code's text is not). */
function shortCodeOf(text: string): string | null {
  const read = readShortCode(text);
  return read && "shortCode" in read ? read.shortCode : null;
}

/** The event's date line, for "Not today: Saturday July 5". */
const eventDateOf = (snapshot: DoorSnapshot) => ({
  dateText: snapshot.event.dateText,
  dateTextAr: snapshot.event.dateTextAr,
});

/**
 * The scanner: every code (camera or typed) is verified on the device, decided against the
 * snapshot and this device's own scans, stored with its nonce, and only then answered. Scans go
 * to the server in batches while online (at once after a scan, every 30 seconds, and when the
 * network comes back), and the snapshot is refreshed with what changed.
 */
export function DoorScanner({
  device,
  selection,
  onChange,
}: {
  device: DeviceRecord;
  selection: Selection;
  onChange: () => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [record, setRecord] = useState<SnapshotRecord | null>(null);
  const [scans, setScans] = useState<ScanRecord[]>([]);
  // Every event's scans waiting to be sent: the count stays in view whatever event is chosen.
  const [waiting, setWaiting] = useState(0);
  // Scans staff admitted anyway on another day: an answer to their first sending is not shown.
  const confirmed = useRef(new Set<string>());
  const networkUp = useSyncExternalStore(subscribeNetwork, browserOnline, serverOnline);
  // The browser may say online while the server cannot be reached (a venue's Wi-Fi with no way
  // out): the last exchange's outcome counts too.
  const [reachable, setReachable] = useState(true);
  const online = networkUp && reachable;
  const [syncing, setSyncing] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const [direction, setDirection] = useState<DoorDirection>("IN");
  const [newConflict, setNewConflict] = useState<string | null>(null);
  const [newRefusals, setNewRefusals] = useState(0);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const verifier = useRef<{ key: string; verifier: Promise<CodeVerifier> } | null>(null);
  // Scans are decided one after the other: each sees the one before it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const syncRunning = useRef(false);
  const syncAgain = useRef(false);
  const { eventId, gate } = selection;

  const reload = useCallback(async () => {
    const [held, made, pending] = await Promise.all([
      readSnapshot(eventId),
      scansOfEvent(eventId),
      pendingScans(),
    ]);
    setRecord(held);
    setScans(made);
    setWaiting(pending.length);
    return { held, made };
  }, [eventId]);

  /**
   * Shows the server's answers: a conflict, or scans it refused (a wrong clock), are announced,
   * and replace the answer on screen.
   */
  const applyAnswers = useCallback((answers: ScanResultView[]) => {
    const conflict = answers.find((a) => a.result === "CONFLICT");
    if (conflict) setNewConflict(conflict.seatLabel ?? "");
    const refused = answers.filter((a) => a.result === "REFUSED").length;
    if (refused) setNewRefusals(refused);
    setAnswer((shown) => {
      const mine =
        shown &&
        answers.find(
          (a) =>
            a.nonce === shown.nonce &&
            !(a.result === "WRONG_DAY" && confirmed.current.has(a.nonce)),
        );
      return shown && mine && mine.result !== shown.result ? shownServerAnswer(shown, mine) : shown;
    });
  }, []);

  const sync = useCallback(async () => {
    // A scan made while an exchange is under way is sent by another round right after it.
    if (syncRunning.current) {
      syncAgain.current = true;
      return;
    }
    syncRunning.current = true;
    setSyncing(true);
    try {
      do {
        syncAgain.current = false;
        applyAnswers(await sendPending());
        await refreshSnapshot(eventId);
        setReachable(true);
        setSignedOut(false);
      } while (syncAgain.current);
    } catch (error) {
      if (error instanceof SignedOut) setSignedOut(true);
      else if (isOffline(error)) setReachable(false);
    } finally {
      syncRunning.current = false;
      setSyncing(false);
      await reload();
    }
  }, [applyAnswers, eventId, reload]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's store is external state
    void reload();
    void preloadDecoder().then(() => keepLoadedFiles());
    const goOnline = () => void sync();
    window.addEventListener("online", goOnline);
    if (navigator.onLine) void sync();
    const timer = setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener("online", goOnline);
      clearInterval(timer);
    };
  }, [reload, sync]);

  const verify = useCallback(async (publicKey: string, text: string) => {
    if (verifier.current?.key !== publicKey)
      verifier.current = { key: publicKey, verifier: codeVerifier(publicKey) };
    return (await verifier.current.verifier).verify(text);
  }, []);

  /** What a code names: a short code through the phone's list, a QR code's text verified. */
  const payloadOf = useCallback(
    async (snapshot: DoorSnapshot, code: string) => {
      const shortCode = shortCodeOf(code);
      return shortCode
        ? shortCodePayload(snapshot, shortCode)
        : await verify(snapshot.publicKey, code).catch(() => null);
    },
    [verify],
  );

  /** A decision stored: shown with its sound, the scans read again, and sent while online. */
  const answerAndSend = useCallback(
    async (nonce: string, decision: Decision, snapshot: DoorSnapshot) => {
      const shown = shownDecision(nonce, decision, eventDateOf(snapshot));
      setAnswer(shown);
      signal(answerTone(shown) === "yes");
      await reload();
      if (navigator.onLine) void sync();
    },
    [reload, sync],
  );

  const scan = useCallback(
    (raw: string) => {
      const text = raw.trim().slice(0, CODE_MAX);
      if (!text) return;
      queue.current = queue.current.then(async () => {
        const { held, made } = await reload();
        if (!held) return;
        // A short code typed is looked up in the phone's list; one it does not hold is not a
        // scan (nothing stored): sync, or scan the QR code.
        const shortCode = shortCodeOf(text);
        const payload = await payloadOf(held.snapshot, text);
        if (shortCode && !payload) {
          setAnswer({
            nonce: crypto.randomUUID(),
            result: NOT_ON_LIST,
            seat: null,
            first: null,
            otherEvent: null,
            vendor: null,
            refusal: null,
          });
          signal(false);
          if (navigator.onLine) void sync();
          return;
        }
        const at = new Date().toISOString();
        const decision = decideLocally(
          { snapshot: held.snapshot, refreshedAt: held.refreshedAt, scans: made },
          payload,
          { at, gate, deviceId: device.deviceId, direction },
        );
        const nonce = crypto.randomUUID();
        // Stored before it is shown: a scan the screen answered is never lost.
        await addScan({
          nonce,
          eventId,
          gate,
          deviceId: device.deviceId,
          code: shortCode ?? text,
          scannedAt: at,
          direction,
          key: payload ? admissionKey(payload) : null,
          local: decision,
          state: "pending",
          server: null,
          receivedAt: null,
        });
        await answerAndSend(nonce, decision, held.snapshot);
      });
    },
    [answerAndSend, device.deviceId, direction, eventId, gate, payloadOf, reload, sync],
  );

  /**
   * Staff let in a code scanned on a day that is not the event's: the same scan (its nonce) is
   * decided again as any other, stored in place of the amber one and sent again, confirmed.
   */
  const admitAnyway = useCallback(
    (nonce: string) => {
      queue.current = queue.current.then(async () => {
        const { held, made } = await reload();
        const first = made.find((s) => s.nonce === nonce);
        if (!held || !first || first.local.result !== "WRONG_DAY") return;
        const payload = await payloadOf(held.snapshot, first.code);
        const decision = decideLocally(
          {
            snapshot: held.snapshot,
            refreshedAt: held.refreshedAt,
            scans: made.filter((s) => s.nonce !== nonce),
          },
          payload,
          {
            at: first.scannedAt,
            gate: first.gate,
            deviceId: first.deviceId,
            direction: first.direction,
            dayConfirmed: true,
          },
        );
        confirmed.current.add(nonce);
        await replaceScan({
          ...first,
          dayConfirmed: true,
          local: decision,
          state: "pending",
          server: null,
          receivedAt: null,
        });
        await answerAndSend(nonce, decision, held.snapshot);
      });
    },
    [answerAndSend, payloadOf, reload],
  );

  const closeAnswer = useCallback(() => {
    setAnswer(null);
    codeInput.current?.focus();
  }, []);

  const conflicts = useMemo(() => conflictsOf(record?.snapshot ?? null, scans), [record, scans]);
  const refused = scans.filter((s) => s.state === "refused").length;
  const event = record?.snapshot.event;
  const eventName = event ? (locale === "ar" && event.nameAr) || event.name : "";

  return (
    <div className="space-y-5">
      <DoorStatus
        online={online}
        refreshedAt={record?.refreshedAt ?? null}
        waiting={waiting}
        refused={refused}
        syncing={syncing}
        // the event's name and the gate typed in another script each keep their own order
        title={t("door.status.eventGate", {
          event: isolate(eventName, locale),
          gate: isolate(gate, locale),
        })}
        device={device.name}
        onSync={() => void sync()}
      />
      {signedOut && <p role="alert">{t("door.status.signedOut")}</p>}
      {newConflict !== null && (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 font-bold text-red-900">
          {t("door.conflicts.new", { seat: newConflict })}
        </p>
      )}
      {newRefusals > 0 && (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 font-bold text-red-900">
          {t("door.status.refusedNew", { count: newRefusals })}
        </p>
      )}
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="field-label">{t("door.scan.direction")}</legend>
        {(["IN", "OUT"] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 font-semibold">
            <input
              type="radio"
              name={`${id}-direction`}
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
              className="size-5"
            />
            {value === "IN" ? t("door.scan.in") : t("door.scan.out")}
          </label>
        ))}
      </fieldset>
      <CameraScan onCode={scan} />
      <TypedCodeForm onCode={scan} inputRef={codeInput} />
      <DoorConflicts conflicts={conflicts} />
      <button type="button" className="btn-secondary" onClick={onChange}>
        {t("door.setup.change")}
      </button>
      {answer && <ScanAnswer answer={answer} onClose={closeAnswer} onAdmitAnyway={admitAnyway} />}
    </div>
  );
}
