import { route } from "@/lib/route";
import { siteUrl } from "@/lib/env";
import { openApiDocument } from "@/lib/openapi";

/** GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas. */
export const GET = route({ access: "public", csrf: false }, async () =>
  Response.json(openApiDocument(siteUrl()), {
    headers: { "Cache-Control": "public, max-age=300" },
  }),
);
