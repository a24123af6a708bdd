// `npm run account:create -- --role organiser --email someone@example.org [--name "Full Name"]`
// creates an account in DATABASE_URL (or the embedded database when it is unset). The password
// is read from standard input when one is piped in (`--password-stdin`), otherwise a random one
// is generated and printed once.
//
// What it is given is checked before the database's modules load, so a mistyped command is
// refused at once.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import type { Role } from "../db/schema/accounts";
import { ROLES } from "../db/schema/vocabulary";
import { emailField } from "../lib/http/public-fields";

const { values } = parseArgs({
  options: {
    role: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    "password-stdin": { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const role = values.role as Role | undefined;
if (!role || !ROLES.includes(role)) fail(`--role must be one of: ${ROLES.join(", ")}`);
const email = emailField({ required: "--email is required", invalid: "invalid" }).safeParse(
  values.email ?? "",
);
if (!email.success) fail("--email must be a valid e-mail address");
const name = values.name?.trim() || email.data;

async function readPassword(): Promise<{ password: string; generated: boolean }> {
  if (!values["password-stdin"])
    return { password: randomBytes(18).toString("base64url"), generated: true };
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks).toString("utf8").trim();
  if (password.length < 8) fail("The password must be at least 8 characters.");
  return { password, generated: false };
}

const { password, generated } = await readPassword();
const [{ sql }, { hashPassword }, { openConfigured }, { vendors }] = await Promise.all([
  import("drizzle-orm"),
  import("../lib/accounts/password"),
  import("../db/connect"),
  import("../db/schema"),
]);
const connection = await openConfigured({ migrate: true });
try {
  const [existing] = await connection.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${email.data}`);
  if (existing) fail(`An account with the e-mail ${email.data} already exists.`);
  await connection.db.insert(vendors).values({
    email: email.data,
    role,
    contactName: name,
    legalName: name,
    lob: role === "vendor" ? name : "",
    city: "",
    phone: "",
    passwordHash: await hashPassword(password),
  });
  console.log(`Created the ${role} account ${email.data}.`);
  if (generated) console.log(`Its password (shown once; change it after logging in): ${password}`);
} finally {
  await connection.close();
}
