import { readJson, respond } from "@/lib/api";
import { clientAddress } from "@/lib/request";
import { route } from "@/lib/route";
import { createSession } from "@/lib/session";
import { loginSchema } from "@/lib/validation";
import { loginMessage, verifyCredentials } from "@/lib/vendors";

/**
 * POST /api/vendor/v1/login: the one way to sign in. Checks the credentials, starts a session
 * (its cookie, and a new anti-forgery token bound to it) and answers the vendor object with a
 * message; wrong credentials are UNAUTHORIZED with the message.
 */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  const account = await verifyCredentials(
    await readJson(request, loginSchema),
    clientAddress(request),
  );
  const { cookies } = await createSession(account);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const { firstLogin, ...vendor } = account;
  return respond({ ...vendor, message: loginMessage(firstLogin) }, "OK", { headers });
});
