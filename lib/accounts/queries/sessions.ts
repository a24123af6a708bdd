import "server-only";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { sessions, vendors, type Role } from "@/db/schema";

export type LiveSession = {
  sessionId: string;
  accountId: number;
  name: string;
  email: string;
  role: Role;
};

export async function insertSession(
  { id, accountId, expiresAt }: { id: string; accountId: number; expiresAt: Date },
  db?: Db | Tx,
): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.insert(sessions).values({ id, vendorId: accountId, expiresAt });
}

/** The session and its account, when the session has not ended or expired (one indexed read). */
export async function findLiveSession(id: string): Promise<LiveSession | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: vendors.id,
      name: vendors.legalName,
      email: vendors.email,
      role: vendors.role,
    })
    .from(sessions)
    .innerJoin(vendors, eq(vendors.id, sessions.vendorId))
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, new Date()),
        // a disabled account signs nobody in, whatever sessions it had
        isNull(vendors.disabledAt),
      ),
    );
  return row;
}

export async function endSessionRecord(id: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** Ends every live session of an account (all but `exceptId` when given). */
export async function endAccountSessions(
  accountId: number,
  { exceptId, db }: { exceptId?: string; db?: Db | Tx } = {},
): Promise<void> {
  const handle = db ?? (await getDb());
  await handle
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(sessions.vendorId, accountId),
        isNull(sessions.endedAt),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    );
}
