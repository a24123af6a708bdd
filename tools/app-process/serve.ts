// A bare node:http process serving the site's API route handlers (the same modules `next start`
// serves), for tests and benchmarks that need several app processes on one database without a
// production build. Run with: node --conditions=react-server --import tsx tools/app-process/serve.ts
import http from "node:http";
import { installProcessGuard } from "../../lib/process-guard";
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from "../../lib/request";
import { POST as login } from "../../app/api/vendor/v1/login/route";
import { POST as register } from "../../app/api/vendor/v1/register/route";
import { POST as payment } from "../../app/api/v1/payment/route";
import { POST as orderSuccess } from "../../app/api/v1/order/success/route";
import { POST as orderCancel } from "../../app/api/v1/order/cancel/route";
import { GET as sectionsWithBooths } from "../../app/api/v1/sections/booths/[id]/route";
import { GET as health } from "../../app/api/health/route";
import { GET as boothsMarquee } from "../../app/api/v1/boothsMarquee/route";
import { GET as eventsList } from "../../app/api/v1/events/route";
import { POST as webhook } from "../../app/api/stripe/webhook/route";
import { GET as csrfToken } from "../../app/api/csrf-token/route";

type Handler = (request: Request, context: never) => Promise<Response>;
const routes: [string, RegExp, Handler][] = [
  ["POST", /^\/api\/vendor\/v1\/login$/, login],
  ["POST", /^\/api\/vendor\/v1\/register$/, register],
  ["POST", /^\/api\/v1\/payment$/, payment],
  ["POST", /^\/api\/v1\/order\/success$/, orderSuccess],
  ["POST", /^\/api\/v1\/order\/cancel$/, orderCancel],
  ["POST", /^\/api\/stripe\/webhook$/, webhook],
  ["GET", /^\/api\/health$/, health],
  ["GET", /^\/api\/csrf-token$/, csrfToken],
  ["GET", /^\/api\/v1\/boothsMarquee$/, boothsMarquee],
  ["GET", /^\/api\/v1\/events$/, eventsList],
  ["GET", /^\/api\/v1\/sections\/booths\/([^/]+)$/, sectionsWithBooths],
];

installProcessGuard();
// Like the site's own server: per-address limits count the connection's address.
trustSocketAddressHeader();
const port = Number(process.env.APP_PROCESS_PORT ?? 0);
async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const route = routes.find(
    ([method, pattern]) => method === req.method && pattern.test(url.pathname),
  );
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
  headers.set(SOCKET_ADDRESS_HEADER, req.socket.remoteAddress ?? "");
  const request = new Request(url, {
    method: req.method,
    headers,
    body: req.method === "GET" ? undefined : Buffer.concat(chunks),
  });
  const match = route[1].exec(url.pathname);
  const context = { params: Promise.resolve({ id: match?.[1] ?? "" }) } as never;
  const response = await route[2](request, context);
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
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
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
