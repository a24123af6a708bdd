import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";

/** The picture files an event may name (the names lib/admin/events.ts accepts as eventImage). */
const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(svg|png|jpe?g|webp|avif)$/;

/**
 * The files under public/images/events, for the event editor's picture select, sorted by name;
 * none when the folder is not there (the editor then asks for a file name).
 */
export async function eventImageFiles(): Promise<string[]> {
  const folder = path.join(process.cwd(), "public", "images", "events");
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => IMAGE_FILE.test(name)).sort();
}
