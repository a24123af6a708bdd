import { errorStack, errorText } from "./log";

/**
 * postgres.js 3.4.9 can throw from a setImmediate after PostgreSQL drops a connection
 * ("Cannot read properties of null (reading 'write')" in connection.js nextWrite; upstream
 * issues porsager/postgres#1154 and #1208, fixes not released). Thrown from a timer, it escapes
 * every try/catch and would take the whole server down. The query involved has already been
 * rejected with CONNECTION_CLOSED, so this one error is logged and survived; any other uncaught
 * exception still ends the process as Node would.
 */
export function isPostgresClosedSocketError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    error.message.includes("reading 'write'") &&
    /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? "") &&
    (error.stack ?? "").includes("nextWrite")
  );
}

let installed = false;

export function installProcessGuard(): void {
  if (installed) return;
  installed = true;
  process.on("uncaughtException", (error) => {
    if (isPostgresClosedSocketError(error)) {
      console.error(
        JSON.stringify({
          level: "warn",
          msg: "database connection closed mid-write",
          error: error.message,
        }),
      );
      return;
    }
    console.error(
      JSON.stringify({
        level: "error",
        msg: "uncaught exception",
        error: errorText(error),
        stack: errorStack(error),
      }),
    );
    process.exit(1);
  });
}
