import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { translator, type Translator } from "@/lib/i18n/messages";
import {
  areaKindKey,
  areaLabel,
  areaLayout,
  centreOf,
  drawingMinWidths,
  fitFontSize,
  patternScale,
  rotateAbout,
  textDirection,
  uprightAngle,
  type DrawnBooth,
  type DrawnPlan,
} from "@/lib/plans/drawing";
import { AREA_KINDS } from "@/lib/plans/area-kinds";
import type { PlanArea } from "@/lib/plans/resource";
import { BOOTH_STATUSES, BOOTH_STATUS_PATTERNS } from "@/lib/booths/floor-plan";
import {
  AREA_FILL,
  AreaIcon,
  LOOK_ORDER,
  LOOKS,
  lookName,
  MATCH_OUTLINE,
  MATCH_PATTERN,
  STROKE,
  type BoothLook,
} from "./plan-looks";
import { PlanLegend } from "./plan-legend";
import { PlanZoomBox } from "./plan-zoom-box";

// The event's plan drawn to scale as inline SVG, with its legend, in a box that scrolls and
// zooms. No hooks and no server-only import: the exhibitions page renders it on the server (its
// booth controls are client leaves), the vendors page's map inside its client component.

/**
 * What the drawing shows of a booth besides its place: how it looks (the exhibitions page: its
 * card's status; the vendors page: whether a vendor is there), and its shape made a control
 * (booking it, or showing who is there) or left a picture (`null`).
 */
export type PlanDrawingProps = {
  plan: DrawnPlan;
  locale: Locale;
  /** The drawing's accessible name ("Floor plan of ..."). */
  label: string;
  /** Prefix of the drawing's pattern ids, unique on the page. */
  idPrefix: string;
  look: (booth: DrawnBooth) => BoothLook;
  /** Booths a search found: outlined thick and latticed. */
  highlighted?: ReadonlySet<number>;
  /**
   * The booth as a control wrapping its drawn `shape`, named `name` (the booth, its section and
   * its look), or null for a booth that is only a picture.
   */
  control?: (booth: DrawnBooth, shape: ReactNode, name: string) => ReactNode;
};

/** The plan with its legend above it, in its scrolling and zooming box. */
export function PlanDrawing(props: PlanDrawingProps) {
  const { plan, locale, label, idPrefix, highlighted, look } = props;
  const t = translator(locale);
  const looks = new Set(plan.booths.map(look));
  const kinds = new Set(plan.areas.map((a) => a.kind));
  const scale = patternScale(plan);
  const patterns = [
    ...BOOTH_STATUSES.flatMap((s) => BOOTH_STATUS_PATTERNS[s] ?? []),
    MATCH_PATTERN,
  ];
  return (
    <div>
      <PlanLegend
        t={t}
        idPrefix={idPrefix}
        looks={LOOK_ORDER.filter((l) => looks.has(l))}
        match={(highlighted?.size ?? 0) > 0}
        kinds={AREA_KINDS.filter((k) => kinds.has(k))}
      />
      <PlanZoomBox label={t("plan.scrollLabel")} minWidths={drawingMinWidths(plan)}>
        <svg
          viewBox={`0 0 ${plan.width} ${plan.height}`}
          role="group"
          aria-label={label}
          // The venue's geometry is never mirrored; each label sets its own direction.
          direction="ltr"
          className="block h-auto w-full"
          data-testid="plan-drawing"
        >
          <defs>
            {patterns.map((p) => (
              <pattern
                key={p.id}
                id={`${idPrefix}-${p.id}`}
                width="10"
                height="10"
                patternUnits="userSpaceOnUse"
                patternTransform={`scale(${scale})`}
                // Fixed markup of this module and lib/booths/floor-plan.ts, never data.
                dangerouslySetInnerHTML={{ __html: p.shape }}
              />
            ))}
          </defs>
          <rect width={plan.width} height={plan.height} fill="#fdfaf4" />
          {plan.background && (
            <image
              href={plan.background}
              width={plan.width}
              height={plan.height}
              preserveAspectRatio="xMidYMid meet"
              opacity={0.6}
              aria-hidden="true"
            />
          )}
          {plan.areas.map((area) => (
            <PlanAreaShape key={area.areaId} area={area} t={t} locale={locale} />
          ))}
          {plan.booths.map((booth) => {
            const boothLook = look(booth);
            const matched = highlighted?.has(booth.boothId) ?? false;
            const name = t(matched ? "plan.boothMatchLabel" : "plan.boothLabel", {
              booth: booth.boothName,
              section: booth.section,
              status: lookName(t, boothLook),
            });
            const shape = (
              <BoothShape booth={booth} look={boothLook} matched={matched} idPrefix={idPrefix} />
            );
            return (
              <g
                key={booth.boothId}
                id={`booth-${booth.boothId}`}
                data-look={boothLook}
                data-match={matched || undefined}
              >
                {props.control?.(booth, shape, name) ?? (
                  <g role="img" aria-label={name}>
                    {shape}
                  </g>
                )}
              </g>
            );
          })}
          <rect
            width={plan.width}
            height={plan.height}
            fill="none"
            stroke="#b7811a"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </PlanZoomBox>
    </div>
  );
}

/**
 * A booth: its rectangle turned about its centre, filled by its look with its pattern over it,
 * its name upright in the middle, and the rings shown when it has the keyboard's focus or is the
 * address's `#booth-{id}`.
 */
function BoothShape({
  booth,
  look,
  matched,
  idPrefix,
}: {
  booth: DrawnBooth;
  look: BoothLook;
  matched: boolean;
  idPrefix: string;
}) {
  const style = LOOKS[look];
  const box = { x: booth.x, y: booth.y, width: booth.width, height: booth.height };
  const { cx, cy } = centreOf(booth);
  const size = fitFontSize(booth.width, booth.height, booth.boothName, 0.38);
  // what every booth shares (strokes that keep their width when zoomed, the rings' look, the
  // name's typography) is in the stylesheet's plan-* classes, not repeated on each booth
  return (
    <>
      <g transform={rotateAbout(booth)}>
        <rect
          {...box}
          fill={style.fill}
          className={style.dashed ? "plan-booth-dashed" : "plan-booth"}
        />
        {style.pattern && (
          <rect
            {...box}
            fill={`url(#${idPrefix}-${style.pattern.id})`}
            data-pattern={style.pattern.id}
          />
        )}
        {matched && (
          <>
            <rect
              {...box}
              fill={`url(#${idPrefix}-${MATCH_PATTERN.id})`}
              data-pattern={MATCH_PATTERN.id}
            />
            <rect {...box} stroke={MATCH_OUTLINE} className="plan-match-ring" />
          </>
        )}
        <rect {...box} className="plan-ring-halo" />
        <rect {...box} className="plan-ring" />
      </g>
      <text
        x={cx}
        y={cy}
        transform={rotateAbout(booth, uprightAngle(booth.rotation))}
        fontSize={size}
        direction={textDirection(booth.boothName)}
        fill={style.text}
        // A halo of the booth's colour keeps the name legible over its pattern.
        stroke={style.fill}
        strokeWidth={Math.round(size * 18) / 100}
        className="plan-booth-name"
      >
        {booth.boothName}
      </text>
    </>
  );
}

/** A labelled area: its rectangle tinted by kind, its kind's icon and its label. */
function PlanAreaShape({ area, t, locale }: { area: PlanArea; t: Translator; locale: Locale }) {
  const label = areaLabel(area, locale);
  const kind = t(areaKindKey(area.kind));
  const place = areaLayout(area, label.text);
  return (
    <g
      role="img"
      aria-label={t("plan.areaLabel", { kind, label: label.text })}
      data-kind={area.kind}
    >
      <g transform={rotateAbout(area)}>
        <rect
          x={area.x}
          y={area.y}
          width={area.width}
          height={area.height}
          fill={AREA_FILL[area.kind]}
          stroke="#6b5f57"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      </g>
      <g transform={rotateAbout(area, uprightAngle(area.rotation))}>
        <AreaIcon kind={area.kind} {...place.icon} />
        <text
          x={place.text.x}
          y={place.text.y}
          fontSize={place.text.size}
          fontWeight={700}
          textAnchor="middle"
          dominantBaseline="central"
          direction={label.dir}
          lang={label.lang}
          fill={STROKE}
        >
          {label.text}
        </text>
      </g>
    </g>
  );
}
