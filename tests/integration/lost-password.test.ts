import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { authAttempts, emailOutbox, passwordResets } from "@/db/schema";
import { resetEnvForTests } from "@/config/env";
import { MESSAGES } from "@/lib/accounts/accounts";
import { LIMITS } from "@/lib/http/rate-limit";
import { answerThenRun } from "@/lib/platform/after-response";
import { startAppProcess, type AppProcess } from "../support/app-processes";
import { anonymousBrowser } from "../support/fixtures";
import { createVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// A lost-password answer must not tell who has an account, by its text or by its time. Timing is
// measured by `npm run bench:lost-password`; here, what makes the times alike: when the answer
// is sent, a known address has had the same work done as an unknown one, and everything that
// differs (its token, its e-mail and the e-mail's delivery) happens after the answer.

const SECRET = "lost-password-test-secret-0123456789";

/**
 * A stand-in for Resend's API that holds every message it is sent, unanswered, until released:
 * a delivery that waits on it cannot finish before then.
 */
async function startHeldMailProvider() {
  const received: { to: string; text: string }[] = [];
  const waiting: (() => void)[] = [];
  let released = false;
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const mail = JSON.parse(body) as { to: string | string[]; text: string };
      received.push({ to: [mail.to].flat()[0]!, text: mail.text });
      const answer = () => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ id: `re_${received.length}` }));
      };
      if (released) answer();
      else waiting.push(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    release() {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits (up to 20 s) until `check` holds; a wait, not a measurement. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What the database holds about an address's reset: its counted requests, tokens and e-mails. */
async function resetState(email: string, vendorId?: number) {
  const db = await getDb();
  const count = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  const n = sql<number>`count(*)::int`;
  return {
    requestsCounted: await count(
      db
        .select({ n })
        .from(authAttempts)
        .where(and(eq(authAttempts.kind, LIMITS.lostPassword.kind), eq(authAttempts.key, email))),
    ),
    tokens:
      vendorId === undefined
        ? 0
        : await count(
            db.select({ n }).from(passwordResets).where(eq(passwordResets.vendorId, vendorId)),
          ),
    emails: await count(db.select({ n }).from(emailOutbox).where(eq(emailOutbox.to, email))),
  };
}

const lostPassword = (email: string) => jsonRequest("/api/vendor/v1/lostPassword", { email });

beforeAll(() => {
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
  resetEnvForTests();
});

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("POST /api/vendor/v1/lostPassword answers before it does anything about the account", () => {
  it("has done the same work for a known and an unknown address when the answer is sent; the token and e-mail come after", async () => {
    const vendor = await createVendor("Forgetful");
    const unknownEmail = `nobody.${vendor.vendorId}@example.com`;

    // As the app process serves a request: the answer is sent, then the work it left runs.
    const ask = async (email: string, vendorId?: number) => {
      let atAnswer: { answer: Awaited<ReturnType<typeof read>>; state: unknown } | undefined;
      await answerThenRun(
        () => api(lostPassword(email)),
        async (response) => {
          atAnswer = { answer: await read(response), state: await resetState(email, vendorId) };
        },
      );
      return { ...atAnswer!, after: await resetState(email, vendorId) };
    };
    const known = await ask(vendor.email, vendor.vendorId);
    const unknown = await ask(unknownEmail);

    expect(known.answer).toMatchObject({
      code: 200,
      status: "OK",
      payload: { message: MESSAGES.resetSent },
    });
    expect(known.answer).toEqual(unknown.answer);
    // When the answer left, each request had been counted and nothing else written for either.
    expect(known.state).toEqual({ requestsCounted: 1, tokens: 0, emails: 0 });
    expect(unknown.state).toEqual(known.state);
    // Afterwards the known address has its token and its e-mail; the unknown one nothing more.
    expect(known.after).toEqual({ requestsCounted: 1, tokens: 1, emails: 1 });
    expect(unknown.after).toEqual({ requestsCounted: 1, tokens: 0, emails: 0 });
  });
});

describe("the app process's lost-password answer", () => {
  let app: AppProcess;
  let mail: Awaited<ReturnType<typeof startHeldMailProvider>>;

  beforeAll(async () => {
    mail = await startHeldMailProvider();
    app = await startAppProcess({
      DATABASE_URL: process.env.DATABASE_URL!,
      DEMO_MODE: "1",
      NEXTAUTH_SECRET: SECRET,
      SITE_URL: "https://festival.example",
      RESEND_API_KEY: "re_lost_password_tests",
      RESEND_BASE_URL: mail.url,
    });
  }, 120_000);

  afterAll(async () => {
    mail?.release();
    await app?.stop();
    await mail?.close();
  });

  it("arrives while the mail provider still holds the known address's e-mail, which is then sent without the scheduled work", async () => {
    const vendor = await createVendor("Locked out");
    const unknownEmail = `nobody.${vendor.vendorId}@example.com`;
    const browser = anonymousBrowser();
    const ask = async (email: string) => {
      const response = await fetch(`${app.url}/api/vendor/v1/lostPassword`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: browser.cookie,
          "x-xsrf-token": browser.csrf,
        },
        body: JSON.stringify({ email }),
      });
      return read(response);
    };

    const unknown = await ask(unknownEmail);
    // The provider answers nothing yet: had the delivery come before the answer, this would
    // never return.
    const known = await ask(vendor.email.toUpperCase());
    expect(known).toMatchObject({ code: 200, payload: { message: MESSAGES.resetSent } });
    expect(known).toEqual(unknown);

    await until("the reset e-mail reaches the provider", () =>
      mail.received.some((m) => m.to === vendor.email),
    );
    const db = await getDb();
    const outboxRow = async () =>
      (await db.select().from(emailOutbox).where(eq(emailOutbox.to, vendor.email)))[0];
    expect(await outboxRow()).toMatchObject({ sentAt: null });
    const [posted] = mail.received.filter((m) => m.to === vendor.email);
    expect(posted!.text).toMatch(/Your reset token is: \S+/);

    mail.release();
    // Stopping the process waits for the work its answers left.
    await app.stop();
    expect((await outboxRow())!.sentAt).toBeInstanceOf(Date);
    expect(mail.received.filter((m) => m.to === unknownEmail)).toEqual([]);
    expect(await resetState(unknownEmail)).toEqual({ requestsCounted: 1, tokens: 0, emails: 0 });
  });
});
