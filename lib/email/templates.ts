import { siteUrl } from "../env";
import { SITE_NAME } from "../site";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** A plain, readable HTML shell; every interpolated value is escaped. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#9f1d35;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d1714;background:#fdfaf4;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:28px"><h1 style="font-size:22px;margin:0 0 20px;color:#1b1f3b">${escapeHtml(title)}</h1>${body}${button}<p style="color:#6b5f57;font-size:13px;margin-top:28px">${escapeHtml(SITE_NAME)} · Mahrajan Arts Foundation</p></div></body></html>`;
}

export function passwordResetEmail({
  name,
  token,
  origin = siteUrl(),
}: {
  name: string;
  token: string;
  /** Where the link points: SITE_URL, or in demo mode the origin the visitor used. */
  origin?: string;
}) {
  const url = `${origin}/resetpassword?token=${encodeURIComponent(token)}`;
  const lines = [
    `Hello ${name},`,
    "We received a request to reset the password of your account.",
    `Your reset token is: ${token}`,
    "It works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    subject: `${SITE_NAME}: reset your password`,
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n`,
    html: layout("Reset your password", lines, { label: "Reset your password", url }),
  };
}

export function welcomeEmail({ name, origin = siteUrl() }: { name: string; origin?: string }) {
  const url = `${origin}/login`;
  const lines = [
    `Hello ${name},`,
    "Your vendor account is ready. Log in to book exhibition booths at our festivals.",
  ];
  return {
    subject: `Welcome to ${SITE_NAME}`,
    text: `${lines.join("\n\n")}\n\nLog in: ${url}\n`,
    html: layout("Welcome!", lines, { label: "Log in", url }),
  };
}
