import { env, isDemoMode, siteUrl } from "../../config/env";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function demoOrigins(): Set<string> {
  const listed = env().DEMO_ORIGINS?.split(",") ?? [];
  const origins = new Set<string>();
  for (const entry of listed) {
    try {
      origins.add(new URL(entry.trim()).origin);
    } catch {
      // an entry that is not a URL allows nothing
    }
  }
  return origins;
}

/**
 * The origin that return URLs and e-mail links use for this visitor. In production always
 * SITE_URL. In demo mode the origin the visitor used, when its host is loopback or listed in
 * DEMO_ORIGINS, so a demo browsed at http://127.0.0.1:3000 keeps its session after checkout; any
 * other Host header falls back to SITE_URL.
 */
export function publicOrigin(request: Request | null): string {
  const configured = siteUrl();
  if (!request || !isDemoMode()) return configured;
  // The Host header is what the visitor's browser used; Next builds request.url from the
  // server's own hostname instead.
  let used: URL;
  try {
    used = new URL(request.url);
    const host = request.headers.get("host");
    if (host) used = new URL(`${used.protocol}//${host}`);
  } catch {
    return configured;
  }
  if (used.protocol !== "http:" && used.protocol !== "https:") return configured;
  if (isLoopback(used.hostname) || demoOrigins().has(used.origin)) return used.origin;
  return configured;
}
