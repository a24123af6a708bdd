import { handler, readJson, respond } from "@/lib/api";
import { assertCsrf } from "@/lib/csrf";
import { clientAddress } from "@/lib/request";
import { sessionCookies } from "@/lib/session";
import { loginSchema } from "@/lib/validation";
import { MESSAGES, verifyCredentials } from "@/lib/vendors";

/**
 * POST /api/vendor/v1/login (spec §7): signs the vendor in with next-auth's session cookie and
 * answers the vendor object with a message; wrong credentials are UNAUTHORIZED with the message.
 */
export const POST = handler(async (request) => {
  assertCsrf(request);
  const vendor = await verifyCredentials(
    await readJson(request, loginSchema),
    clientAddress(request),
  );
  const headers = new Headers();
  for (const cookie of await sessionCookies(vendor)) headers.append("Set-Cookie", cookie);
  return respond({ ...vendor, message: MESSAGES.loggedIn }, "OK", { headers });
});
