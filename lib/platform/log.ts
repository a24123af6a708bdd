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
