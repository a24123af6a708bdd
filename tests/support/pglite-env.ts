// Each test file gets its own in-memory PGlite, migrated and seeded on first use.
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";

// Sessions and anti-forgery tokens are signed with it; a test may stub another.
process.env.NEXTAUTH_SECRET ??= "integration-secret-0123456789abcdef";
