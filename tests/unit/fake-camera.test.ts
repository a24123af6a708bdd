import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { afterAll, describe, expect, it } from "vitest";
import { cameraArgs, qrLuma, readFirstFrame, writeQrVideo } from "../e2e/fake-camera";

// The door's browser tests film a ticket's QR code for Chromium's fake camera: the video must be
// one a QR decoder reads back to the very code, or a failing door test would blame the door.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-camera-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A code shaped as a ticket's: `MT1.<payload>.<Ed25519 signature>`, base64url. */
function ticketLikeCode(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  const payload = { v: 1, t: randomUUID(), e: randomUUID(), s: "Row 8, Seat 12" };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = sign(null, Buffer.from(`MT1.${body}`), privateKey).toString("base64url");
  return `MT1.${body}.${signature}`;
}

/** What jsQR reads in a grey picture given as its luma plane. */
function decode(luma: Uint8Array, width: number, height: number): string | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < luma.length; i++) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = luma[i]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

describe("the fake camera's video of a QR code", () => {
  it("is a YUV4MPEG2 4:2:0 video of whole frames, a few seconds at 10 fps", () => {
    const file = path.join(dir, "ticket.y4m");
    const video = writeQrVideo(file, ticketLikeCode(), { seconds: 3 });
    const data = fs.readFileSync(file);
    const header = "YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n";
    expect(data.subarray(0, header.length).toString("latin1")).toBe(header);
    const frameBytes = "FRAME\n".length + 640 * 480 * 1.5;
    expect(data.length).toBe(header.length + 30 * frameBytes);
    expect(
      data.subarray(header.length + frameBytes, header.length + frameBytes + 6).toString(),
    ).toBe("FRAME\n");
    expect(video).toMatchObject({ width: 640, height: 480, fps: 10 });
    // a module several pixels wide: a camera's scanner reads it without trouble
    expect(video.moduleSize).toBeGreaterThanOrEqual(4);
  });

  it("shows the code itself: a frame read back from the file decodes to the very text", () => {
    const code = ticketLikeCode();
    const file = path.join(dir, "read-back.y4m");
    writeQrVideo(file, code);
    const frame = readFirstFrame(file);
    expect(frame).toMatchObject({ width: 640, height: 480 });
    expect(decode(frame.luma, frame.width, frame.height)).toBe(code);
  });

  it("centres the code with its quiet zone: the picture's edges are white", () => {
    const { luma, moduleSize } = qrLuma(ticketLikeCode());
    const width = 640;
    const height = 480;
    const margin = 4 * moduleSize;
    let darkOutside = 0;
    let darkInside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inCode = y >= margin && y < height - margin && x >= margin && x < width - margin;
        if (luma[y * width + x] !== 235) {
          if (inCode) darkInside++;
          else darkOutside++;
        }
      }
    }
    expect(darkOutside).toBe(0);
    expect(darkInside).toBeGreaterThan(0);
    // centred: as much white left of the code as right of it, above as below
    const columns = Array.from({ length: width }, (_, x) =>
      Array.from({ length: height }, (_, y) => luma[y * width + x]).some((v) => v === 16),
    );
    const first = columns.indexOf(true);
    const last = columns.lastIndexOf(true);
    expect(Math.abs(first - (width - 1 - last))).toBeLessThanOrEqual(1);
  });

  it("refuses a picture too small for the code, and a width 4:2:0 cannot halve", () => {
    expect(() => qrLuma(ticketLikeCode(), { width: 80, height: 60 })).toThrow(/does not fit/);
    expect(() => writeQrVideo(path.join(dir, "odd.y4m"), "x", { width: 641 })).toThrow(/even/);
  });

  it("is played by Chromium's fake capture device with no permission prompt", () => {
    expect(cameraArgs("/tmp/t.y4m")).toEqual([
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--use-file-for-fake-video-capture=/tmp/t.y4m",
    ]);
  });
});
