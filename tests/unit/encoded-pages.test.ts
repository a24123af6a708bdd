import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  byteLengthKnowing,
  encodedTexts,
  MIN_CHARS,
  responseWritingBytes,
} from "@/scripts/lib/encoded-pages.mjs";

/** A page as Next keeps it: English and Arabic, longer than the threshold. */
const page = (n: number) =>
  `<!DOCTYPE html><p>Program ${n}: “Levant Ensemble” · العربية · اقرأها بالعربية</p>`.repeat(
    Math.ceil(MIN_CHARS / 60) + n,
  );

let server: http.Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server with the site's response class, answering each request as `answer` writes it. */
async function serve(answer: (res: http.ServerResponse) => void) {
  const texts = encodedTexts(64 * 1024 * 1024);
  server = http.createServer({ ServerResponse: responseWritingBytes(texts) }, (_req, res) =>
    answer(res),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return {
      length: response.headers.get("content-length"),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  return { texts, get };
}

describe("the server's cached pages, written as bytes encoded once", () => {
  it("sends a page's exact UTF-8 bytes, with the length Next declared, every time", async () => {
    const html = page(1);
    const { texts, get } = await serve((res) => {
      res.setHeader("Content-Length", Buffer.byteLength(html));
      res.end(html);
    });
    for (let i = 0; i < 3; i++) {
      const { length, bytes } = await get();
      expect(bytes.equals(Buffer.from(html, "utf8"))).toBe(true);
      expect(Number(length)).toBe(bytes.length);
      expect(bytes.toString("utf8")).toBe(html);
    }
    expect(texts.size).toBe(1);
  });

  it("writes short texts, other encodings and bytes as they are", async () => {
    const html = page(2);
    for (const [write, expected] of [
      [(res: http.ServerResponse) => res.end("short"), Buffer.from("short")],
      [(res: http.ServerResponse) => res.end(html, "latin1"), Buffer.from(html, "latin1")],
      [(res: http.ServerResponse) => res.end(Buffer.from(html)), Buffer.from(html)],
    ] as const) {
      const { texts, get } = await serve(write);
      expect((await get()).bytes.equals(expected)).toBe(true);
      expect(texts.size).toBe(0);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it("calls end's callback and ends a response with no body", async () => {
    const ended: string[] = [];
    const html = page(3);
    const { get } = await serve((res) => res.end(html, () => ended.push("callback")));
    expect((await get()).bytes.toString("utf8")).toBe(html);
    await expect.poll(() => ended).toEqual(["callback"]);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const empty = await serve((res) => res.end());
    expect((await empty.get()).bytes.length).toBe(0);
  });

  it("keeps the newest pages within its bound, dropping the oldest first", () => {
    const [a, b, c] = [page(4), page(5), page(6)];
    const weight = (text: string) => text.length * 2 + Buffer.byteLength(text);
    const texts = encodedTexts(weight(a) + weight(b) + weight(c) - 1);
    const first = texts.bytesOf(a);
    expect(texts.bytesOf(a)).toBe(first);
    texts.bytesOf(b);
    texts.bytesOf(c);
    expect(texts.size).toBe(2);
    expect(texts.bytesOf(a)).not.toBe(first); // encoded afresh: it had been dropped
    expect(texts.bytesOf(a).equals(first)).toBe(true);
    // a text larger than the whole table is encoded and not kept
    const tiny = encodedTexts(10);
    expect(tiny.bytesOf(a).toString("utf8")).toBe(a);
    expect(tiny.size).toBe(0);
  });

  it("measures a page it holds from its bytes, and anything else as Buffer.byteLength does", () => {
    const texts = encodedTexts(64 * 1024 * 1024);
    const measuredByNode: unknown[] = [];
    const byteLength = byteLengthKnowing(texts, ((value, encoding) => {
      measuredByNode.push(value);
      return Buffer.byteLength(value, encoding);
    }) as typeof Buffer.byteLength);
    const [held, other] = [page(7), page(8)];
    texts.bytesOf(held);
    // a page the table holds: its length, not measured again
    expect(byteLength(held)).toBe(Buffer.byteLength(held));
    expect(byteLength(held, "utf8")).toBe(Buffer.byteLength(held));
    expect(measuredByNode).toEqual([]);
    // the rest: what Node counts, by Node
    const others: [string | Buffer, BufferEncoding | undefined][] = [
      [other, undefined],
      ["short العربية", undefined],
      [held, "latin1"],
      [held, "utf16le"],
      [Buffer.from(held), undefined],
    ];
    for (const [value, encoding] of others) {
      expect(byteLength(value, encoding)).toBe(Buffer.byteLength(value, encoding));
    }
    expect(measuredByNode).toHaveLength(others.length);
  });
});
