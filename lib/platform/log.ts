import { env } from "../../config/env";

/**
 * Structured logs: one JSON line per API request and per payment event, on stdout, in
 * production (tests and development stay quiet unless LOG_JSON=1).
 */
export function logJson(fields: Record<string, unknown>): void {
  if (!loggingOn()) return;
  console.log(JSON.stringify({ time: new Date().toISOString(), ...fields }));
}

export function loggingOn(): boolean {
  const e = env();
  return e.NODE_ENV === "production" || Boolean(e.LOG_JSON);
}

/** The most characters of an error a log line carries. */
const ERROR_TEXT_MAX = 1_000;

/**
 * An error as a log line may carry it: its message and its cause's, never a failed query's
 * parameters (they hold what a caller sent: a whole uploaded file, a password hash), cut to a
 * thousand characters.
 */
export function errorText(error: unknown): string {
  const text = (() => {
    if (!(error instanceof Error)) return String(error);
    // drizzle's failed query: its message lists every parameter; the statement and the
    // database's own reason are what a reader needs
    if ("query" in error && "params" in error) {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
      return `Failed query: ${String(error.query)}${cause}`;
    }
    return error.cause instanceof Error
      ? `${error.name}: ${error.message} (cause: ${error.cause.message})`
      : `${error.name}: ${error.message}`;
  })();
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX)}…` : text;
}

/** Where an error was thrown: its stack without the message line (which may carry data). */
export function errorStack(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join("\n");
}
