import { parseWith, respond } from "@/lib/api";
import { seatMap } from "@/lib/seat-map";
import { eventIdSchema } from "@/lib/validation";
import { route } from "@/lib/route";

type Context = { params: Promise<{ eventId: string }> };

/** GET /api/v1/seats/{eventId}: a seated event's seat map with statuses. */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const eventId = parseWith(eventIdSchema, (await params).eventId);
    return respond(await seatMap(eventId));
  },
);
