// Each test file gets its own in-memory PGlite, migrated and seeded on first use.
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";
