import type { BoothStatus } from "@/db/queries/model";
import type { Locale } from "../i18n/locales";
import { nameIn } from "../i18n/localize";
import type { AreaKind, PlanAnswer, PlanArea, PlanBooth, Placement } from "./resource";

// The arithmetic and choices behind the plan's drawing, apart from its markup: where a shape's
// rotation turns about, how large its words may be, which language and direction a label reads
// in, how wide the drawing must be for a finger to hit a booth, and which booths on the plan a
// vendor may book. Client-safe and pure: the exhibitions page, the vendors page and their tests
// share it.

/** The point a shape turns about: its centre. */
export function centreOf(shape: Placement): { cx: number; cy: number } {
  return { cx: shape.x + shape.width / 2, cy: shape.y + shape.height / 2 };
}

/** SVG `transform` turning a shape clockwise about its centre; undefined when it is not turned. */
export function rotateAbout(shape: Placement, rotation = shape.rotation): string | undefined {
  const degrees = ((rotation % 360) + 360) % 360;
  if (degrees === 0) return undefined;
  const { cx, cy } = centreOf(shape);
  return `rotate(${round(degrees)} ${round(cx)} ${round(cy)})`;
}

/**
 * The angle a shape's words are written at: along the shape, but never upside down (a booth
 * turned 180° still reads left to right, one turned 100° reads as one turned -80°).
 */
export function uprightAngle(rotation: number): number {
  const degrees = ((rotation % 360) + 360) % 360;
  return degrees > 90 && degrees <= 270 ? degrees - 180 : degrees > 270 ? degrees - 360 : degrees;
}

/**
 * The font size (plan units) that fits `text` on one line inside a box of `width` by `height`:
 * at most `share` of the height, and narrow enough for its letters (about 0.62 em each).
 */
export function fitFontSize(width: number, height: number, text: string, share = 0.4): number {
  const letters = Math.max(1, [...text].length);
  return round(Math.max(0.1, Math.min(height * share, (width * 0.9) / (letters * 0.62))));
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const STRONG_LETTER =
  /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The direction a label is written in, from its first strong letter: an Arabic label reads
 * right to left, a booth's code ("F-02") left to right even on an Arabic page (where the page's
 * own direction would show it as "02-F").
 */
export function textDirection(text: string): "rtl" | "ltr" {
  const first = STRONG_LETTER.exec(text)?.[0];
  return first !== undefined && RTL_LETTER.test(first) ? "rtl" : "ltr";
}

export type PlanLabel = { text: string; lang: "ar" | "en"; dir: "rtl" | "ltr" };

/** An area's label in the reader's language: its Arabic label on an Arabic page, else English. */
export function areaLabel(area: Pick<PlanArea, "label" | "labelAr">, locale: Locale): PlanLabel {
  const arabic = locale === "ar" && area.labelAr !== null && area.labelAr.trim() !== "";
  const text = arabic ? area.labelAr! : area.label;
  return { text, lang: arabic ? "ar" : "en", dir: textDirection(text) };
}

/** A booth's section in the reader's language (its Arabic name where the organiser gave one). */
export function boothSectionName(
  booth: Pick<PlanBooth, "sectionName" | "sectionNameAr">,
  locale: Locale,
): string {
  return nameIn(locale, booth.sectionName, booth.sectionNameAr);
}

/**
 * A booth as the drawing needs it: its place, its name and its section's name in the page's
 * language. Not its status: each page says how a booth looks (the exhibitions page by its
 * card's status, the vendors page by who is there).
 */
export type DrawnBooth = Placement & { boothId: number; boothName: string; section: string };

/** The plan as a page in one language draws it (what the page carries to the browser). */
export type DrawnPlan = Pick<PlanAnswer, "width" | "height" | "background" | "areas"> & {
  booths: DrawnBooth[];
};

/** The plan as a page in `locale` draws it: each booth's section named in that language. */
export function drawnPlan(plan: PlanAnswer, locale: Locale): DrawnPlan {
  return {
    width: plan.width,
    height: plan.height,
    background: plan.background,
    areas: plan.areas,
    booths: plan.booths.map((b) => ({
      boothId: b.boothId,
      boothName: b.boothName,
      section: boothSectionName(b, locale),
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      rotation: b.rotation,
    })),
  };
}

/**
 * A booth as a page carries it: [boothId, boothName, index in `sections`, x, y, width, height,
 * rotation].
 */
type PackedBooth = [number, string, number, number, number, number, number, number];

/**
 * The plan as a page carries it to the browser (`packPlan`): each booth a row of its numbers and
 * name, with its section's name given once in `sections`, about a quarter of the bytes of the
 * booth objects it stands for (the demo festival's 48 booths: 1.5 KB instead of 5.7 KB, in every
 * cached copy of its pages and every visit). `unpackPlan` reads it back in the browser.
 */
export type PackedPlan = Pick<DrawnPlan, "width" | "height" | "background" | "areas"> & {
  sections: string[];
  booths: PackedBooth[];
};

/** Each distinct name once, in the order first met, and each name's place among them. */
function nameTable() {
  const names: string[] = [];
  const places = new Map<string, number>();
  return {
    names,
    placeOf(name: string): number {
      let place = places.get(name);
      if (place === undefined) {
        place = names.push(name) - 1;
        places.set(name, place);
      }
      return place;
    },
  };
}

/** The plan as its page carries it (`PackedPlan`). */
export function packPlan(plan: DrawnPlan): PackedPlan {
  const sections = nameTable();
  return {
    width: plan.width,
    height: plan.height,
    background: plan.background,
    areas: plan.areas,
    booths: plan.booths.map((b) => [
      b.boothId,
      b.boothName,
      sections.placeOf(b.section),
      b.x,
      b.y,
      b.width,
      b.height,
      b.rotation,
    ]),
    sections: sections.names,
  };
}

/** The plan a page carried (`packPlan`), as the drawing reads it. */
export function unpackPlan(packed: PackedPlan): DrawnPlan {
  const { sections, booths, ...plan } = packed;
  return {
    ...plan,
    booths: booths.map(([boothId, boothName, section, x, y, width, height, rotation]) => ({
      boothId,
      boothName,
      section: sections[section]!,
      x,
      y,
      width,
      height,
      rotation,
    })),
  };
}

/** The catalogue key of an area kind's name ("FIRST_AID" is `plan.kinds.firstAid`). */
export function areaKindKey(kind: AreaKind) {
  const camel = kind.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return `plan.kinds.${camel as AreaKindWord}` as const;
}
type AreaKindWord = "stage" | "entrance" | "washroom" | "firstAid" | "foodCourt" | "info" | "other";

/**
 * Where an area's icon and label go, in the area's own frame (before it is turned): side by side
 * in a long strip (an entrance), else the icon above the label; the pair centred on the area, the
 * label as large as fits.
 */
export function areaLayout(
  area: Placement,
  label: string,
): { icon: { x: number; y: number; size: number }; text: { x: number; y: number; size: number } } {
  const { cx, cy } = centreOf(area);
  if (area.width > area.height * 1.6) {
    const size = area.height * 0.55;
    const font = fitFontSize(area.width - size * 1.6, area.height, label, 0.4);
    const textWidth = Math.min(area.width - size * 1.6, [...label].length * font * 0.62);
    const left = cx - (size * 1.3 + textWidth) / 2;
    return {
      icon: { x: round(left), y: round(cy - size / 2), size: round(size) },
      text: { x: round(left + size * 1.3 + textWidth / 2), y: round(cy), size: font },
    };
  }
  const size = Math.min(area.width, area.height) * 0.34;
  const font = fitFontSize(area.width, area.height - size, label, 0.22);
  const top = cy - (size + font * 1.4) / 2;
  return {
    icon: { x: round(cx - size / 2), y: round(top), size: round(size) },
    text: { x: round(cx), y: round(top + size + font * 0.85), size: font },
  };
}

/** A finger's target on a phone, and a mouse's or a pen's on a wider screen (CSS pixels). */
export const TOUCH_TARGET_PX = 44;
export const POINTER_TARGET_PX = 24;
/** The widest the drawing is made for its smallest booth, so a huge plan stays scrollable. */
export const MAX_DRAWING_PX = 1600;

/** The shortest side of the plan's smallest booth (plan units); null for a plan without booths. */
export function smallestBoothSide(plan: { booths: readonly Placement[] }): number | null {
  return plan.booths.reduce<number | null>(
    (least, b) => Math.min(least ?? Infinity, b.width, b.height),
    null,
  );
}

/**
 * How wide (CSS pixels) the drawing must be for its smallest booth to be a finger's target on a
 * phone (`phone`) and a pointer's on a wider screen (`wide`), at most `MAX_DRAWING_PX`: the
 * drawing takes the page's width or this, whichever is wider, and scrolls in its box.
 */
export function drawingMinWidths(plan: { width: number; booths: readonly Placement[] }): {
  phone: number;
  wide: number;
} {
  const side = smallestBoothSide(plan);
  if (side === null) return { phone: 0, wide: 0 };
  const at = (target: number) => Math.min(MAX_DRAWING_PX, Math.ceil((plan.width * target) / side));
  return { phone: at(TOUCH_TARGET_PX), wide: at(POINTER_TARGET_PX) };
}

/**
 * The scale of the status patterns (drawn on a 10-unit tile): about three stripes across the
 * smallest booth, whatever unit the plan is drawn in.
 */
export function patternScale(plan: { booths: readonly Placement[] }): number {
  const side = smallestBoothSide(plan) ?? 30;
  return round(Math.min(20, Math.max(0.5, side / 30)));
}

/** A booth of the exhibitions page as its cards read it (the section's name in the page's language). */
export type PageBooth = {
  id: number;
  name: string;
  priceCents: number | null;
  status: BoothStatus;
};
export type PageSection = { name: string; booths: PageBooth[] };

/** A booth on the plan with what its card says: its status, price and whether it can be booked. */
export type PlanBoothRow = {
  boothId: number;
  boothName: string;
  sectionName: string;
  status: BoothStatus;
  priceCents: number | null;
  /** An AVAILABLE booth while booking is open and sales have not ended: its place is a control. */
  canBook: boolean;
};

/**
 * The plan's booths matched by id with the booths the page's cards show, in the cards' order
 * (tab by tab), then any booth the cards do not know. The status, price and section name are the
 * cards' own, so the plan and the cards never disagree; a booth only the plan knows is drawn but
 * cannot be booked from it.
 */
export function planBoothRows(
  plan: Pick<PlanAnswer, "booths">,
  sections: readonly PageSection[],
  rules: { bookingOpen: boolean; salesEnded: boolean },
  locale: Locale,
): PlanBoothRow[] {
  const onPlan = new Map(plan.booths.map((b) => [b.boothId, b]));
  const rows: PlanBoothRow[] = [];
  for (const section of sections)
    for (const booth of section.booths) {
      if (!onPlan.has(booth.id)) continue;
      onPlan.delete(booth.id);
      rows.push({
        boothId: booth.id,
        boothName: booth.name,
        sectionName: section.name,
        status: booth.status,
        priceCents: booth.priceCents,
        canBook: booth.status === "AVAILABLE" && rules.bookingOpen && !rules.salesEnded,
      });
    }
  for (const booth of onPlan.values())
    rows.push({
      boothId: booth.boothId,
      boothName: booth.boothName,
      sectionName: boothSectionName(booth, locale),
      status: booth.boothStatus,
      priceCents: null,
      canBook: false,
    });
  return rows;
}

/**
 * A row as a page carries it: [boothId, boothName, index in `sections`, status, priceCents,
 * canBook].
 */
type PackedBoothRow = [number, string, number, BoothStatus, number | null, boolean];

/** The plan's rows as the exhibitions page carries them, like the plan (`PackedPlan`). */
export type PackedBoothRows = { sections: string[]; rows: PackedBoothRow[] };

/** The rows as their page carries them (`PackedBoothRows`). */
export function packBoothRows(rows: readonly PlanBoothRow[]): PackedBoothRows {
  const sections = nameTable();
  return {
    rows: rows.map((r) => [
      r.boothId,
      r.boothName,
      sections.placeOf(r.sectionName),
      r.status,
      r.priceCents,
      r.canBook,
    ]),
    sections: sections.names,
  };
}

/** The rows a page carried (`packBoothRows`). */
export function unpackBoothRows(packed: PackedBoothRows): PlanBoothRow[] {
  return packed.rows.map(([boothId, boothName, section, status, priceCents, canBook]) => ({
    boothId,
    boothName,
    sectionName: packed.sections[section]!,
    status,
    priceCents,
    canBook,
  }));
}

/** Who is at each booth: the listed vendors by booth id (a booth may be shared). */
export function vendorsByBooth<V extends { booths: readonly { boothId: number }[] }>(
  vendors: readonly V[],
): Map<number, V[]> {
  const at = new Map<number, V[]>();
  for (const vendor of vendors)
    for (const { boothId } of vendor.booths) {
      const here = at.get(boothId);
      if (here === undefined) at.set(boothId, [vendor]);
      else if (!here.includes(vendor)) here.push(vendor);
    }
  return at;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
