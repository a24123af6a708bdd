import { z } from "zod";
import { API_STATUS } from "./envelope";
import type { Endpoint } from "./endpoint";

// The OpenAPI 3.1 document at /api/openapi.json, generated from the endpoint declarations (never
// written by hand); the fuzz suite drives every endpoint from it.

const jsonSchema = (schema: z.ZodType, io: "input" | "output" = "input") => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return rest;
};

const envelope = {
  type: "object",
  required: ["status", "payload"],
  properties: {
    status: {
      type: "string",
      enum: Object.keys(API_STATUS),
    },
    payload: {},
    errors: { type: "array", items: { type: "string" } },
  },
};

/** A stable operation id from the method and path: POST /api/v1/order/cancel -> postV1OrderCancel. */
function operationId(route: Endpoint): string {
  const words = route.path
    .split("/")
    .filter((part) => part && part !== "api")
    .map((part) => part.replace(/^\{(\w+)\}$/, "by-$1"))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return [
    route.method.toLowerCase(),
    ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)),
  ].join("");
}

const jsonBody = (schema: unknown) => ({ "application/json": { schema } });
const failure = (description: string) => ({ description, content: jsonBody(envelope) });

/** The envelope with the endpoint's payload schema in it (a bare answer: the schema alone). */
function success(route: Endpoint) {
  const answer = jsonSchema(route.answer, "output");
  if (route.bare) return jsonBody(answer);
  return jsonBody({
    ...envelope,
    properties: { ...envelope.properties, payload: answer },
  });
}

/** A path parameter is always required; a query parameter unless its schema accepts none. */
function fields(schema: z.ZodObject | undefined, place: "path" | "query") {
  return Object.entries(schema?.shape ?? {}).map(([name, field]) => ({
    name,
    in: place,
    required: place === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(field as z.ZodType),
  }));
}

export function openApiDocument(endpoints: readonly Endpoint[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of endpoints) {
    const parameters = [...fields(route.params, "path"), ...fields(route.query, "query")];
    // Every requirement listed together is needed at once; a public route declares none.
    const requirement: Record<string, string[]> = {
      ...(route.access !== "public" ? { session: [] } : {}),
      ...(route.csrf ? { antiForgery: [] } : {}),
      ...(route.signature === "stripe" ? { stripeSignature: [] } : {}),
      ...(route.bearer ? { cronSecret: [] } : {}),
    };
    const security = Object.keys(requirement).length ? [requirement] : [];
    const status = route.status === "CREATED" ? "201" : "200";
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: {
        operationId: operationId(route),
        summary: route.summary,
        description: route.description,
        ...(parameters.length ? { parameters } : {}),
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: route.multipart
                  ? { "multipart/form-data": { schema: jsonSchema(route.body) } }
                  : jsonBody(jsonSchema(route.body)),
              },
            }
          : {}),
        security,
        responses: {
          [status]: { description: "Done", content: success(route) },
          "400": failure("Bad request: a message and errors"),
          ...(route.access !== "public" ? { "401": failure("Not signed in") } : {}),
          ...(route.csrf || Array.isArray(route.access)
            ? { "403": failure("Anti-forgery token missing or wrong, or a role not allowed") }
            : {}),
          ...(parameters.some((p) => p.in === "path") ? { "404": failure("Not found") } : {}),
          ...(route.body || route.maxBodyBytes
            ? { "413": failure("The body is over the endpoint's limit (it is not read further)") }
            : {}),
          "503": failure("A dependency is unavailable"),
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Mahrajan Events API",
      version: "1.0.0",
      description:
        "Every answer is {status, payload}; money in integer cents (fields named ...Cents), except the fields the spec names in dollars (eventPrice, boothPrice, seatPrice, paidAmount and the payment result's amounts).",
      license: {
        name: "Proprietary: Mahrajan Arts Foundation, all rights reserved",
        url: "https://mahrajan.events/about",
      },
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The session cookie the login sets (__Secure- prefixed over https).",
        },
        antiForgery: {
          type: "apiKey",
          in: "header",
          name: "x-xsrf-token",
          description:
            "The anti-forgery token: equal to the XSRF-TOKEN cookie, signed for the caller's session (GET /api/csrf-token issues one).",
        },
        stripeSignature: {
          type: "apiKey",
          in: "header",
          name: "Stripe-Signature",
          description: "Stripe's signature of the raw body, with its timestamp.",
        },
        cronSecret: {
          type: "http",
          scheme: "bearer",
          description: "The shared CRON_SECRET the host's scheduler sends (scheduled work).",
        },
      },
    },
    paths,
  };
}
