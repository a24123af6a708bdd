// The webhook endpoint the provider posts to: forwards each delivery to the apps in turn, as a
// load balancer would.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppProcess } from "../../../tests/support/app-processes";

export type RelayCounts = { delivered: number; fiveXX: number; failed: number };

/** Starts the relay in front of `apps` (which may be filled in after it starts). */
export async function startWebhookRelay(apps: AppProcess[]) {
  const counts: RelayCounts = { delivered: 0, fiveXX: 0, failed: 0 };
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const app = apps[turn++ % apps.length]!;
      fetch(`${app.url}/api/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": req.headers["content-type"] ?? "application/json",
          "stripe-signature": String(req.headers["stripe-signature"] ?? ""),
        },
        body: Buffer.concat(chunks),
      })
        .then(async (response) => {
          const body = Buffer.from(await response.arrayBuffer());
          if (response.status >= 500) counts.fiveXX++;
          else counts.delivered++;
          res.writeHead(response.status, { "content-type": "application/json" }).end(body);
        })
        .catch(() => {
          counts.failed++;
          res.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
