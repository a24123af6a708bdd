import { respond } from "@/lib/api";
import { seatMap } from "@/lib/seat-map";
import { route } from "@/lib/route";

/** GET /api/v1/seats: the stage event's seat map with statuses (AVAILABLE, HELD, SOLD). */
export const GET = route({ access: "public", csrf: false }, async () => respond(await seatMap()));
