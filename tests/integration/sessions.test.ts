import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/accounts/api";
import { authOptions } from "@/lib/accounts/session";
import { sessionClaims } from "@/lib/accounts/session";
import { MESSAGES } from "@/lib/accounts/accounts";
import { browserAfter, type SignedIn } from "../support/fixtures";
import { jsonRequest, read, api } from "../support/requests";

// A copied session cookie must stop working once its session is ended: at logout, after a
// password reset (every session of the account) and after a password change (every other
// session; the browser that changed it gets a new one).

const unique = () => Math.random().toString(36).slice(2, 10);
const ip = () => `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

async function newVendor() {
  const id = unique();
  const input = {
    firstName: "Rania Saleh",
    vendorName: `Saleh Foods ${id}`,
    lob: `Rania's Kitchen ${id}`,
    city: "Hamilton",
    phone: "905-555-0110",
    email: `sessions.${id}@example.com`,
    password: `first-pass-${id}`,
  };
  const res = await api(
    jsonRequest("/api/vendor/v1/register", input, { headers: { "x-forwarded-for": ip() } }),
  );
  expect(res.status).toBe(201);
  return {
    ...input,
    vendorId: ((await res.json()) as { payload: { vendorId: number } }).payload.vendorId,
  };
}

async function logIn(email: string, password: string) {
  const response = await api(
    jsonRequest(
      "/api/vendor/v1/login",
      { email, password },
      { headers: { "x-forwarded-for": ip() } },
    ),
  );
  return { response, ...(await read(response)) };
}

async function signIn(email: string, password: string): Promise<SignedIn> {
  const res = await logIn(email, password);
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  return browserAfter(res.response);
}

/** What a browser with this session sees when it asks for its own profile. */
async function profileCode(session: SignedIn, vendorId: number): Promise<number> {
  const res = await api(jsonRequest("/api/profile/info", { vendorId }, { session }));
  return res.status;
}

async function latestToken(email: string): Promise<string> {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return /Your reset token is: (\S+)/.exec(mail!.text)![1]!;
}

const askForReset = (email: string) => api(jsonRequest("/api/vendor/v1/lostPassword", { email }));
const useToken = async (token: string, password: string) =>
  read(await api(jsonRequest("/api/vendor/v1/resetPassword", { token, password })));

describe("revocable sessions", () => {
  it("a first login says welcome, a later one welcome back", async () => {
    const vendor = await newVendor();
    expect((await logIn(vendor.email, vendor.password)).payload.message).toBe(MESSAGES.firstLogin);
    expect((await logIn(vendor.email, vendor.password)).payload.message).toBe(MESSAGES.loggedIn);
  });

  it("logout (next-auth's sign-out) ends the session: a copied cookie gets 401", async () => {
    const vendor = await newVendor();
    const session = await signIn(vendor.email, vendor.password);
    expect(await profileCode(session, vendor.vendorId)).toBe(200);
    const claims = await sessionClaims(new Headers({ cookie: session.cookie }));
    await authOptions.events!.signOut!({
      token: { sid: claims!.sessionId },
      session: null as never,
    });
    expect(await profileCode(session, vendor.vendorId)).toBe(401);
  });

  it("a password reset ends every session of the account", async () => {
    const vendor = await newVendor();
    const laptop = await signIn(vendor.email, vendor.password);
    const phone = await signIn(vendor.email, vendor.password);
    await askForReset(vendor.email);
    expect((await useToken(await latestToken(vendor.email), "brand-new-password")).code).toBe(200);
    expect(await profileCode(laptop, vendor.vendorId)).toBe(401);
    expect(await profileCode(phone, vendor.vendorId)).toBe(401);
    expect((await logIn(vendor.email, "brand-new-password")).code).toBe(200);
  });

  it("a password change asks for the current password, ends the other sessions and re-issues this one", async () => {
    const vendor = await newVendor();
    const here = await signIn(vendor.email, vendor.password);
    const elsewhere = await signIn(vendor.email, vendor.password);
    const fields = {
      firstName: "Rania",
      vendorName: "Saleh Foods",
      lob: "Kitchen",
      city: "Hamilton",
      phone: "905",
    };
    const put = async (session: SignedIn, body: Record<string, unknown>) => {
      const response = await api(
        jsonRequest(
          "/api/profile",
          { ...fields, ...body },
          { method: "PUT", session, headers: { "x-forwarded-for": ip() } },
        ),
      );
      return { response, ...(await read(response)) };
    };

    const missing = await put(here, { password: "a-new-password-1" });
    expect(missing).toMatchObject({ code: 400, payload: CURRENT_PASSWORD_REQUIRED });
    const wrong = await put(here, {
      password: "a-new-password-1",
      currentPassword: "not-it-at-all",
    });
    expect(wrong).toMatchObject({ code: 400, payload: MESSAGES.currentPasswordWrong });
    expect(await profileCode(elsewhere, vendor.vendorId)).toBe(200);

    const changed = await put(here, {
      password: "a-new-password-1",
      currentPassword: vendor.password,
    });
    expect(changed).toMatchObject({ code: 200, payload: { message: MESSAGES.passwordChanged } });
    const reissued = browserAfter(changed.response);
    expect(await profileCode(reissued, vendor.vendorId)).toBe(200);
    expect(await profileCode(here, vendor.vendorId)).toBe(401);
    expect(await profileCode(elsewhere, vendor.vendorId)).toBe(401);
  });

  it("an anti-forgery token works only with the session it was issued for", async () => {
    const vendor = await newVendor();
    const one = await signIn(vendor.email, vendor.password);
    const two = await signIn(vendor.email, vendor.password);
    const crossed: SignedIn = {
      cookie: one.cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${two.csrf}`),
      csrf: two.csrf,
    };
    expect(await profileCode(crossed, vendor.vendorId)).toBe(403);
    expect(await profileCode(one, vendor.vendorId)).toBe(200);
  });
});

describe("reset tokens", () => {
  it("asking for a new token voids every older one", async () => {
    const vendor = await newVendor();
    await askForReset(vendor.email);
    const first = await latestToken(vendor.email);
    await askForReset(vendor.email);
    const second = await latestToken(vendor.email);
    expect((await useToken(first, "another-password-1")).code).toBe(401);
    expect((await useToken(second, "another-password-2")).code).toBe(200);
    expect((await useToken(second, "another-password-3")).code).toBe(401);
  });
});

describe("next-auth's endpoints", () => {
  const params = (...nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

  it("offer no way to sign in besides the login API", async () => {
    const callback = await nextAuthGet(
      new Request("http://localhost/api/auth/callback/credentials"),
      params("callback", "credentials"),
    );
    expect(callback.status).toBe(404);
    const postCallback = await nextAuthPost(
      new Request("http://localhost/api/auth/callback/credentials", { method: "POST", body: "" }),
      params("callback", "credentials"),
    );
    expect(postCallback.status).toBe(404);
    const signin = await nextAuthGet(
      new Request("http://localhost/api/auth/signin?callbackUrl=http://localhost:3917abc"),
      params("signin"),
    );
    expect(signin.status).toBe(404);
    expect(await read(signin)).toMatchObject({ status: "NOT_FOUND" });
  });
});
