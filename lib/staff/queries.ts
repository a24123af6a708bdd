import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../../db/client";
import { passwordResets, sessions, vendors } from "../../db/schema";

// Staff accounts (the door's) and the devices they are signed in on: one live session each.

/** A staff account as the console lists it. */
export type StaffRow = {
  id: number;
  name: string;
  email: string;
  disabledAt: Date | null;
  createdAt: Date;
};

/** A device a staff member is signed in on: a live session, by its public handle. */
export type StaffDevice = {
  accountId: number;
  publicId: string;
  deviceName: string | null;
  signedInAt: Date;
  lastSeenAt: Date | null;
};

/** A staff account's columns as the console lists it (StaffRow). */
const staffColumns = {
  id: vendors.id,
  name: vendors.contactName,
  email: vendors.email,
  disabledAt: vendors.disabledAt,
  createdAt: vendors.createdAt,
};

const live = () => and(isNull(sessions.endedAt), gt(sessions.expiresAt, new Date()));

/** Every staff account, by name, and the devices each is signed in on (newest first). */
export async function listStaff(): Promise<{ rows: StaffRow[]; devices: StaffDevice[] }> {
  const db = await getDb();
  const rows = await db
    .select(staffColumns)
    .from(vendors)
    .where(eq(vendors.role, "staff"))
    .orderBy(asc(sql`lower(${vendors.contactName})`), asc(vendors.id));
  const ids = rows.map((r) => r.id);
  const devices = ids.length
    ? await db
        .select({
          accountId: sessions.vendorId,
          publicId: sessions.publicId,
          deviceName: sessions.deviceName,
          signedInAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(inArray(sessions.vendorId, ids), live()))
        .orderBy(desc(sessions.createdAt), asc(sessions.id))
    : [];
  return { rows, devices };
}

/** A staff account by id (undefined for an unknown id or another role); in `tx` when given. */
export async function findStaff(id: number, tx?: Tx): Promise<StaffRow | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(staffColumns)
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.role, "staff")));
  return row;
}

/**
 * Ends one live session of an account, named by its public handle; answers the device as it was,
 * or undefined when the account has no such live session.
 */
export async function endDeviceSession(
  tx: Tx,
  accountId: number,
  publicId: string,
): Promise<{ publicId: string; deviceName: string | null } | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.vendorId, accountId), eq(sessions.publicId, publicId), live()))
    .returning({ publicId: sessions.publicId, deviceName: sessions.deviceName });
  return row;
}

/** Names the device of a live session; answers its public handle (undefined when it ended). */
export async function nameSessionDevice(
  sessionId: string,
  deviceName: string,
): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(sessions)
    .set({ deviceName, lastSeenAt: new Date() })
    .where(and(eq(sessions.id, sessionId), live()))
    .returning({ publicId: sessions.publicId });
  return row?.publicId;
}

/** The device of a session: its public handle and name (whether or not it is still live). */
export async function findSessionDevice(
  sessionId: string,
  db?: Db | Tx,
): Promise<{ publicId: string; deviceName: string | null } | undefined> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ publicId: sessions.publicId, deviceName: sessions.deviceName })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/** Records that a session's device was just heard from (the door's sync). */
export async function touchSession(sessionId: string, db?: Db | Tx): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * The staff member a set-password token was sent to, while the token is unused and unexpired
 * (read only: the token is spent when the password is set). Null for any other token.
 */
export async function staffOfInvitation(
  tokenHash: string,
): Promise<{ name: string; email: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: vendors.contactName, email: vendors.email })
    .from(passwordResets)
    .innerJoin(vendors, eq(vendors.id, passwordResets.vendorId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
        eq(vendors.role, "staff"),
        isNull(vendors.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
