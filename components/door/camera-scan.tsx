"use client";

import { useEffect, useRef, useState } from "react";
import { frameReader } from "@/lib/door/client/qr-reader";
import { keepLoadedFiles } from "@/lib/door/client/worker";
import { useT } from "../locale-provider";

/** How often a frame is read. */
const READ_EVERY_MS = 200;
/** The same code read again within this long is the same scan (it is still in front of the lens). */
const SAME_CODE_MS = 4000;

/**
 * The camera's picture (the back camera on a phone) with the codes it shows read one by one.
 * Reading goes on while an answer is on the screen, so the next person's code is read at once;
 * the code just read is ignored while it stays in front of the lens.
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState(false);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: "", at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
        video.current.srcObject = stream;
        await video.current.play();
        const read = await frameReader();
        void keepLoadedFiles();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const code = await read(video.current);
            const now = Date.now();
            if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) latest.current(code);
            if (code) last = { code, at: now };
          } catch {
            // a frame that cannot be read: the next one may
          }
          timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch {
        setProblem(true);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={on ? "btn-secondary w-full" : "btn-gold w-full"}
        aria-pressed={on}
        onClick={() => {
          setProblem(false);
          setOn((value) => !value);
        }}
      >
        {on ? t("door.scan.cameraStop") : t("door.scan.cameraStart")}
      </button>
      {on && (
        <>
          <video
            ref={video}
            aria-label={t("door.scan.cameraLabel")}
            className="aspect-[4/3] w-full rounded-xl bg-black object-cover"
            muted
            playsInline
          />
          <p className="text-sm text-ink-soft">{t("door.scan.cameraHint")}</p>
        </>
      )}
      {problem && <p role="alert">{t("door.scan.cameraUnavailable")}</p>}
    </div>
  );
}
