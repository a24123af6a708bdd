import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { passwordResets, sessions, vendors } from "@/db/schema";

/** An account's record (vendors, visitors, organisers and staff alike). */
export type Account = typeof vendors.$inferSelect;
/** A new account; `locale` (the language of its e-mails) is the page it registered on. */
export type NewAccount = typeof vendors.$inferInsert & { locale: Account["locale"] };
/** What a profile edit may change (`locale`: the page the profile was saved on). */
export type AccountChanges = Partial<
  Pick<
    NewAccount,
    "contactName" | "legalName" | "lob" | "city" | "phone" | "passwordHash" | "locale"
  >
>;

/** Inserts an account; a taken e-mail (in any letter case) throws the unique violation. */
export async function insertAccount(account: NewAccount, tx?: Tx): Promise<number> {
  const db = tx ?? (await getDb());
  const [row] = await db.insert(vendors).values(account).returning({ id: vendors.id });
  return row!.id;
}

/**
 * The next account id, taken from the accounts' sequence before the insert: a registration whose
 * insert then fails (a taken e-mail) has used one id, as a new account does, and can answer it.
 */
export async function nextAccountId(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('vendors', 'id'))`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return row!.id;
}

/** The account with this e-mail, given in lower case; in `tx` when given. */
export async function findAccountByEmail(email: string, tx?: Tx): Promise<Account | undefined> {
  const db = tx ?? (await getDb());
  const [account] = await db
    .select()
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${email}`);
  return account;
}

/**
 * The account with this e-mail (given in lower case), its row locked until `tx` ends: work on
 * the account that must not interleave (a new reset token voiding the older ones) takes turns.
 */
export async function lockAccountByEmail(email: string, tx: Tx): Promise<Account | undefined> {
  const [account] = await tx
    .select()
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${email}`)
    .for("update");
  return account;
}

/** An account by id; in `tx` when given (a read inside a transaction must use it). */
export async function findAccount(id: number, tx?: Tx): Promise<Account | undefined> {
  const db = tx ?? (await getDb());
  const [account] = await db.select().from(vendors).where(eq(vendors.id, id));
  return account;
}

/** Changes an account's fields; in `tx` when given. */
export async function updateAccount(id: number, changes: AccountChanges, tx?: Tx): Promise<void> {
  const db = tx ?? (await getDb());
  await db.update(vendors).set(changes).where(eq(vendors.id, id));
}

/** Whether the account has ever had a session (its first login has none). */
export async function hasHadSession(accountId: number): Promise<boolean> {
  const db = await getDb();
  const [earlier] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.vendorId, accountId))
    .limit(1);
  return Boolean(earlier);
}

/** Marks every unused reset token of an account as used. */
export async function voidResetTokens(tx: Tx, accountId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.vendorId, accountId), isNull(passwordResets.usedAt)));
}

export async function insertResetToken(
  tx: Tx,
  token: { vendorId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(token);
}

/**
 * Uses a reset token atomically: an unused, unexpired token with this hash is marked used and
 * its account id answered; otherwise null.
 */
export async function useResetToken(tx: Tx, tokenHash: string): Promise<number | null> {
  const [used] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ vendorId: passwordResets.vendorId });
  return used?.vendorId ?? null;
}
