import "server-only";
import { randomBytes } from "node:crypto";
import { insertAccount, insertResetToken, voidResetTokens } from "../accounts/queries/accounts";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { hashToken, isUniqueViolation, UNUSABLE_PASSWORD } from "../accounts/accounts";
import { setVendorDisabled } from "../accounts/office-vendors";
import { deliverEmail, enqueueEmail } from "../email/send";
import { appError, messageError } from "../http/envelope";
import { staffInvitationEmail } from "./emails";
import {
  endDeviceSession,
  findSessionDevice,
  findStaff,
  listStaff,
  nameSessionDevice,
  touchSession,
} from "./queries";

// Staff accounts: the door team. An organiser creates one (no password: the invitation's link
// sets it), lists them with the devices each is signed in on, disables one, or signs one device
// out. Staff use the door app and nothing else (lib/http/access.ts).

/** How long an invitation's set-password link works (a reset's works for an hour). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * POST /api/admin/v1/staff: the account (role staff, a password nothing matches), its
 * set-password token and the invitation e-mail, with the audit row, in one transaction; the
 * e-mail is sent after the commit. An address that already has an account, in any letter case,
 * is a CONFLICT and changes nothing.
 */
export async function createStaff(
  actorId: number,
  input: { name: string; email: string },
  origin: string,
): Promise<{ accountId: number }> {
  const token = randomBytes(24).toString("base64url");
  const mail = await staffInvitationEmail({ name: input.name, email: input.email, token, origin });
  try {
    const { accountId, queued } = await transaction(async (tx) => {
      const accountId = await insertAccount(
        {
          contactName: input.name,
          legalName: input.name,
          lob: "",
          city: "",
          phone: "",
          email: input.email,
          passwordHash: UNUSABLE_PASSWORD,
          role: "staff",
          locale: "en",
        },
        tx,
      );
      await insertResetToken(tx, {
        vendorId: accountId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
      const queued = await enqueueEmail(tx, { to: input.email, ...mail });
      await recordAudit(tx, {
        actorId,
        entity: "vendor",
        entityId: accountId,
        action: "create",
        before: null,
        after: { role: "staff", name: input.name, email: input.email },
      });
      return { accountId, queued };
    });
    await deliverEmail(queued);
    return { accountId };
  } catch (error) {
    if (isUniqueViolation(error)) throw messageError("CONFLICT", "errors.staff.emailTaken");
    throw error;
  }
}

/**
 * A new invitation for a staff member who has not set a password, or lost the first e-mail: the
 * older links stop working.
 */
export async function reinviteStaff(actorId: number, accountId: number, origin: string) {
  const staff = await findStaff(accountId);
  if (!staff) throw appError("NOT_FOUND", "errors.staff.notFound");
  const token = randomBytes(24).toString("base64url");
  const mail = await staffInvitationEmail({ name: staff.name, email: staff.email, token, origin });
  const queued = await transaction(async (tx) => {
    await voidResetTokens(tx, accountId);
    await insertResetToken(tx, {
      vendorId: accountId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await recordAudit(tx, {
      actorId,
      entity: "vendor",
      entityId: accountId,
      action: "update",
      before: null,
      after: { invitationSent: true },
    });
    return enqueueEmail(tx, { to: staff.email, ...mail });
  });
  await deliverEmail(queued);
}

/** Every staff account with the devices it is signed in on. */
export async function staffList() {
  const { rows, devices } = await listStaff();
  return rows.map((row) => ({
    ...row,
    devices: devices.filter((d) => d.accountId === row.id),
  }));
}

export type StaffMember = Awaited<ReturnType<typeof staffList>>[number];

/** One staff account as the list shows it (NOT_FOUND for another role or an unknown id). */
export async function staffMember(accountId: number): Promise<StaffMember> {
  const member = (await staffList()).find((m) => m.id === accountId);
  if (!member) throw appError("NOT_FOUND", "errors.staff.notFound");
  return member;
}

/**
 * Disables a staff account (its sessions end at once, every device signed out) or opens it
 * again: the vendors' switch, for staff accounts only.
 */
export async function setStaffDisabled(actorId: number, accountId: number, disabled: boolean) {
  if (!(await findStaff(accountId))) throw appError("NOT_FOUND", "errors.staff.notFound");
  await setVendorDisabled(actorId, accountId, disabled);
  return staffMember(accountId);
}

/**
 * DELETE /api/admin/v1/staff/{accountId}/devices/{deviceId}: ends that device's session (its
 * next request is 401), with the audit row. A device already signed out is NOT_FOUND.
 */
export async function signOutDevice(actorId: number, accountId: number, deviceId: string) {
  if (!(await findStaff(accountId))) throw appError("NOT_FOUND", "errors.staff.notFound");
  await transaction(async (tx) => {
    const device = await endDeviceSession(tx, accountId, deviceId);
    if (!device) throw appError("NOT_FOUND", "errors.staff.deviceNotFound");
    await recordAudit(tx, {
      actorId,
      entity: "vendor",
      entityId: accountId,
      action: "update",
      before: { device: { deviceId: device.publicId, name: device.deviceName, signedIn: true } },
      after: { device: { deviceId: device.publicId, name: device.deviceName, signedIn: false } },
    });
  });
  return staffMember(accountId);
}

/**
 * PUT /api/door/v1/device: the name the door app gives the device of the caller's session
 * ("Gate 2 phone"), shown in the console's list; answers the device's id (the session's public
 * handle, which the door sends with its scans).
 */
export async function nameDevice(sessionId: string, name: string): Promise<{ deviceId: string }> {
  const deviceId = await nameSessionDevice(sessionId, name);
  if (!deviceId) throw messageError("UNAUTHORIZED", "errors.auth.loginRequired");
  return { deviceId };
}

/** The device id (the session's public handle) and name of the caller's session. */
export async function deviceOf(sessionId: string) {
  const device = await findSessionDevice(sessionId);
  return device ? { deviceId: device.publicId, name: device.deviceName } : null;
}

/** Records that the caller's device was just heard from: the door calls it when it syncs. */
export function touchDevice(sessionId: string): Promise<void> {
  return touchSession(sessionId);
}
