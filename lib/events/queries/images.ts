import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { events, images } from "@/db/schema";

// Uploaded images (event art and floor plans) and the events' references to them. A row is
// written once and never changed: one row per distinct picture, found again by its sha256.

/** An image's identity and size: what its address and an <img> need (not the bytes). */
export type ImageRef = { id: number; sha256: string; width: number; height: number };

/** A stored image with its bytes (null: they are in the S3-compatible bucket). */
export type StoredImage = ImageRef & { contentType: string; bytes: Buffer | null };

const refColumns = {
  id: images.id,
  sha256: images.sha256,
  width: images.width,
  height: images.height,
};

/**
 * Stores a picture once: a second upload of the same bytes answers the row already there (the
 * bytes are not written again).
 */
export async function saveImage(
  tx: Tx,
  image: {
    sha256: string;
    contentType: string;
    bytes: Buffer | null;
    width: number;
    height: number;
  },
): Promise<ImageRef> {
  const [inserted] = await tx
    .insert(images)
    .values(image)
    .onConflictDoNothing({ target: images.sha256 })
    .returning(refColumns);
  if (inserted) return inserted;
  const [existing] = await tx
    .select(refColumns)
    .from(images)
    .where(eq(images.sha256, image.sha256));
  return existing!;
}

/** One image with its bytes, or undefined. */
export async function findImage(id: number): Promise<StoredImage | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ ...refColumns, contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id));
  return row;
}

/** An event's picture and floor plan references, as the upload changes them. */
export type EventImages = {
  id: number;
  image: string;
  floorPlanImageId: number | null;
};

/** The event's picture references, its row locked until the transaction ends. */
export async function lockEventImages(tx: Tx, eventId: number): Promise<EventImages | undefined> {
  const [row] = await tx
    .select({ id: events.id, image: events.image, floorPlanImageId: events.floorPlanImageId })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return row;
}

export async function setEventImage(tx: Tx, eventId: number, image: string): Promise<void> {
  await tx.update(events).set({ image }).where(eq(events.id, eventId));
}

export async function setEventFloorPlan(tx: Tx, eventId: number, imageId: number): Promise<void> {
  await tx.update(events).set({ floorPlanImageId: imageId }).where(eq(events.id, eventId));
}

/** One image's identity, or undefined (in `tx` when given). */
export async function findImageRef(id: number, tx?: Tx): Promise<ImageRef | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db.select(refColumns).from(images).where(eq(images.id, id));
  return row;
}

/** The uploaded floor plan of a public event (not a DRAFT), or undefined when it has none. */
export async function publicFloorPlanOf(guid: string): Promise<ImageRef | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(refColumns)
    .from(events)
    .innerJoin(images, eq(images.id, events.floorPlanImageId))
    .where(and(eq(events.guid, guid), ne(events.status, "DRAFT")));
  return row;
}

/** The uploaded floor plan of an event, drafts included, or undefined when it has none. */
export async function eventFloorPlanOf(eventId: number): Promise<ImageRef | undefined> {
  const db = await getDb();
  const [row] = await db
    .select(refColumns)
    .from(events)
    .innerJoin(images, eq(images.id, events.floorPlanImageId))
    .where(eq(events.id, eventId));
  return row;
}
