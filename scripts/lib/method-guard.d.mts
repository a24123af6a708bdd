// Types for method-guard.mjs, which the site's HTTP server (plain Node) imports.
export type RefusedMethod = { status: number; headers: Record<string, string>; body: string };
export function refusedMethod(
  method: string | undefined,
  url: string | undefined,
): RefusedMethod | undefined;
