import "server-only";
import { findImage, publicFloorPlanOf, type ImageRef } from "@/db/queries/images";
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

/** The stored image a /media/ file name ("12-ab34cd56.webp") names, or null. */
export async function storedImageNamed(file: string) {
  const match = MEDIA_FILE.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  const image = await findImage(Number(match[1]));
  return image?.sha256.startsWith(match[2]!) ? image : null;
}

/** Whether a site address ("/media/12-ab34cd56.webp") names an image stored here. */
export async function isStoredMedia(address: string): Promise<boolean> {
  const match = /^\/media\/(.+)$/.exec(address);
  return Boolean(match && (await storedImageNamed(match[1]!)));
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
