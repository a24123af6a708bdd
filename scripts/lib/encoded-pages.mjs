// @ts-check
import http from "node:http";

// The site's HTTP server (scripts/serve.mjs) writes a page Next serves from its cache as bytes
// encoded once, not encoded again for every request.
//
// Next answers a cached page with `res.end(html)`, the page as a JavaScript string; Node then
// joins it to the response's headers and encodes the whole text to UTF-8 inside the write, on
// every request. Every page holds Arabic letters (the offer of the other language, at least), so
// the string takes two bytes a character and the work grows with the page. Here the server's
// response class keeps each page's bytes beside its text (the same text gives the same bytes, and
// the Content-Length Next computed from it still holds) and writes those. Next also measures the
// text for its Content-Length (`Buffer.byteLength`, a walk over every character, on every
// request): `byteLengthKnowing` answers that from the same table for a text it holds.

/** Texts shorter than this are written as they are: the look-up would save too little. */
export const MIN_CHARS = 4096;

/**
 * A bounded table from a text to its UTF-8 bytes, the oldest entry out first. Next keeps a
 * cached page as one string for as long as it is fresh, so a look-up is almost always of the very
 * string stored, found without comparing its characters.
 * @param {number} maxBytes what the texts (two bytes a character) and their bytes may take together
 */
export function encodedTexts(maxBytes) {
  /** @type {Map<string, Buffer>} */
  const table = new Map();
  let held = 0;
  /** @param {string} text @param {Buffer} bytes */
  const weight = (text, bytes) => text.length * 2 + bytes.length;
  return {
    /** @param {string} text */
    bytesOf(text) {
      const known = table.get(text);
      if (known) return known;
      const bytes = Buffer.from(text, "utf8");
      const needed = weight(text, bytes);
      if (needed > maxBytes) return bytes;
      for (const [oldText, oldBytes] of table) {
        if (held + needed <= maxBytes) break;
        table.delete(oldText);
        held -= weight(oldText, oldBytes);
      }
      table.set(text, bytes);
      held += needed;
      return bytes;
    },
    /** @param {string} text @returns {Buffer | undefined} its bytes, if the table holds them */
    known(text) {
      return table.get(text);
    },
    /** How many texts the table holds. */
    get size() {
      return table.size;
    },
  };
}

/**
 * The server's response class (`http.createServer({ ServerResponse })`): `end(text)` writes the
 * text's bytes from `texts` (see bodyToWrite).
 * @param {{ bytesOf(text: string): Buffer }} texts
 */
export function responseWritingBytes(texts) {
  return class extends http.ServerResponse {
    /** @param {any[]} args */
    end(...args) {
      if (args.length) args[0] = bodyToWrite(texts, args[0], args[1]);
      return super.end(...args);
    }
  };
}

/**
 * `Buffer.byteLength` answering from `texts` for a text the table holds (in UTF-8, at least
 * MIN_CHARS long): the length of its bytes, which is what `byteLength` would count. Anything else
 * is measured by `byteLength` itself. The server installs it in place of `Buffer.byteLength`.
 * @param {{ known(text: string): Buffer | undefined }} texts
 * @param {typeof Buffer.byteLength} byteLength
 * @returns {typeof Buffer.byteLength}
 */
export function byteLengthKnowing(texts, byteLength) {
  return function measured(value, encoding) {
    if (typeof value === "string" && value.length >= MIN_CHARS && isUtf8(encoding)) {
      const bytes = texts.known(value);
      if (bytes) return bytes.length;
    }
    return byteLength(value, encoding);
  };
}

/** @param {unknown} encoding UTF-8 by name or by default (`end`'s callback in its place) */
function isUtf8(encoding) {
  return (
    encoding === undefined ||
    typeof encoding === "function" ||
    encoding === "utf8" ||
    encoding === "utf-8"
  );
}

/**
 * What `end` writes instead of its first argument: the text's bytes from `texts` for a text of
 * at least MIN_CHARS in UTF-8 (no encoding named, or utf8), the argument itself otherwise.
 * @param {{ bytesOf(text: string): Buffer }} texts
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function bodyToWrite(texts, chunk, encoding) {
  return typeof chunk === "string" && chunk.length >= MIN_CHARS && isUtf8(encoding)
    ? texts.bytesOf(chunk)
    : chunk;
}
