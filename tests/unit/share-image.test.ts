import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { renderSharePreview } from "@/lib/site/share-image";
import { SHARE_IMAGE_SIZE } from "@/lib/site/share-card";

/** A PNG's size from its header: the signature, then the IHDR chunk's width and height. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How many pixels of a strip of the card are the site name's gold. */
async function goldPixels(png: Buffer, x: number, width: number): Promise<number> {
  const canvas = createCanvas(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(await loadImage(png), 0, 0);
  const { data } = ctx.getImageData(x, 50, width, 60);
  let count = 0;
  for (let i = 0; i < data.length; i += 4)
    if (data[i]! > 200 && data[i + 1]! > 150 && data[i + 2]! < 120) count++;
  return count;
}

const summer = {
  en: {
    title: "8th Annual Arab Summer Festival 2025",
    lines: ["July 4 – 6, 2025", "Mississauga Celebration Square"],
  },
  ar: {
    title: "مهرجان الصيف العربي السنوي الثامن 2025",
    lines: ["4 – 6 يوليو 2025", "ساحة ميسيساغا للاحتفالات"],
  },
};

describe("a shared link's preview picture", { timeout: 30_000 }, () => {
  it("is a 1200 x 630 PNG in English and in Arabic, with the event's art", async () => {
    for (const locale of ["en", "ar"] as const) {
      const png = await renderSharePreview({
        ...summer[locale],
        imagePath: "/images/events/summer-festival-2025.svg",
        locale,
      });
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("stands at the left in English and at the right in Arabic", async () => {
    const en = await renderSharePreview({ ...summer.en, locale: "en" });
    const ar = await renderSharePreview({ ...summer.ar, locale: "ar" });
    // The site's name, in gold at the top of the text's side.
    expect(await goldPixels(en, 60, 300)).toBeGreaterThan(200);
    expect(await goldPixels(en, 840, 300)).toBe(0);
    expect(await goldPixels(ar, 840, 300)).toBeGreaterThan(200);
    expect(await goldPixels(ar, 60, 300)).toBe(0);
  });

  it("draws a card without its picture when the picture is missing or not the site's", async () => {
    for (const imagePath of [
      "/images/events/no-such-art.svg",
      "/images/../../package.json",
      "/media/1-00000000.webp/../x",
      "https://example.com/picture.png",
    ]) {
      const png = await renderSharePreview({
        title: "Festival",
        lines: [],
        imagePath,
        locale: "en",
      });
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("fits a title too long for three lines, and draws markup as text", async () => {
    const png = await renderSharePreview({
      title: `<script>alert(1)</script> ${"A very long festival title ".repeat(12)}`,
      lines: ["<b>July 4</b>", "", "Square", "a fourth line is left out"],
      locale: "ar",
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
