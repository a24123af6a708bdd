import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { vendors } from "@/db/schema";
import { jsonRequest, read, api } from "../support/requests";

// `npm run account:create` is how a production site gets its first organiser: it writes to
// DATABASE_URL (here the suite's own database) and the account then signs in like any other.

const root = path.resolve(import.meta.dirname, "..", "..");
const unique = () => Math.random().toString(36).slice(2, 10);

function createAccount(args: string[], input?: string) {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "scripts/account-create.ts"), ...args],
    { cwd: root, env: process.env, input, encoding: "utf8", timeout: 60_000 },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const logIn = async (email: string, password: string) =>
  read(
    await api(
      jsonRequest(
        "/api/vendor/v1/login",
        { email, password },
        { headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.9` } },
      ),
    ),
  );

describe("npm run account:create", () => {
  it("creates an organiser with a piped password, who can then log in with that role", async () => {
    const email = `office.${unique()}@example.org`;
    const run = createAccount(
      ["--role", "organiser", "--email", email, "--name", "Festival Office", "--password-stdin"],
      "a-long-organiser-password\n",
    );
    expect(run.err).toBe("");
    expect(run.out).toContain(`Created the organiser account ${email}.`);
    expect(run.out).not.toContain("a-long-organiser-password");
    const [row] = await (await getDb()).select().from(vendors).where(eq(vendors.email, email));
    expect(row).toMatchObject({ role: "organiser", contactName: "Festival Office" });
    expect(await logIn(email, "a-long-organiser-password")).toMatchObject({
      code: 200,
      payload: { email, role: "organiser" },
    });
  });

  it("prints a generated password once when none is piped in, and it works", async () => {
    const email = `staff.${unique()}@example.org`;
    const run = createAccount(["--role", "staff", "--email", email]);
    const password = /shown once; change it after logging in\): (\S+)/.exec(run.out)?.[1];
    expect(password, run.out + run.err).toBeDefined();
    expect(await logIn(email, password!)).toMatchObject({ code: 200, payload: { role: "staff" } });
  });

  it("refuses an unknown role, a bad e-mail, a short password and a taken e-mail, creating nothing", async () => {
    const email = `taken.${unique()}@example.org`;
    expect(createAccount(["--role", "visitor", "--email", email]).code).toBe(0);
    const refusals = [
      [["--role", "admin", "--email", `x.${unique()}@example.org`], "--role must be one of"],
      [["--role", "organiser", "--email", "not-an-address"], "--email must be a valid"],
      [
        ["--role", "organiser", "--email", `y.${unique()}@example.org`, "--password-stdin"],
        "at least 8",
      ],
      [["--role", "organiser", "--email", email.toUpperCase()], "already exists"],
    ] as const;
    for (const [args, message] of refusals) {
      const run = createAccount([...args], "short\n");
      expect(run.code, args.join(" ")).toBe(1);
      expect(run.err).toContain(message);
    }
    const rows = await (await getDb()).select().from(vendors).where(eq(vendors.email, email));
    expect(rows).toHaveLength(1);
    // five runs of the command, each a Node process of its own: on a busy two-core machine,
    // longer than the suite's default for one test
  }, 180_000);
});
