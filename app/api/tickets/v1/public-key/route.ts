import { respond } from "@/lib/api";
import { route } from "@/lib/route";
import { ticketPublicKey } from "@/lib/ticketing/signing";

/**
 * GET /api/tickets/v1/public-key: what a door scanner needs to check tickets offline. A ticket's
 * QR code reads MT1.<payload>.<signature> (base64url); the signature is Ed25519 over
 * "MT1.<payload>", and the payload is JSON {v, t: ticket id, e: event guid, s: seat}.
 */
export const GET = route({ access: "public", csrf: false }, async () =>
  respond({
    algorithm: "Ed25519",
    publicKey: ticketPublicKey(),
    format: "MT1.<payload>.<signature>",
  }),
);
