import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { cacheLife } from "next/cache";
import { createCanvas, GlobalFonts, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import { direction, type Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { storedImageNamed } from "../events/media";
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, type ShareCard } from "./share-card";

// The picture a shared link shows on WhatsApp, Facebook and X: a 1200 x 630 PNG drawn from a
// page's data (its title, a few short lines such as the dates and the place, its picture and the
// site's name) in the page's language. Skia (@napi-rs/canvas) lays the text out: HarfBuzz joins
// the Arabic letters and the Unicode bidirectional algorithm orders a line that mixes Arabic,
// Latin words and digits, so an Arabic card reads right to left as the page does.

/**
 * What a preview shows (see `ShareCard`): the title, up to three short lines under it, the
 * picture behind them (a file of the site's own art or an uploaded image, by its address; none,
 * or one that cannot be read: the card is drawn without it) and the language.
 */
export type SharePreview = Pick<ShareCard, "title" | "locale"> & {
  lines?: readonly string[];
  imagePath?: string | null;
};

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const PAD = 72;
/** The text's column: the rest of the card (the end side) leaves the picture to be seen. */
const TEXT_WIDTH = 800;
const COLORS = {
  night: "#1b1f3b",
  gold: "#e7b849",
  white: "#ffffff",
  sand: "#efe1c6",
};

// Cairo, the site's own heading face (SIL Open Font License), in the subsets the pages use: its
// variable weight axis draws the bold title without a second file.
const FONT_DIR = path.join("node_modules", "@fontsource-variable", "cairo", "files");
const FONTS = {
  "Share Cairo Arabic": "cairo-arabic-wght-normal.woff2",
  "Share Cairo Latin": "cairo-latin-wght-normal.woff2",
  "Share Cairo Latin Ext": "cairo-latin-ext-wght-normal.woff2",
} as const;
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  for (const [family, file] of Object.entries(FONTS)) {
    if (!GlobalFonts.registerFromPath(path.join(process.cwd(), FONT_DIR, file), family))
      throw new Error(`share preview: cannot load the font ${file}`);
  }
  fontsRegistered = true;
}

/**
 * The font list for a language: a glyph missing from the first face comes from the next. Arabic
 * pages put the Arabic face first, so the punctuation they share is drawn in Arabic's forms.
 */
function fontFamilies(locale: Locale): string {
  const [arabic, latin, latinExt] = Object.keys(FONTS).map((f) => `"${f}"`);
  return (locale === "ar" ? [arabic, latin, latinExt] : [latin, latinExt, arabic]).join(", ");
}

/** An address's bytes: the site's own art under public/images, or an uploaded image. */
async function pictureBytes(imagePath: string): Promise<Buffer | null> {
  const media = /^\/media\/([^/]+)$/.exec(imagePath);
  if (media) {
    // Images kept in an S3 bucket have no bytes in the row: the card is drawn without them.
    const stored = await storedImageNamed(media[1]!);
    return stored?.bytes ?? null;
  }
  if (!/^\/images\/(?:[\w-]+\/)*[\w.-]+\.(?:svg|png|jpe?g|webp)$/i.test(imagePath)) return null;
  if (imagePath.split("/").includes("..")) return null;
  return readFile(path.join(process.cwd(), "public", imagePath)).catch(() => null);
}

async function drawPicture(ctx: SKRSContext2D, imagePath: string): Promise<boolean> {
  const bytes = await pictureBytes(imagePath);
  if (!bytes) return false;
  try {
    const image = await loadImage(bytes);
    if (!image.width || !image.height) return false;
    // Cover the card, centred, cropping what is past its edges.
    const scale = Math.max(W / image.width, H / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    ctx.drawImage(image, (W - width) / 2, (H - height) / 2, width, height);
    return true;
  } catch {
    return false;
  }
}

type Font = { size: number; weight: number };

function setFont(ctx: SKRSContext2D, locale: Locale, { size, weight }: Font): void {
  ctx.font = `${size}px ${fontFamilies(locale)}`;
  // The variable font's own weight (not a bold drawn over the regular).
  ctx.fontVariationSettings = `"wght" ${weight}`;
}

const ELLIPSIS = "…";

const STRONG = /\p{L}/u;
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * A line's own direction, from its first letter (as `dir="auto"` does): an English address on an
 * Arabic card keeps its number before the street; a line without letters takes the card's.
 */
function lineDirection(text: string, card: "ltr" | "rtl"): "ltr" | "rtl" {
  const first = STRONG.exec(text)?.[0];
  if (!first) return card;
  return RTL_LETTER.test(first) ? "rtl" : "ltr";
}

/** The text cut to fit `maxWidth`, at a word when it can be, with an ellipsis at its end. */
function fitLine(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const words = text.split(/\s+/);
  while (words.length > 1) {
    words.pop();
    const candidate = words.join(" ") + ELLIPSIS;
    if (ctx.measureText(candidate).width <= maxWidth) return candidate;
  }
  const chars = Array.from(text);
  while (chars.length > 1) {
    chars.pop();
    const candidate = chars.join("") + ELLIPSIS;
    if (ctx.measureText(candidate).width <= maxWidth) return candidate;
  }
  return ELLIPSIS;
}

/** Words filled into lines of at most `maxWidth` (a word too long alone gets a line of its own). */
function wrap(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const TITLE_SIZES = [76, 68, 60, 52];
const TITLE_LINE_HEIGHT = 1.3;

/**
 * The title's lines at the largest size that holds it whole in `maxHeight` (from the top of its
 * first line to the baseline of its last; at most three lines); at the smallest size, what does
 * not fit is cut with an ellipsis.
 */
function titleLayout(ctx: SKRSContext2D, locale: Locale, title: string, maxHeight: number) {
  const maxLines = (size: number) =>
    Math.max(
      1,
      Math.min(
        3,
        Math.floor((maxHeight + size * (TITLE_LINE_HEIGHT - 1)) / (size * TITLE_LINE_HEIGHT)),
      ),
    );
  for (const size of TITLE_SIZES) {
    const font = { size, weight: 800 };
    setFont(ctx, locale, font);
    const lines = wrap(ctx, title, TEXT_WIDTH);
    const fits = lines.every((l) => ctx.measureText(l).width <= TEXT_WIDTH);
    if (lines.length <= maxLines(size) && fits) return { font, lines };
  }
  const font = { size: TITLE_SIZES.at(-1)!, weight: 800 };
  setFont(ctx, locale, font);
  const lines = wrap(ctx, title, TEXT_WIDTH);
  const kept = lines.slice(0, maxLines(font.size));
  if (lines.length > kept.length) kept[kept.length - 1] = `${kept.at(-1)} ${ELLIPSIS}`;
  return { font, lines: kept.map((l) => fitLine(ctx, l, TEXT_WIDTH)) };
}

/**
 * A shared link's preview picture: 1200 x 630 PNG. In Arabic the text stands at the right and
 * reads right to left, and the shading mirrors; the picture itself is never mirrored. Text is
 * drawn as text, whatever it holds.
 */
export async function renderSharePreview({
  title,
  lines = [],
  imagePath,
  locale,
}: SharePreview): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  const cardDirection = direction(locale);
  const rtl = cardDirection === "rtl";
  ctx.direction = cardDirection;

  ctx.fillStyle = COLORS.night;
  ctx.fillRect(0, 0, W, H);
  const pictured = imagePath ? await drawPicture(ctx, imagePath) : false;
  if (pictured) {
    // Darkest behind the text, lighter towards the picture's side.
    const shade = ctx.createLinearGradient(rtl ? W : 0, 0, rtl ? 0 : W, 0);
    shade.addColorStop(0, "rgba(27, 31, 59, 0.94)");
    shade.addColorStop(0.55, "rgba(27, 31, 59, 0.82)");
    shade.addColorStop(1, "rgba(27, 31, 59, 0.35)");
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, W, H);
  }
  ctx.fillStyle = COLORS.gold;
  ctx.fillRect(0, H - 12, W, 12);

  // Every line stands against the card's start edge, each in its own direction.
  ctx.textAlign = rtl ? "right" : "left";
  ctx.textBaseline = "alphabetic";
  ctx.lang = locale;
  const x = rtl ? W - PAD : PAD;
  const draw = (text: string, y: number) => {
    ctx.direction = lineDirection(text, cardDirection);
    ctx.fillText(text, x, y);
  };

  // The site's name at the top.
  const site = { size: 34, weight: 700 };
  const siteBaseline = PAD + 24;
  setFont(ctx, locale, site);
  ctx.fillStyle = COLORS.gold;
  draw(fitLine(ctx, translator(locale)("site.name"), TEXT_WIDTH), siteBaseline);

  // The lines, then the title above them, set from the bottom up.
  const detail = { size: 36, weight: 600 };
  const detailStep = Math.round(detail.size * 1.45);
  let y = H - PAD - 12;
  setFont(ctx, locale, detail);
  ctx.fillStyle = COLORS.sand;
  const details = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  for (const line of details.toReversed()) {
    draw(fitLine(ctx, line, TEXT_WIDTH), y);
    y -= detailStep;
  }
  if (details.length) y -= 18;
  // The title between here and the site's name.
  const heading = titleLayout(ctx, locale, title.trim(), y - siteBaseline - 48);
  setFont(ctx, locale, heading.font);
  ctx.fillStyle = COLORS.white;
  for (const line of heading.lines.toReversed()) {
    draw(line, y);
    y -= Math.round(heading.font.size * TITLE_LINE_HEIGHT);
  }
  return canvas.encode("png");
}

/**
 * The PNG of a card, cached by what it shows: drawn once per content and language (about a
 * quarter of a second), whichever page asks for it, and anew only when what it shows changes.
 */
async function sharePreviewPng(card: ShareCard): Promise<Uint8Array<ArrayBuffer>> {
  "use cache";
  cacheLife("days");
  return new Uint8Array(await renderSharePreview(card));
}

/**
 * An `opengraph-image` route's answer: the card's PNG, or 404 when the page has nothing to show
 * (an unknown or draft event, no event on the stage).
 */
export async function sharePreviewResponse(card: ShareCard | null): Promise<Response> {
  if (!card)
    return new Response("Not found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      },
    });
  const png = await sharePreviewPng(card);
  return new Response(png, {
    headers: {
      "Content-Type": SHARE_IMAGE_TYPE,
      "Content-Length": String(png.byteLength),
      // The pages link the picture with a digest of its content, so a new picture has a new address.
      "Cache-Control": "public, max-age=300, s-maxage=60, stale-while-revalidate=86400",
    },
  });
}
