// Types for encoded-pages.mjs, which the site's HTTP server (plain Node) imports.
import type http from "node:http";

export const MIN_CHARS: number;
export type EncodedTexts = {
  bytesOf(text: string): Buffer;
  known(text: string): Buffer | undefined;
  readonly size: number;
};
export function encodedTexts(maxBytes: number): EncodedTexts;
export function responseWritingBytes(
  texts: Pick<EncodedTexts, "bytesOf">,
): typeof http.ServerResponse<http.IncomingMessage>;
export function byteLengthKnowing(
  texts: Pick<EncodedTexts, "known">,
  byteLength: typeof Buffer.byteLength,
): typeof Buffer.byteLength;
