import type { Translator } from "@/lib/i18n/messages";
import { areaKindKey } from "@/lib/plans/drawing";
import type { AreaKind } from "@/lib/plans/resource";
import {
  AREA_FILL,
  AreaIcon,
  LOOKS,
  lookName,
  MATCH_OUTLINE,
  MATCH_PATTERN,
  type BoothLook,
} from "./plan-looks";

/**
 * What the colours, patterns and icons mean, in words: every booth look the plan shows, a
 * search's match, and every kind of area on it. HTML beside the drawing, so it reads in the page's
 * direction; its swatches are the drawing's own patterns.
 */
export function PlanLegend({
  t,
  idPrefix,
  looks,
  match,
  kinds,
}: {
  t: Translator;
  idPrefix: string;
  looks: readonly BoothLook[];
  match: boolean;
  kinds: readonly AreaKind[];
}) {
  const swatch = (
    fill: string,
    overlay: string | null,
    options: { dashed?: boolean; outline?: boolean } = {},
  ) => (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="3"
        fill={fill}
        stroke={options.outline ? MATCH_OUTLINE : options.dashed ? "#8a7d72" : "none"}
        strokeWidth={options.outline ? 3 : 1.5}
        strokeDasharray={options.dashed ? "4 3" : undefined}
      />
      {overlay && (
        <rect x="1" y="1" width="22" height="22" rx="3" fill={`url(#${idPrefix}-${overlay})`} />
      )}
    </svg>
  );
  return (
    <div className="mb-3">
      <p id={`${idPrefix}-legend`} className="text-sm font-semibold text-ink-soft">
        {t("plan.legend")}
      </p>
      <ul
        aria-labelledby={`${idPrefix}-legend`}
        className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm"
      >
        {looks.map((look) => (
          <li key={look} className="flex items-center gap-2" data-legend={look}>
            {swatch(LOOKS[look].fill, LOOKS[look].pattern?.id ?? null, {
              dashed: LOOKS[look].dashed,
            })}
            {lookName(t, look)}
          </li>
        ))}
        {match && (
          <li className="flex items-center gap-2" data-legend="MATCH">
            {swatch("#ffffff", MATCH_PATTERN.id, { outline: true })}
            {t("plan.match")}
          </li>
        )}
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center gap-2" data-legend={kind}>
            <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
              <rect x="0" y="0" width="24" height="24" rx="3" fill={AREA_FILL[kind]} />
              <AreaIcon kind={kind} x={4} y={4} size={16} />
            </svg>
            {t(areaKindKey(kind))}
          </li>
        ))}
      </ul>
    </div>
  );
}
