import { findEventByGuid, listSectionsWithBooths } from "@/db/queries/events";
import { AppError, parseWith, respond } from "@/lib/api";
import { sectionWithBoothsPayload } from "@/lib/api-shapes";
import { guidSchema } from "@/lib/validation";
import { route } from "@/lib/route";

type Context = { params: Promise<{ id: string }> };

/** GET /api/v1/sections/booths/{eventGuid}: sections with their booths. */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const guid = parseWith(guidSchema, (await params).id);
    const event = await findEventByGuid({ guid });
    if (!event) throw new AppError("NOT_FOUND", "Event not found");
    return respond(
      (await listSectionsWithBooths({ eventId: event.id })).map(sectionWithBoothsPayload),
    );
  },
);
