import { readJson, respond } from "@/lib/api";
import { publicOrigin } from "@/lib/origin";
import { clientAddress } from "@/lib/request";
import { route } from "@/lib/route";
import { createSession } from "@/lib/session";
import { visitorRegisterSchema } from "@/lib/validation";
import { MESSAGES, registerVisitor } from "@/lib/vendors";

/**
 * POST /api/visitor/v1/register: a visitor account (name, e-mail, password) for buying tickets.
 * The visitor is signed in at once, so the seats they chose are one step away: 201 with the
 * account, a message, the session cookie and a new anti-forgery token.
 */
export const POST = route({ access: "public", csrf: true }, async (request) => {
  const account = await registerVisitor(await readJson(request, visitorRegisterSchema), {
    address: clientAddress(request),
    origin: publicOrigin(request),
  });
  const { cookies } = await createSession(account);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const { firstLogin: _firstLogin, ...visitor } = account;
  return respond({ ...visitor, message: MESSAGES.visitorRegistered }, "CREATED", { headers });
});
