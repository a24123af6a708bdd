import fs from "node:fs";
import path from "node:path";
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";

// A camera for Chromium that films one QR code: a YUV4MPEG2 video (4:2:0, the layout Chromium's
// fake capture device reads) showing the code black on white, large and centred with its quiet
// zone, which the browser plays in a loop as the camera's picture when launched with
// `cameraArgs(file)`. The door's scanner then reads it as it would read a phone held up to it.

export type FakeVideo = {
  width: number;
  height: number;
  fps: number;
  /** Pixels per module of the code. */
  moduleSize: number;
};

const BLACK = 16;
const WHITE = 235;
/** The quiet zone around the code, in modules (the standard asks for four). */
const QUIET = 4;

/**
 * One frame's luma plane (a byte per pixel, row by row): the code's modules as squares of
 * `moduleSize` pixels, centred on a white picture as large as the shorter side allows.
 */
export function qrLuma(
  text: string,
  { width = 640, height = 480 }: { width?: number; height?: number } = {},
): { luma: Uint8Array; moduleSize: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const moduleSize = Math.floor(Math.min(width, height) / (size + 2 * QUIET));
  if (moduleSize < 2) throw new Error(`A ${size}-module code does not fit ${width}x${height}`);
  const side = size * moduleSize;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = new Uint8Array(width * height).fill(WHITE);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < moduleSize; y++) {
        const start = (top + row * moduleSize + y) * width + left + col * moduleSize;
        luma.fill(BLACK, start, start + moduleSize);
      }
    }
  }
  return { luma, moduleSize };
}

/**
 * Writes `file`: `seconds` of video at `fps` frames a second, every frame the QR code of `text`.
 * Grey throughout (the chroma planes neutral), so the picture is the luma plane alone.
 */
export function writeQrVideo(
  file: string,
  text: string,
  { width = 640, height = 480, fps = 10, seconds = 2 } = {},
): FakeVideo {
  if (width % 2 || height % 2) throw new Error("4:2:0 video needs an even width and height");
  const { luma, moduleSize } = qrLuma(text, { width, height });
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frames = Math.max(1, Math.round(fps * seconds));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return { width, height, fps, moduleSize };
}

/** Reads back the first frame of a video `writeQrVideo` wrote: its size and its luma plane. */
export function readFirstFrame(file: string): { width: number; height: number; luma: Uint8Array } {
  const data = fs.readFileSync(file);
  const headerEnd = data.indexOf(0x0a);
  const header = data.subarray(0, headerEnd).toString("latin1").split(" ");
  if (header[0] !== "YUV4MPEG2") throw new Error(`${file} is not a YUV4MPEG2 video`);
  const field = (tag: string) => Number(header.find((h) => h.startsWith(tag))!.slice(1));
  const width = field("W");
  const height = field("H");
  const frameStart = headerEnd + 1;
  const marker = data.subarray(frameStart, frameStart + 6).toString("latin1");
  if (marker !== "FRAME\n") throw new Error(`${file}: no FRAME after the header`);
  const lumaStart = frameStart + 6;
  return { width, height, luma: data.subarray(lumaStart, lumaStart + width * height) };
}

/** The command-line switches that make Chromium's camera play `file` with no permission prompt. */
export function cameraArgs(file: string): string[] {
  return [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

/**
 * The text of a QR code shown on a page as SVG markup (a ticket's or a vendor pass's), read the
 * way a scanner reads it: the markup drawn large on white, then decoded.
 */
export async function readQrSvg(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600, { fit: "contain", background: "#ffffff", kernel: "nearest" })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!read) throw new Error("No QR code could be read in the picture");
  return read.data;
}
