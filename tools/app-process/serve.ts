// A bare node:http process serving the site's API endpoints (the same declarations `next start`
// serves), for tests and benchmarks that need several app processes on one database without a
// production build. Run with:
// node --import tsx --import ./tools/node/server-modules.mjs tools/app-process/serve.ts
import http from "node:http";
import { installProcessGuard } from "../../lib/platform/process-guard";
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "../../lib/http/request";
import { dispatcher } from "../../lib/http/endpoint";
import { ENDPOINTS } from "../../lib/http/endpoints";
import { afterResponsesSettled, answerThenRun } from "../../lib/platform/after-response";

const dispatch = dispatcher(ENDPOINTS);

installProcessGuard();
// Like the site's own server: per-address limits count the connection's address.
trustSocketAddressHeader();
const port = Number(process.env.APP_PROCESS_PORT ?? 0);
async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
  headers.set(SOCKET_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
  const request = new Request(url, {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
  });
  // As Next's `after` does: work a request leaves for later runs once its answer is sent.
  await answerThenRun(
    () => dispatch(request, undefined),
    async (response) => {
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") out[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) out["set-cookie"] = cookies;
      const body = Buffer.from(await response.arrayBuffer());
      await new Promise<void>((sent) => {
        // sent, or the connection ended first: the work left for later runs either way
        res.once("close", sent);
        res.writeHead(response.status, out).end(body, sent);
      });
    },
  );
}

const server = http.createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error(error);
    res.writeHead(500).end();
  });
});
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  console.log(
    `app-process listening on ${typeof address === "object" && address ? address.port : port}`,
  );
});
// A stopping process finishes the work left after its answers (a reset e-mail) first.
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () =>
    server.close(() => void afterResponsesSettled().finally(() => process.exit(0))),
  );
