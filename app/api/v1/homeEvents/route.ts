import { listEvents } from "@/db/queries/events";
import { handler, respond } from "@/lib/api";
import { eventPayload } from "@/lib/api-shapes";

export const GET = handler(async () => respond((await listEvents()).map(eventPayload)));
