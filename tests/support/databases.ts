import postgres from "postgres";

/** The machine's PostgreSQL (trust auth); tests create their own database and drop it. */
export const ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists "${name}" with (force)`);
      await sql.end();
    },
  };
}
