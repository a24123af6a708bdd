import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { passwordResets, vendors } from "@/db/schema";
import { AppError } from "./api";
import { sendEmail } from "./email/send";
import { passwordResetEmail, welcomeEmail } from "./email/templates";
import { hashPassword, verifyPassword } from "./password";
import { assertReserved, forgetAttempt, LIMITS, reserveAttempt } from "./rate-limit";
import type {
  loginSchema,
  lostPasswordSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./validation";

export const MESSAGES = {
  registered: "Registration successful. Please log in with your email and password.",
  emailTaken: "An account with this email already exists. Log in or reset your password.",
  loggedIn: "Welcome back! You are now logged in.",
  badCredentials: "Invalid email or password.",
  tooManyLogins: "Too many failed login attempts. Please wait 15 minutes and try again.",
  tooManyFromAddress:
    "Too many failed login attempts from your network. Please wait 15 minutes and try again.",
  resetSent:
    "If an account exists for this email, we have sent it an email with a reset token. It expires in one hour.",
  tooManyResets:
    "Too many password reset requests for this email. Please wait an hour and try again.",
  resetDone: "Your password has been reset. Please log in with your new password.",
  resetInvalid: "This reset token is invalid, already used or expired. Please request a new one.",
  unauthorized: "Unauthorized access",
  profileSaved: "Your profile has been saved.",
} as const;

const RESET_TTL_MS = 60 * 60_000; // one hour

/** A dummy hash so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export type SessionVendor = { vendorId: number; vendorName: string; email: string };

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function registerVendor(
  input: z.output<typeof registerSchema>,
): Promise<{ vendorId: number }> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(vendors)
      .values({
        contactName: input.firstName,
        legalName: input.vendorName,
        lob: input.lob,
        city: input.city,
        phone: input.phone,
        email: input.email,
        passwordHash,
      })
      .returning({ id: vendors.id });
    await sendEmail({ to: input.email, ...welcomeEmail({ name: input.firstName }) });
    return { vendorId: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("BAD_REQUEST", MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * The one credential check (DESIGN.md "Sessions and login"), used by the login API and by
 * next-auth's Credentials provider. Failed attempts are counted per e-mail and per address; a
 * successful login is not counted against anyone.
 */
export async function verifyCredentials(
  input: z.output<typeof loginSchema>,
  address: string,
): Promise<SessionVendor> {
  // Each attempt is counted before the password check; a successful one is then forgotten.
  const byEmail = await reserveAttempt(LIMITS.loginEmail, input.email);
  const byAddress = await reserveAttempt(LIMITS.loginAddress, address);
  if (!byEmail.allowed) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.tooManyLogins);
  if (!byAddress.allowed) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.tooManyFromAddress);
  const db = await getDb();
  const [vendor] = await db
    .select({
      id: vendors.id,
      legalName: vendors.legalName,
      email: vendors.email,
      passwordHash: vendors.passwordHash,
    })
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${input.email}`);
  dummyHash ??= hashPassword("not-a-real-password");
  const ok = await verifyPassword(input.password, vendor?.passwordHash ?? (await dummyHash));
  if (!vendor || !ok) throw new AppError("UNAUTHORIZED", MESSAGES.badCredentials);
  await forgetAttempt(byEmail.id, byAddress.id);
  return { vendorId: vendor.id, vendorName: vendor.legalName, email: vendor.email };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Sends a single-use token; the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(
  input: z.output<typeof lostPasswordSchema>,
): Promise<void> {
  await assertReserved(LIMITS.lostPassword, input.email, MESSAGES.tooManyResets);
  const db = await getDb();
  const [vendor] = await db
    .select({ id: vendors.id, name: vendors.contactName, email: vendors.email })
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${input.email}`);
  if (!vendor) return;
  const token = randomBytes(24).toString("base64url");
  await db.insert(passwordResets).values({
    vendorId: vendor.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  await sendEmail({ to: vendor.email, ...passwordResetEmail({ name: vendor.name, token }) });
}

/** Uses the token (atomically, once) and sets the new password. */
export async function resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ vendorId: passwordResets.vendorId });
    if (!used) return false;
    await tx.update(vendors).set({ passwordHash }).where(eq(vendors.id, used.vendorId));
    return true;
  });
  if (!done)
    throw new AppError("UNAUTHORIZED", MESSAGES.resetInvalid, { message: MESSAGES.resetInvalid });
}

export type Profile = {
  vendorId: number;
  firstName: string;
  vendorName: string;
  lob: string;
  city: string;
  phone: string;
  email: string;
};

export async function getProfile(vendorId: number): Promise<Profile | undefined> {
  const db = await getDb();
  const [v] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!v) return undefined;
  return {
    vendorId: v.id,
    firstName: v.contactName,
    vendorName: v.legalName,
    lob: v.lob,
    city: v.city,
    phone: v.phone,
    email: v.email,
  };
}

/** Profile for the caller only: another vendor's id is refused (spec §6 'Unauthorized access'). */
export async function profileFor(caller: SessionVendor | null, vendorId: number): Promise<Profile> {
  const unauthorized = new AppError("UNAUTHORIZED", MESSAGES.unauthorized, {
    message: MESSAGES.unauthorized,
  });
  if (!caller || caller.vendorId !== vendorId) throw unauthorized;
  const profile = await getProfile(vendorId);
  if (!profile) throw unauthorized;
  return profile;
}

export async function updateProfile(
  vendorId: number,
  input: z.output<typeof profileSchema>,
): Promise<Profile> {
  const db = await getDb();
  const changes: Partial<typeof vendors.$inferInsert> = {
    contactName: input.firstName,
    legalName: input.vendorName,
    lob: input.lob,
    city: input.city,
    phone: input.phone,
  };
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  await db.update(vendors).set(changes).where(eq(vendors.id, vendorId));
  const profile = await getProfile(vendorId);
  if (!profile)
    throw new AppError("UNAUTHORIZED", MESSAGES.unauthorized, { message: MESSAGES.unauthorized });
  return profile;
}
