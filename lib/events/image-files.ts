import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Tx } from "@/db/queries/model";
import { fieldError } from "../http/envelope";
import { IMAGE_FILE_NAME } from "./resource";
import { isStoredMedia } from "./media";

// An event's picture as an organiser names it: one of the site's files under public/images/events
// (the seed's art, listed for the event editor's select) or an image uploaded here.

const IMAGE_DIR = path.join(process.cwd(), "public", "images", "events");
const IMAGE_DIR_FILE = new RegExp(`^${IMAGE_FILE_NAME.source}$`);

/** The picture a new event shows until the organiser names its own. */
export const DEFAULT_EVENT_IMAGE = "summer-festival-2025.svg";

/**
 * The picture files under public/images/events, for the event editor's picture select, sorted by
 * name; none when the folder is not there (the editor then asks for a file name).
 */
export async function eventImageFiles(): Promise<string[]> {
  const names = await fs.promises.readdir(IMAGE_DIR).catch(() => [] as string[]);
  return names.filter((name) => IMAGE_DIR_FILE.test(name)).sort();
}

/**
 * Refuses (on the field eventImage) an image that is neither an uploaded image stored here nor a
 * file in public/images/events (when that folder is there to look in); read in `tx` when given.
 */
export async function assertImage(image: string, tx?: Tx): Promise<void> {
  if (image.startsWith("/media/")) {
    if (!(await isStoredMedia(image, tx)))
      throw fieldError("BAD_REQUEST", "eventImage", "errors.events.imageNotUploaded", { image });
    return;
  }
  if (!fs.existsSync(IMAGE_DIR)) return;
  if (!fs.existsSync(path.join(IMAGE_DIR, image)))
    throw fieldError("BAD_REQUEST", "eventImage", "errors.events.imageNotInFolder", { image });
}
