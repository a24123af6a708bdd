/**
 * Runs once when the server process starts: refuse a half-configured production start, then open
 * the database so the embedded one is migrated and seeded before the first visitor arrives.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { installProcessGuard } = await import("./lib/platform/process-guard");
  installProcessGuard();
  const { assertStartupConfig } = await import("./lib/platform/startup");
  assertStartupConfig();
  const { getDb } = await import("./db/client");
  await getDb();
}
