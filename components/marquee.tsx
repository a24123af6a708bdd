"use client";

import { useState } from "react";
import { useT } from "./locale-provider";

/**
 * A scrolling line of text (CSS animation). It pauses on hover and while something in it has focus,
 * stays still for reduced motion, and a Pause / Play button beside it stops and restarts it for as
 * long as the visitor wants.
 */
export function Marquee({ label, text }: { label?: string; text: string }) {
  const { t } = useT();
  const [paused, setPaused] = useState(false);
  const content = label ? `${label} ${text}` : text;
  return (
    <div
      className="marquee flex items-center border-y border-gold/30 bg-night text-sand-100"
      data-testid="marquee"
      data-paused={paused || undefined}
    >
      <div className="min-w-0 flex-1 overflow-hidden py-2.5">
        <p className="sr-only">{content}</p>
        <div className="marquee-track flex w-max whitespace-nowrap" aria-hidden="true">
          {[0, 1].map((copy) => (
            <span key={copy} className="px-8 font-medium">
              {label && <strong className="me-2 text-gold-light">{label}</strong>}
              {text}
              <span className="mx-8 text-gold-light">✦</span>
              {label && <strong className="me-2 text-gold-light">{label}</strong>}
              {text}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        title={paused ? t("marquee.play") : t("marquee.pause")}
        className="mx-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-gold/50 px-3 text-sm font-semibold text-sand-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-light motion-reduce:hidden"
      >
        <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
        {paused ? t("marquee.playShort") : t("marquee.pauseShort")}
      </button>
    </div>
  );
}
