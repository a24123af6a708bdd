import type { Translator } from "@/lib/i18n/messages";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";
import { KIND_KEYS, STATE_KEYS, type SeatState } from "@/lib/seats/seat-words";

// How a seat looks: its state by shape as well as colour (an Available seat is an empty outline,
// a Selected one carries a tick, an Occupied one is crossed out) and its kind by a symbol (the
// wheelchair, or the companion beside it). The legend draws the same marks beside their words. A
// box's colours by state are the stylesheet's `.seat-look[data-state=...]` (app/globals.css).

/** The international symbol of access: a person in a wheelchair. */
export function WheelchairIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <circle cx="11" cy="3.5" r="2.2" fill="currentColor" />
      <path
        d="M11 7v6.5h5.5l2.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M8.2 10.2a6 6 0 1 0 7.6 8.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A companion: a person with a plus beside them. */
export function CompanionIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <circle cx="9" cy="6" r="3.5" fill="currentColor" />
      <path d="M2 21a7 7 0 0 1 14 0z" fill="currentColor" />
      <path
        d="M19.5 8v7M16 11.5h7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A seat's kind as a symbol, or nothing for a seat for anyone. */
export function KindIcon({ kind, className }: { kind: SeatOnMap["seatKind"]; className: string }) {
  if (kind === "WHEELCHAIR") return <WheelchairIcon className={className} />;
  if (kind === "COMPANION") return <CompanionIcon className={className} />;
  return null;
}

/** The tick of a Selected seat. */
export function TickMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M4 12.5l5 5L20 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The cross over an Occupied seat, corner to corner. */
export function CrossMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      preserveAspectRatio="none"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 3l18 18M21 3L3 21" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

/** A seat as the legend draws it: its box in a state, its mark and, for a kind, its symbol. */
function Swatch({ state, kind = "STANDARD" }: { state: SeatState; kind?: SeatOnMap["seatKind"] }) {
  return (
    <span
      className="seat-look relative flex size-6 shrink-0 items-center justify-center rounded border-2"
      data-state={state}
    >
      {state === "Selected" && <TickMark className="size-4" />}
      {state === "Occupied" && <CrossMark className="absolute inset-0 size-full" />}
      <KindIcon kind={kind} className="size-4" />
    </span>
  );
}

/**
 * The legend: Available, Selected, Occupied as the grid draws them, then the wheelchair spaces and
 * companion seats when the hall has them. In the page's language and direction.
 */
export function SeatLegend({
  t,
  kinds,
}: {
  t: Translator;
  kinds: readonly ("WHEELCHAIR" | "COMPANION")[];
}) {
  return (
    <ul
      className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm"
      aria-label={t("seats.legendLabel")}
    >
      {(["Available", "Selected", "Occupied"] as const).map((state) => (
        <li key={state} className="flex items-center gap-2" data-legend={state}>
          <Swatch state={state} /> {t(STATE_KEYS[state])}
        </li>
      ))}
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2" data-legend={kind}>
          <Swatch state="Available" kind={kind} /> {t(KIND_KEYS[kind])}
        </li>
      ))}
    </ul>
  );
}
