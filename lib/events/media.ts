import "server-only";
import { findImage, findImageRef, publicFloorPlanOf, type ImageRef } from "./queries/images";
import type { Tx } from "@/db/queries/model";
import { floorPlanAddress } from "../http/spec-fields";

// Where stored images are found: their /media/ addresses and the floor plan an event page shows.
// Public pages read these; the image pipeline itself (decoding, re-encoding with sharp, the
// bucket) stays in lib/events/images.ts, which public pages never import.

/**
 * An image's address on this site: its id and the start of its hash, so an address always names
 * the same bytes (a database made anew cannot give an old address another picture) and may be
 * cached for a year.
 */
export const mediaUrl = (image: Pick<ImageRef, "id" | "sha256">) =>
  `/media/${image.id}-${image.sha256.slice(0, 8)}.webp`;

const MEDIA_FILE = /^([1-9]\d{0,9})-([0-9a-f]{8})\.webp$/;

/** A /media/ file name's image id and the start of its hash, or null for no such name. */
function mediaName(file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  return { id: Number(match[1]), hash: match[2]! };
}

/** The stored image a /media/ file name ("12-ab34cd56.webp") names, or null. */
export async function storedImageNamed(file: string) {
  const name = mediaName(file);
  if (!name) return null;
  const image = await findImage(name.id);
  return image?.sha256.startsWith(name.hash) ? image : null;
}

/**
 * Whether a site address ("/media/12-ab34cd56.webp") names an image stored here; read in `tx`
 * when given (an edit checks it inside its transaction: on the embedded database a read outside
 * an open transaction would wait for it to end).
 */
export async function isStoredMedia(address: string, tx?: Tx): Promise<boolean> {
  const name = mediaName(/^\/media\/(.+)$/.exec(address)?.[1] ?? "");
  if (!name) return false;
  const image = await findImageRef(name.id, tx);
  return Boolean(image?.sha256.startsWith(name.hash));
}

/** What the Show/Hide Floor Plan toggle shows. */
export type FloorPlanSource = { src: string; width: number; height: number };

/**
 * An event's floor plan: the uploaded one when the event has one, else the plan the site draws
 * from its sections and booths (/floor-plan/{guid}, 1220 x 740).
 */
export async function floorPlanSource(guid: string): Promise<FloorPlanSource> {
  const upload = await publicFloorPlanOf(guid);
  return upload
    ? { src: mediaUrl(upload), width: upload.width, height: upload.height }
    : { src: floorPlanAddress(guid), width: 1220, height: 740 };
}
