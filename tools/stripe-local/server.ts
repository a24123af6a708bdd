import http from "node:http";
import type { AddressInfo } from "node:net";
import { routeApi, type ApiResult } from "./api";
import { withSessionId } from "./checkout";
import { createControl, routeControl, type Settings, type StripeLocalControl } from "./control";
import { Engine } from "./engine";
import { ApiError, apiDown, invalid, unauthorized } from "./errors";
import { parseForm } from "./form";
import { renderCheckoutPage, renderMessagePage } from "./page";
import { newId, sleep } from "./util";
import { WebhookSender } from "./webhooks";

export type { StripeLocalControl } from "./control";
export type * from "./types";

export interface StripeLocalOptions {
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Where events are POSTed; without it events are only recorded. */
  webhookUrl?: string;
  /** The `whsec_...` secret the app verifies `Stripe-Signature` with. */
  webhookSecret: string;
  /** Origin for hosted-page URLs (`${publicBaseUrl}/pay/:id`); default the server's own URL. */
  publicBaseUrl?: string;
  /** Background retries after a failed delivery (default 5; backoff 0.5 s, 1 s, 2 s, …). */
  webhookRetries?: number;
  /** Shown on the hosted page (default "Mahrajan Events"). */
  merchantName?: string;
  log?: (line: string) => void;
}

export interface StripeLocal {
  url: string;
  port: number;
  close(): Promise<void>;
  control: StripeLocalControl;
}

interface StoredResponse {
  fingerprint: string;
  result: ApiResult;
}

const MAX_BODY = 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(invalid("Request body too large", { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: http.ServerResponse, status: number, type: string, body: string, headers = {}) {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", ...headers });
  res.end(body);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  send(res, status, "application/json", JSON.stringify(body, null, 2), headers);
}

function apiKeyOf(req: http.IncomingMessage): string {
  const auth = req.headers.authorization ?? "";
  const [scheme, value = ""] = auth.split(" ");
  const key =
    scheme === "Bearer"
      ? value
      : scheme === "Basic"
        ? Buffer.from(value, "base64").toString("utf8").split(":")[0]!
        : "";
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!key.startsWith("sk_")) {
    throw unauthorized(`Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(4)}`);
  }
  return key;
}

/** Starts a Stripe-compatible server (checkout sessions, refunds, hosted page, signed webhooks). */
export async function createStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  if (!options.webhookSecret) throw new Error("stripe-local: webhookSecret is required");
  const log = options.log ?? (() => {});
  const merchant = options.merchantName ?? "Mahrajan Events";
  const settings: Settings = { delayMs: 0, answerDelayMs: 0, down: false };
  const idempotency = new Map<string, StoredResponse>();
  let baseUrl = "";
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retries: options.webhookRetries ?? 5,
    backoffMs: 500,
    timeoutMs: 10_000,
    log,
  });
  const engine = new Engine(webhooks, () => options.publicBaseUrl?.replace(/\/$/, "") ?? baseUrl);
  const control = createControl(engine, webhooks, settings, idempotency);

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = req.method ?? "GET";
    const requestId = newId("req", 14);
    const version = req.headers["stripe-version"];
    const headers = { "Request-Id": requestId, ...(version ? { "Stripe-Version": version } : {}) };
    let result: ApiResult;
    let replayed = false;
    try {
      const body = await readBody(req);
      if (settings.delayMs > 0) await sleep(settings.delayMs);
      if (settings.down) throw apiDown();
      const apiKey = apiKeyOf(req);
      const params = parseForm(
        method === "GET" || method === "DELETE" ? url.search.slice(1) : body,
      );
      const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
      const scope = typeof key === "string" && key ? `${apiKey} ${key}` : undefined;
      const fingerprint = `${method} ${url.pathname} ${body}`;
      const stored = scope ? idempotency.get(scope) : undefined;
      if (stored && stored.fingerprint !== fingerprint) {
        throw new ApiError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
        );
      }
      if (stored) {
        result = stored.result;
        replayed = true;
      } else {
        result = routeApi(engine, method, url.pathname, params);
        if (scope) idempotency.set(scope, { fingerprint, result });
      }
      if (settings.answerDelayMs > 0) await sleep(settings.answerDelayMs);
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError(500, "api_error", String(e));
      if (!(e instanceof ApiError)) log(`internal error: ${(e as Error)?.stack ?? String(e)}`);
      result = { status: error.status, body: error.toJSON() };
    }
    log(`${method} ${url.pathname} → ${result.status}${replayed ? " (idempotent replay)" : ""}`);
    sendJson(
      res,
      result.status,
      result.body,
      replayed ? { ...headers, "Idempotent-Replayed": "true" } : headers,
    );
  }

  async function handlePage(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    const html = (status: number, body: string, headers = {}) =>
      send(res, status, "text/html; charset=utf-8", body, headers);
    const [, id = "", action] = parts;
    const record = engine.find(id);
    if (!record || parts.length > 3) {
      return html(
        404,
        renderMessagePage(merchant, "Checkout not found", "This checkout session does not exist."),
      );
    }
    const { session } = record;
    if (req.method === "GET" && action === undefined)
      return html(200, renderCheckoutPage(record, merchant));
    if (req.method === "POST" && action === "cancel") {
      await readBody(req);
      return html(303, "", { Location: withSessionId(session.cancel_url, id) });
    }
    if (req.method === "POST" && action === "pay") {
      await readBody(req);
      if (session.status === "complete") {
        return html(303, "", { Location: withSessionId(session.success_url, id) });
      }
      if (session.status !== "open") {
        const msg = "This checkout session has expired. No payment was taken.";
        return html(400, renderMessagePage(merchant, "Checkout expired", msg));
      }
      const { delivered } = engine.pay(id);
      await delivered;
      log(`paid ${id} → ${session.payment_intent as string}`);
      return html(303, "", { Location: withSessionId(session.success_url, id) });
    }
    return html(405, renderMessagePage(merchant, "Not allowed", "Unsupported request."));
  }

  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const parts = url.pathname.split("/").filter(Boolean).slice(1).map(decodeURIComponent);
    try {
      const body = await readBody(req);
      let input: Record<string, unknown> = Object.fromEntries(url.searchParams);
      if (body.trim().startsWith("{")) input = { ...input, ...(JSON.parse(body) as object) };
      else if (body) input = { ...input, ...parseForm(body) };
      const result = await routeControl(control, req.method ?? "GET", parts, input);
      sendJson(res, result.status, result.body);
    } catch (e) {
      const status = e instanceof ApiError ? e.status : e instanceof SyntaxError ? 400 : 500;
      sendJson(res, status, { error: { message: e instanceof Error ? e.message : String(e) } });
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stripe-local");
    const parts = url.pathname.split("/").filter(Boolean);
    let handled: Promise<void>;
    if (parts[0] === "v1") handled = handleApi(req, res, url);
    else if (parts[0] === "pay") handled = handlePage(req, res, parts);
    else if (parts[0] === "__control") handled = handleControl(req, res, url);
    else if (url.pathname === "/" || url.pathname === "/health") {
      handled = Promise.resolve(sendJson(res, 200, { ok: true, name: "stripe-local" }));
    } else handled = Promise.resolve(send(res, 404, "text/plain", "Not found\n"));
    handled.catch((e: unknown) => {
      log(`request failed: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) send(res, 500, "text/plain", "Internal error\n");
      else res.destroy();
    });
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  const urlHost = reachable.includes(":") ? `[${reachable}]` : reachable;
  baseUrl = `http://${urlHost}:${port}`;
  const sweeper = setInterval(() => engine.sweep(), 1000);
  sweeper.unref();

  return {
    url: baseUrl,
    port,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweeper);
        webhooks.close();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
