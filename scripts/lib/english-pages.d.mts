// Types for english-pages.mjs, which the site's HTTP server (plain Node) imports.
export const ENGLISH_ADDRESS_HEADER: string;
export const REWRITTEN_PATH_HEADER: string;
export function pageSegments(manifest: Record<string, string>): Set<string>;
export function englishPageTarget(
  target: string | undefined,
  segments: Set<string>,
): string | undefined;
export function handToNext(
  request: { url?: string; headers: Record<string, string | string[] | undefined> },
  response: { setHeader(name: string, value: string): unknown },
  segments: Set<string>,
): void;
