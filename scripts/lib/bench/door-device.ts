// The door device's side of `npm run bench:door`: how long a phone's browser takes to check one
// code offline (the door's own verifier, lib/door/verify.ts, run in Chromium as an ES module,
// WebCrypto's Ed25519 and the pure JavaScript fallback apart), and how much JavaScript the door
// page makes a device download, from the build.
import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export type DeviceVerification = {
  engine: "webcrypto" | "noble";
  codes: number;
  /** Codes that verified (every genuine one should) and forged ones refused (all should be). */
  verified: number;
  forgedRefused: number;
  msPerCode: number;
};

/** `count` genuine codes, tickets and a vendor pass in ten, signed by a fresh key, and its key. */
function signedCodes(count: number): { publicKey: string; codes: string[] } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const der = publicKey.export({ format: "der", type: "spki" });
  const event = randomUUID();
  const codes = Array.from({ length: count }, (_, i) => {
    const payload =
      i % 10 === 9
        ? { v: 1, k: "vendor", o: 1000 + i, b: i, e: event }
        : { v: 1, t: randomUUID(), e: event, s: `Row ${1 + (i % 40)}, Seat ${1 + (i % 30)}` };
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    const signature = sign(null, Buffer.from(`MT1.${body}`), privateKey).toString("base64url");
    return `MT1.${body}.${signature}`;
  });
  return { publicKey: der.subarray(der.length - 32).toString("base64url"), codes };
}

/** A code with its signature's first character changed: it must not verify. */
function forged(code: string): string {
  const at = code.lastIndexOf(".") + 1;
  return code.slice(0, at) + (code[at] === "A" ? "B" : "A") + code.slice(at + 1);
}

/** The page the verifier runs in: the door's packages mapped to their files. */
const PAGE = `<!doctype html><title>door device</title><script type="importmap">${JSON.stringify({
  imports: {
    "@noble/ed25519": "/node_modules/@noble/ed25519/index.js",
    "@noble/hashes/": "/node_modules/@noble/hashes/",
  },
})}</script><script type="module">import * as verify from "/lib/door/verify.ts"; window.DoorVerify = verify;</script>`;

/**
 * Serves the page, lib/door/*.ts transpiled to JavaScript (its imports of types dropped, as the
 * app's bundler drops them) and the packages' own ES modules, on 127.0.0.1: a secure context, as
 * the door's https page is, so WebCrypto offers Ed25519.
 */
function serveVerifier(): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const file = path.join(ROOT, path.normalize(url.pathname));
    const allowed =
      (url.pathname.startsWith("/lib/door/") && url.pathname.endsWith(".ts")) ||
      (url.pathname.startsWith("/node_modules/@noble/") && url.pathname.endsWith(".js"));
    if (url.pathname === "/") {
      res.setHeader("content-type", "text/html");
      res.end(PAGE);
    } else if (allowed && file.startsWith(ROOT) && fs.existsSync(file)) {
      const source = fs.readFileSync(file, "utf8");
      res.setHeader("content-type", "text/javascript");
      res.end(
        file.endsWith(".ts")
          ? ts.transpileModule(source, {
              compilerOptions: {
                module: ts.ModuleKind.ESNext,
                target: ts.ScriptTarget.ES2022,
                isolatedModules: true,
              },
            }).outputText
          : source,
      );
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
}

/**
 * Verifies `count` codes one after another in headless Chromium (a secure page, so WebCrypto
 * offers Ed25519), once with each engine, as the door does for each scan.
 */
export async function benchDeviceVerification(count = 1000): Promise<DeviceVerification[]> {
  const { publicKey, codes } = signedCodes(count);
  const forgeries = codes.slice(0, 50).map(forged);
  const server = serveVerifier();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => "DoorVerify" in window);
    const results: DeviceVerification[] = [];
    for (const engine of ["webcrypto", "noble"] as const) {
      const run = await page.evaluate(
        async ({ publicKey, codes, forgeries, engine }) => {
          type Verifier = { verify: (code: string) => Promise<unknown>; engine: string };
          const lib = (
            window as unknown as {
              DoorVerify: {
                codeVerifier: (key: string, o: { engine: string }) => Promise<Verifier>;
              };
            }
          ).DoorVerify;
          const verifier = await lib.codeVerifier(publicKey, { engine });
          // a first pass warms the engine up, as the door's first scans do
          for (const code of codes.slice(0, 20)) await verifier.verify(code);
          let verified = 0;
          const started = performance.now();
          for (const code of codes) if (await verifier.verify(code)) verified++;
          const elapsed = performance.now() - started;
          let forgedRefused = 0;
          for (const code of forgeries) if (!(await verifier.verify(code))) forgedRefused++;
          return { verified, forgedRefused, elapsed };
        },
        { publicKey, codes, forgeries, engine },
      );
      results.push({
        engine,
        codes: count,
        verified: run.verified,
        forgedRefused: run.forgedRefused,
        msPerCode: run.elapsed / count,
      });
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

export type PageJavaScript = { files: number; bytes: number; gzipBytes: number };

/**
 * The JavaScript a browser loads for the door page, read from the build (`next build`): the
 * framework's main files and the client chunks of the page and its layouts. Null without a build.
 */
export function doorPageJavaScript(
  route = "/[locale]/door/page",
  dir = path.join(ROOT, ".next"),
): PageJavaScript | null {
  const manifestFile = path.join(dir, "server/app", `${route}_client-reference-manifest.js`);
  const buildManifest = path.join(dir, "build-manifest.json");
  if (!fs.existsSync(manifestFile) || !fs.existsSync(buildManifest)) return null;
  const scope: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } =
    {};
  // the manifest is a script assigning globalThis.__RSC_MANIFEST[route]
  new Function("globalThis", fs.readFileSync(manifestFile, "utf8"))(scope);
  const entries = scope.__RSC_MANIFEST?.[route]?.entryJSFiles ?? {};
  const own = Object.entries(entries)
    .filter(([module]) => /\/app\/.*(layout|page)$/.test(module))
    .flatMap(([, files]) => files);
  const main = (JSON.parse(fs.readFileSync(buildManifest, "utf8")) as { rootMainFiles: string[] })
    .rootMainFiles;
  const files = [...new Set([...main, ...own])];
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const data = fs.readFileSync(path.join(dir, file));
    bytes += data.length;
    gzipBytes += gzipSync(data).length;
  }
  return { files: files.length, bytes, gzipBytes };
}

/** The lines `npm run bench:door` prints for the device. */
export function deviceLines(runs: DeviceVerification[], js: PageJavaScript | null): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const size = js
    ? `door page JavaScript: ${kb(js.bytes)} (${kb(js.gzipBytes)} gzipped, ${js.files} files)`
    : "door page JavaScript: no build (run `npx next build` first)";
  return [
    ...runs.map(
      (r) =>
        `device verification (${r.engine.padEnd(9)}): ${r.msPerCode.toFixed(3)} ms per code, ` +
        `${r.verified}/${r.codes} verified, ${r.forgedRefused} forged refused`,
    ),
    size,
  ];
}

// Run on its own: `node --import tsx scripts/lib/bench/door-device.ts`.
if (import.meta.filename === process.argv[1]) {
  const runs = await benchDeviceVerification(Number(process.env.BENCH_CODES ?? 1000));
  for (const line of deviceLines(runs, doorPageJavaScript())) console.log(line);
}
