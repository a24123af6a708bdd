#!/usr/bin/env node
// The site's HTTP server for a built app: Next's request handler behind node:http, which also
// records each connection's own address in a header the app trusts for per-address limits
// (`next start` offers no way to read it, and X-Forwarded-For is whatever the client wrote).
// Usage: node scripts/serve.mjs [port] [hostname] [--dev]; with --dev, Next's development server
// (hot reload) behind the same front.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import next from "next";
import { byteLengthKnowing, encodedTexts, responseWritingBytes } from "./lib/encoded-pages.mjs";
import { handToNext, pageSegments } from "./lib/english-pages.mjs";
import { refusedMethod } from "./lib/method-guard.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const [portArg, hostname] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const port = Number(portArg ?? process.env.PORT ?? 3000);

// Kept in step with lib/http/request.ts.
const SOCKET_ADDRESS_HEADER = "x-festival-socket-address";
globalThis[Symbol.for("festival.socket-address-header")] = true;

const app = next({ dev, dir: root, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// English pages handed to Next under "/en" (scripts/lib/english-pages.mjs), from the build's list
// of pages; the development server builds pages as they are asked for and keeps Next's rewrite.
const englishPages = dev
  ? new Set()
  : pageSegments(
      JSON.parse(
        fs.readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8"),
      ),
    );

// Cached pages written as bytes encoded once (scripts/lib/encoded-pages.mjs), up to 64 MB of them,
// and measured from those bytes when Next sets their Content-Length.
const texts = encodedTexts(64 * 1024 * 1024);
const ServerResponse = responseWritingBytes(texts);
Buffer.byteLength = byteLengthKnowing(texts, Buffer.byteLength);
const server = http.createServer({ ServerResponse }, (req, res) => {
  const refused = refusedMethod(req.method, req.url);
  if (refused) {
    res.writeHead(refused.status, refused.headers).end(refused.body);
    return;
  }
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  handToNext(req, res, englishPages);
  void handle(req, res);
});
// The development server's hot reload talks over a WebSocket.
if (dev) server.on("upgrade", app.getUpgradeHandler());
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
server.listen(port, hostname, () => {
  console.log(`Serving http://${hostname ?? "localhost"}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
