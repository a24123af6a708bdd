import { z } from "zod";
import {
  balancePaymentSchema,
  contactSchema,
  eventIdSchema,
  guidSchema,
  loginSchema,
  lostPasswordSchema,
  newsletterSchema,
  paymentRequestSchema,
  profileInfoSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  sessionIdSchema,
  visitorRegisterSchema,
} from "./validation";

/**
 * Every API route, with the zod schema its handler validates with. The OpenAPI 3.1 document at
 * /api/openapi.json is generated from this table (not written by hand), and the fuzz suite
 * drives every route from that document.
 */
export type ApiRoute = {
  method: "get" | "post" | "put";
  path: string;
  summary: string;
  body?: z.ZodType;
  params?: Record<string, z.ZodType>;
  query?: Record<string, z.ZodType>;
  /** Needs a vendor session cookie. */
  vendor?: boolean;
  /** Needs the anti-forgery double submit (cookie XSRF-TOKEN = header x-xsrf-token). */
  csrf?: boolean;
  /** Needs a Stripe-Signature header instead. */
  stripeSignature?: boolean;
};

export const API_ROUTES: ApiRoute[] = [
  {
    method: "get",
    path: "/api/csrf-token",
    summary: "A fresh anti-forgery token for the caller's session (also set as its cookie)",
  },
  { method: "get", path: "/api/v1/homeEvents", summary: "Events for the home page" },
  { method: "get", path: "/api/v1/events", summary: "All events" },
  { method: "get", path: "/api/v1/boothsMarquee", summary: "Booth counts per status" },
  {
    method: "get",
    path: "/api/v1/sections/{id}",
    summary: "An event's sections (numeric event id)",
    params: { id: eventIdSchema },
  },
  {
    method: "get",
    path: "/api/v1/sections/booths/{id}",
    summary: "An event's sections with booths (event guid)",
    params: { id: guidSchema },
  },
  { method: "get", path: "/api/v1/seats", summary: "The stage event's seat map" },
  {
    method: "get",
    path: "/api/v1/seats/{eventId}",
    summary: "A seated event's seat map",
    params: { eventId: eventIdSchema },
  },
  {
    method: "get",
    path: "/api/v1/applyCouponCode",
    summary: "A coupon's discount percentage",
    query: { code: z.string().max(10) },
  },
  {
    method: "post",
    path: "/api/v1/contact",
    summary: "Send a contact message",
    body: contactSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/v1/newsletter",
    summary: "Subscribe to the newsletter",
    body: newsletterSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/vendor/v1/register",
    summary: "Register a vendor",
    body: registerSchema,
    csrf: true,
  },
  {
    method: "get",
    path: "/api/tickets/v1/public-key",
    summary: "The Ed25519 public key that verifies tickets' QR codes offline",
  },
  {
    method: "post",
    path: "/api/visitor/v1/register",
    summary: "Create a visitor account for buying tickets (signs it in)",
    body: visitorRegisterSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/vendor/v1/login",
    summary: "Log in (sets the session cookie)",
    body: loginSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/vendor/v1/lostPassword",
    summary: "E-mail a reset token",
    body: lostPasswordSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/vendor/v1/resetPassword",
    summary: "Reset the password with a token",
    body: resetPasswordSchema,
    csrf: true,
  },
  {
    method: "post",
    path: "/api/profile/info",
    summary: "The caller's profile",
    body: profileInfoSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "put",
    path: "/api/profile",
    summary: "Save the caller's profile",
    body: profileSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "post",
    path: "/api/v1/payment",
    summary: "Hold items and open a Checkout Session",
    body: paymentRequestSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "post",
    path: "/api/v1/order/success",
    summary: "The payment result of a session",
    body: sessionIdSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "post",
    path: "/api/v1/order/cancel",
    summary: "Cancel a session and release its holds",
    body: sessionIdSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "post",
    path: "/api/v1/order/balance",
    summary: "Pay (part of) an order's balance",
    body: balancePaymentSchema,
    csrf: true,
    vendor: true,
  },
  {
    method: "post",
    path: "/api/stripe/webhook",
    summary: "Stripe webhook events",
    stripeSignature: true,
  },
  { method: "get", path: "/api/health", summary: "Database health" },
];

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: "input",
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
      enum: [
        "OK",
        "CREATED",
        "BAD_REQUEST",
        "UNAUTHORIZED",
        "FORBIDDEN",
        "NOT_FOUND",
        "CONFLICT",
        "TOO_MANY_REQUESTS",
        "INTERNAL_SERVER_ERROR",
        "SERVICE_UNAVAILABLE",
      ],
    },
    payload: {},
    errors: { type: "array", items: { type: "string" } },
  },
};

/** A stable operation id from the method and path: POST /api/v1/order/cancel -> postV1OrderCancel. */
function operationId(route: ApiRoute): string {
  const words = route.path
    .split("/")
    .filter((part) => part && part !== "api")
    .map((part) => part.replace(/^\{(\w+)\}$/, "by-$1"))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return [route.method, ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join("");
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) {
    const parameters = [
      ...Object.entries(route.params ?? {}).map(([name, schema]) => ({
        name,
        in: "path",
        required: true,
        schema: jsonSchema(schema),
      })),
      ...Object.entries(route.query ?? {}).map(([name, schema]) => ({
        name,
        in: "query",
        required: true,
        schema: jsonSchema(schema),
      })),
    ];
    // Every requirement listed together is needed at once; a public route declares none.
    const requirement: Record<string, string[]> = {
      ...(route.vendor ? { session: [] } : {}),
      ...(route.csrf ? { antiForgery: [] } : {}),
      ...(route.stripeSignature ? { stripeSignature: [] } : {}),
    };
    const security = Object.keys(requirement).length ? [requirement] : [];
    paths[route.path] = {
      ...paths[route.path],
      [route.method]: {
        operationId: operationId(route),
        summary: route.summary,
        ...(parameters.length ? { parameters } : {}),
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { "application/json": { schema: jsonSchema(route.body) } },
              },
            }
          : {}),
        security,
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: envelope } } },
          "400": {
            description: "Bad request: a message and errors",
            content: { "application/json": { schema: envelope } },
          },
          ...(route.vendor
            ? {
                "401": {
                  description: "No vendor session",
                  content: { "application/json": { schema: envelope } },
                },
              }
            : {}),
          ...(route.csrf
            ? {
                "403": {
                  description: "Anti-forgery token missing or wrong",
                  content: { "application/json": { schema: envelope } },
                },
              }
            : {}),
          "503": {
            description: "A dependency is unavailable",
            content: { "application/json": { schema: envelope } },
          },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Mahrajan Events API",
      version: "1.0.0",
      description: "Every answer is {status, payload}; money in dollars.",
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
      },
    },
    paths,
  };
}
