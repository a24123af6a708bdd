"use client";

import { useEffect, useRef } from "react";
import {
  answerText,
  answerTone,
  nextStep,
  type ShownAnswer,
  type Tone,
} from "@/lib/door/client/answer-text";
import { useT } from "../locale-provider";

const TONE_CLASS: Record<Tone, string> = {
  yes: "bg-green-700 text-white",
  no: "bg-red-700 text-white",
  elsewhere: "bg-amber-400 text-black",
};

/**
 * The answer to a scan over the whole screen, in letters read at arm's length, in the colour of
 * what to do: green let in, red do not, amber another event, another day or a number this phone
 * does not hold; under it, what to do next. A scan on another day offers "Admit anyway". "Next
 * scan" (or Escape, or a tap anywhere) returns to the scanner; the camera's next code replaces it.
 */
export function ScanAnswer({
  answer,
  onClose,
  onAdmitAnyway,
}: {
  answer: ShownAnswer;
  onClose: () => void;
  /** Staff confirm letting a code in on a day that is not the event's. */
  onAdmitAnyway: (nonce: string) => void;
}) {
  const { t, locale } = useT();
  const next = useRef<HTMLButtonElement>(null);
  const tone = answerTone(answer);
  const { headline, lines } = answerText(t, locale, answer);
  const then = nextStep(t, locale, answer);

  useEffect(() => {
    next.current?.focus();
  }, [answer.nonce]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <section
      role="region"
      aria-label={t("door.result.region")}
      data-tone={tone}
      className={`fixed inset-0 z-50 flex flex-col justify-between gap-6 overflow-y-auto p-6 ${TONE_CLASS[tone]}`}
      onClick={onClose}
    >
      <div className="flex flex-1 flex-col justify-center gap-4">
        <p role="alert" className="text-4xl leading-tight font-extrabold sm:text-6xl">
          {headline}
        </p>
        {lines.map((line, i) => (
          <p key={i} className="text-2xl font-semibold sm:text-3xl">
            {line}
          </p>
        ))}
        {then && <p className="text-2xl font-bold underline sm:text-3xl">{then}</p>}
      </div>
      {answer.result === "WRONG_DAY" && (
        <button
          type="button"
          className="btn min-h-16 w-full border-2 border-current bg-white text-2xl text-black"
          onClick={(e) => {
            e.stopPropagation();
            onAdmitAnyway(answer.nonce);
          }}
        >
          {t("door.result.admitAnyway")}
        </button>
      )}
      <button
        ref={next}
        type="button"
        className="btn min-h-16 w-full border-2 border-current bg-white/15 text-2xl"
        onClick={onClose}
      >
        {t("door.result.next")}
      </button>
    </section>
  );
}
