import { env, isDemoMode } from "../../config/env";
import { clientAddress, clientAddressVouched } from "../http/request";

/** The computer the site runs on: 127.0.0.0/8 and ::1 (IPv4-mapped forms arrive normalised). */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Addresses a request says it was forwarded for; a tunnel or proxy on this computer adds them. */
function forwardedFor(headers: Headers): string[] | "unknown" {
  if (headers.has("forwarded")) return "unknown";
  return ["x-forwarded-for", "x-real-ip", "cf-connecting-ip", "true-client-ip"].flatMap(
    (name) =>
      headers
        .get(name)
        ?.split(",")
        .map((a) => a.trim().replace(/^::ffff:(?=\d+\.)/, ""))
        .filter(Boolean) ?? [],
  );
}

/**
 * The demo mailbox shows every e-mail the site sent, password reset links included, so it is
 * served only in demo mode and only to the computer the demo runs on, unless
 * DEMO_MAILBOX_PUBLIC=1. The address must be one no client can choose (the connection, or the
 * host's edge header), and a request forwarded for anyone else (a tunnel or proxy on this
 * computer) does not count as this computer.
 */
export function mailboxVisibleTo(headers: Headers): boolean {
  if (!isDemoMode()) return false;
  if (env().DEMO_MAILBOX_PUBLIC) return true;
  if (!clientAddressVouched() || !isLoopbackAddress(clientAddress(headers))) return false;
  const forwarded = forwardedFor(headers);
  return forwarded !== "unknown" && forwarded.every(isLoopbackAddress);
}
