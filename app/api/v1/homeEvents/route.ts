import { listEvents } from "@/db/queries/events";
import { respond } from "@/lib/api";
import { eventPayload } from "@/lib/api-shapes";
import { route } from "@/lib/route";

export const GET = route({ access: "public", csrf: false }, async () =>
  respond((await listEvents()).map(eventPayload)),
);
