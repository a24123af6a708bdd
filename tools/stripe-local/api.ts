import type { SessionRecord } from "./checkout";
import type { Engine } from "./engine";
import { invalid } from "./errors";
import type { Params } from "./form";
import { checkKnown, expandParam, listParams, paginate, stringParam } from "./params";
import type { CheckoutSession } from "./types";
import { clone } from "./util";

export interface ApiResult {
  status: number;
  body: unknown;
}

const ok = (body: unknown): ApiResult => ({ status: 200, body });

/** A session as the API returns it, honouring `expand[]` (line_items, payment_intent). */
function present(engine: Engine, record: SessionRecord, expand: string[]): CheckoutSession {
  const session = clone(record.session);
  for (const field of expand) {
    if (field === "line_items") {
      session.line_items = paginate(
        record.lineItems,
        { limit: 10 },
        `/v1/checkout/sessions/${session.id}/line_items`,
      );
    } else if (field === "payment_intent") {
      if (typeof session.payment_intent === "string") {
        session.payment_intent = clone(engine.paymentIntent(session.payment_intent));
      }
    } else {
      throw invalid(`This property cannot be expanded (${field}).`, { param: "expand" });
    }
  }
  return session;
}

/** Routes one authenticated `/v1` request; throws ApiError for Stripe-shaped errors. */
export function routeApi(engine: Engine, method: string, path: string, params: Params): ApiResult {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent); // ["v1", ...]
  const route = `${method} /${parts
    .slice(1)
    .map((p, i) => (i === 1 ? ":id" : p))
    .join("/")}`;
  const id = parts[2] ?? "";
  const unrecognized = () =>
    invalid(
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      { status: 404 },
    );

  if (parts[1] === "checkout" && parts[2] === "sessions") {
    const sessionId = parts[3];
    if (method === "POST" && !sessionId) {
      const record = engine.createSession(params);
      return ok(present(engine, record, expandParam(params.expand)));
    }
    if (method === "GET" && !sessionId) {
      // prettier-ignore
      checkKnown(params, ["created", "customer", "customer_details", "ending_before", "expand", "limit", "payment_intent", "payment_link", "starting_after", "status", "subscription"]);
      const pi = stringParam(params.payment_intent, "payment_intent");
      const status = stringParam(params.status, "status");
      engine.sweep();
      const items = [...engine.sessions.values()]
        .filter((r) => !pi || r.session.payment_intent === pi)
        .filter((r) => !status || r.session.status === status)
        .reverse()
        .map((r) => present(engine, r, []));
      return ok(paginate(items, listParams(params), "/v1/checkout/sessions"));
    }
    if (!sessionId) throw unrecognized();
    const action = parts[4];
    if (method === "GET" && action === undefined) {
      return ok(present(engine, engine.get(sessionId), expandParam(params.expand)));
    }
    if (method === "POST" && action === undefined && parts.length === 4) {
      return ok(present(engine, engine.update(sessionId, params), expandParam(params.expand)));
    }
    if (method === "GET" && action === "line_items" && parts.length === 5) {
      const record = engine.get(sessionId);
      const url = `/v1/checkout/sessions/${sessionId}/line_items`;
      return ok(paginate(record.lineItems, listParams(params), url));
    }
    if (method === "POST" && action === "expire" && parts.length === 5) {
      const { delivered } = engine.expire(sessionId);
      void delivered;
      return ok(present(engine, engine.get(sessionId), expandParam(params.expand)));
    }
    throw unrecognized();
  }

  switch (route) {
    case "POST /refunds":
      return ok(engine.createRefund(params));
    case "GET /refunds/:id":
      return ok(engine.refund(id));
    case "GET /refunds": {
      const pi = stringParam(params.payment_intent, "payment_intent");
      const items = engine.refunds.filter((r) => !pi || r.payment_intent === pi).reverse();
      return ok(paginate(items, listParams(params), "/v1/refunds"));
    }
    case "GET /payment_intents/:id":
      return ok(engine.paymentIntent(id));
    default:
      throw unrecognized();
  }
}
