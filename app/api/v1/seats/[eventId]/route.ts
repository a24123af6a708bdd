import { handler, parseWith, respond } from "@/lib/api";
import { seatMap } from "@/lib/seat-map";
import { eventIdSchema } from "@/lib/validation";

type Context = { params: Promise<{ eventId: string }> };

/** GET /api/v1/seats/{eventId}: a seated event's seat map with statuses. */
export const GET = handler<Context>(async (_request, { params }) => {
  const eventId = parseWith(eventIdSchema, (await params).eventId);
  return respond(await seatMap(eventId));
});
