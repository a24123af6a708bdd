import { handler, respond } from "@/lib/api";
import { seatMap } from "@/lib/seat-map";

/** GET /api/v1/seats: the stage event's seat map with statuses (AVAILABLE, HELD, SOLD). */
export const GET = handler(async () => respond(await seatMap()));
