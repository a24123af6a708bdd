// Types for encoded-pages.mjs, which the site's HTTP server (plain Node) imports.
import type http from "node:http";

export const MIN_CHARS: number;
export type EncodedTexts = { bytesOf(text: string): Buffer; readonly size: number };
export function encodedTexts(maxBytes: number): EncodedTexts;
export function responseWritingBytes(
  texts: Pick<EncodedTexts, "bytesOf">,
): typeof http.ServerResponse<http.IncomingMessage>;
