// Reads a QR code from the camera's picture: the browser's own BarcodeDetector where it has one
// that reads QR codes (Android, ChromeOS, macOS), else jsQR on a frame drawn to a canvas. jsQR is
// loaded only on devices that need it, and fetched early (`preloadDecoder`) so the service
// worker keeps it for a scan made offline.

type DetectedCode = { rawValue: string };
type Detector = { detect(source: HTMLVideoElement): Promise<DetectedCode[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/** Reads the code in the video's current frame, or null when it shows none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The longest side a frame is scaled down to for jsQR: enough for a code held up to a phone. */
const MAX_SIDE = 800;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

const loadDecoder = () => import("jsqr").then((m) => m.default);

/** Loads jsQR ahead of the first scan on a device whose browser cannot read QR codes itself. */
export async function preloadDecoder(): Promise<void> {
  if (!(await nativeDetector())) await loadDecoder();
}

export async function frameReader(): Promise<FrameReader> {
  const detector = await nativeDetector();
  if (detector)
    return async (video) => {
      const codes = await detector.detect(video);
      return codes[0]?.rawValue ?? null;
    };
  const decode = await loadDecoder();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      decode(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" })?.data ??
      null
    );
  };
}
