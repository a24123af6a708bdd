import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { s3Config } from "@/config/env";
import { s3Bucket, type S3Config } from "@/lib/platform/s3-bucket";
import { recordAudit } from "@/lib/console/queries/audit";
import {
  findImageRef,
  lockEventImages,
  saveImage,
  setEventFloorPlan,
  setEventImage,
  type EventImages,
  type ImageRef,
} from "./queries/images";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { appError } from "../http/envelope";
import { t } from "../i18n/messages";
import { eventsChanged } from "../cache/tags";
import { mediaUrl, storedImageNamed } from "./media";
import { errorText } from "../platform/log";

// Images organisers upload: event art and floor plans. The bytes a client sends are never stored
// or served: the real type is read from the bytes (PNG, JPEG or WebP; SVG and everything else is
// refused), the picture is decoded and written anew as WebP without its metadata, and only that
// is kept, in PostgreSQL or an S3-compatible bucket, and served from this site's own /media/.

/** The largest file an organiser may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The largest picture, in pixels on either side. */
export const MAX_IMAGE_SIDE = 4000;

// The refusals' English texts (API clients and tests read them in `payload`); each refusal is
// thrown by its catalogue code, so a page shows it in its own language.
export const IMAGE_TOO_LARGE = t("errors.images.tooLarge");
export const IMAGE_KIND_REFUSED = t("errors.images.kindRefused");
export const IMAGE_UNREADABLE = t("errors.images.unreadable");
export const IMAGE_STORE_UNAVAILABLE = t("errors.images.storeUnavailable");

type Kind = "png" | "jpeg" | "webp";

/** The kind the bytes say they are (their signature, whatever the file's name or type claims). */
function signatureOf(bytes: Buffer): Kind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/** A picture as the site keeps it: WebP, written by the app. */
export type EncodedImage = { bytes: Buffer; sha256: string; width: number; height: number };

/**
 * Reads an upload and writes it anew as WebP. Refused: more than 5 MB (413, as a body cut off at
 * the upload's limit is), and (400) a kind other than PNG, JPEG or WebP by the bytes' signature
 * and by the decoder's own reading of them, a picture larger than 4000 px on a side, bytes that
 * do not decode. The result holds only pixels: no metadata (EXIF, XMP, ICC, comments), no
 * trailing bytes, one frame.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge");
  const kind = signatureOf(bytes);
  // Checked before the decoder sees the bytes: it reads SVG, PDF, TIFF and more, none of them
  // wanted here, and an SVG can carry script.
  if (!kind) throw appError("BAD_REQUEST", "errors.images.kindRefused");
  const options = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "error" } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw appError("BAD_REQUEST", "errors.images.unreadable");
  }
  if (metadata.format !== kind) throw appError("BAD_REQUEST", "errors.images.kindRefused");
  if (
    !metadata.width ||
    !metadata.height ||
    metadata.width > MAX_IMAGE_SIDE ||
    metadata.height > MAX_IMAGE_SIDE
  )
    throw appError("BAD_REQUEST", "errors.images.tooWide");
  try {
    const { data, info } = await sharp(bytes, options)
      .timeout({ seconds: 20 })
      // Turned upright by its EXIF orientation, which is then dropped with the rest of the metadata.
      .autoOrient()
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      sha256: createHash("sha256").update(data).digest("hex"),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw appError("BAD_REQUEST", "errors.images.unreadable");
  }
}

// --- where the bytes are kept ---

/** Where uploaded pictures are kept. */
export interface ImageStore {
  readonly name: "postgres" | "s3";
  /** Keeps the picture; answers what the row's `bytes` column holds (null: kept elsewhere). */
  put(image: EncodedImage): Promise<Buffer | null>;
  /** The bytes of a picture whose row does not hold them, or null when the store has none. */
  get(sha256: string): Promise<Buffer | null>;
}

/** The default: the bytes in the image's own row. */
const postgresStore: ImageStore = {
  name: "postgres",
  put: async (image) => image.bytes,
  get: async () => null,
};

/** Its object key in the bucket: by content, so the same picture is one object. */
const objectKey = (sha256: string) => `images/${sha256}.webp`;

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), signed with AWS Signature V4. */
export function s3Store(config: S3Config): ImageStore {
  const bucket = s3Bucket(config);
  const client = bucket.client;
  const urlOf = (sha256: string) => bucket.urlOf(objectKey(sha256));
  const unavailable = (what: string, cause: unknown) => {
    console.error(
      JSON.stringify({ level: "error", msg: `image store: ${what}`, error: errorText(cause) }),
    );
    return appError("SERVICE_UNAVAILABLE", "errors.images.storeUnavailable");
  };
  return {
    name: "s3",
    async put(image) {
      let response: Response;
      try {
        response = await client.fetch(urlOf(image.sha256), {
          method: "PUT",
          body: new Uint8Array(image.bytes),
          headers: {
            "Content-Type": "image/webp",
            // The payload's hash is signed, so the bucket refuses bytes altered on the way.
            "X-Amz-Content-Sha256": image.sha256,
          },
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw unavailable("put failed", error);
      }
      await response.body?.cancel();
      if (!response.ok) throw unavailable(`put answered ${response.status}`, response.statusText);
      return null;
    },
    async get(sha256) {
      let response: Response;
      try {
        response = await client.fetch(urlOf(sha256), { signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        throw unavailable("get failed", error);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw unavailable(`get answered ${response.status}`, response.statusText);
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

let configured: { key: string; store: ImageStore } | undefined;

/** The store new uploads go to: the bucket when S3_BUCKET is set, else PostgreSQL. */
function imageStore(): ImageStore {
  const config = s3Config();
  const key = JSON.stringify(config);
  if (configured?.key !== key)
    configured = { key, store: config ? s3Store(config) : postgresStore };
  return configured.store;
}

// --- serving ---

/** The bytes behind a /media/ address, or null for an address that names no stored image. */
export async function mediaImage(
  file: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const image = await storedImageNamed(file);
  if (!image) return null;
  const bytes = image.bytes ?? (await storeHolding()?.get(image.sha256)) ?? null;
  return bytes ? { bytes, contentType: image.contentType } : null;
}

/** The bucket, for rows whose bytes are kept there (none when no bucket is configured). */
function storeHolding(): ImageStore | null {
  const store = imageStore();
  return store.name === "s3" ? store : null;
}

// --- uploads ---

/** What an upload answers: the stored picture's address and size. */
export type UploadedImage = {
  eventId: number;
  imageId: number;
  url: string;
  width: number;
  height: number;
};

/** A reference change: the audit row's before and after, or null when nothing changes. */
type Change = { before: Record<string, unknown>; after: Record<string, unknown> } | null;

/**
 * Encodes and keeps the picture, then, in one transaction with the event's row locked: the image
 * row (the same row for the same picture), the event's reference as `apply` sets it, and the
 * audit row (the reference before and after). The public pages are expired when it changed.
 */
async function applyUpload(
  actorId: number,
  eventId: number,
  file: File,
  apply: (tx: Tx, event: EventImages, image: ImageRef) => Promise<Change>,
): Promise<UploadedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge");
  const image = await encodeImage(Buffer.from(await file.arrayBuffer()));
  const bytes = await imageStore().put(image);
  const { ref, changed } = await transaction(async (tx) => {
    const event = await lockEventImages(tx, eventId);
    if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
    const ref = await saveImage(tx, { ...image, bytes, contentType: "image/webp" });
    const change = await apply(tx, event, ref);
    if (change)
      await recordAudit(tx, {
        actorId,
        entity: "event",
        entityId: eventId,
        action: "update",
        ...change,
      });
    return { ref, changed: change !== null };
  });
  if (changed) eventsChanged();
  return { eventId, imageId: ref.id, url: mediaUrl(ref), width: ref.width, height: ref.height };
}

/** The event's picture becomes the upload (`events.image` then holds its /media/ address). */
export function uploadEventImage(
  actorId: number,
  eventId: number,
  file: File,
): Promise<UploadedImage> {
  return applyUpload(actorId, eventId, file, async (tx, event, image) => {
    const url = mediaUrl(image);
    if (event.image === url) return null;
    await setEventImage(tx, eventId, url);
    return { before: { image: event.image }, after: { image: url } };
  });
}

/**
 * The event's floor plan becomes the upload: the Show/Hide Floor Plan toggle shows it instead of
 * the plan drawn from the sections.
 */
export function uploadFloorPlan(
  actorId: number,
  eventId: number,
  file: File,
): Promise<UploadedImage> {
  return applyUpload(actorId, eventId, file, async (tx, event, image) => {
    if (event.floorPlanImageId === image.id) return null;
    const previous =
      event.floorPlanImageId === null ? undefined : await findImageRef(event.floorPlanImageId, tx);
    await setEventFloorPlan(tx, eventId, image.id);
    return {
      before: {
        floorPlanImageId: event.floorPlanImageId,
        floorPlan: previous ? mediaUrl(previous) : null,
      },
      after: { floorPlanImageId: image.id, floorPlan: mediaUrl(image) },
    };
  });
}

/**
 * Encodes and keeps an upload that is not an event's own (a vendor's logo) by the same rules,
 * then, in one transaction, hands its /media/ address to `use`, which records where it is used.
 */
export async function keepImage<T>(
  file: File,
  use: (tx: Tx, url: string) => Promise<T>,
): Promise<T> {
  if (file.size > MAX_IMAGE_BYTES) throw appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge");
  const image = await encodeImage(Buffer.from(await file.arrayBuffer()));
  const bytes = await imageStore().put(image);
  return transaction(async (tx) => {
    const ref = await saveImage(tx, { ...image, bytes, contentType: "image/webp" });
    return use(tx, mediaUrl(ref));
  });
}

/**
 * A picture for one of the event's pages (a performance's, say), kept and answered: nothing of the
 * event changes until the organiser saves the address where it is shown.
 */
export function uploadEventPicture(
  actorId: number,
  eventId: number,
  file: File,
): Promise<UploadedImage> {
  return applyUpload(actorId, eventId, file, async () => null);
}
