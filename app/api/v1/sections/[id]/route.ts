import { findEventById, listSections } from "@/db/queries/events";
import { AppError, parseWith, respond } from "@/lib/api";
import { sectionPayload } from "@/lib/api-shapes";
import { eventIdSchema } from "@/lib/validation";
import { route } from "@/lib/route";

type Context = { params: Promise<{ id: string }> };

/** GET /api/v1/sections/{eventId}: the event's sections without booths. */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const eventId = parseWith(eventIdSchema, (await params).id);
    const event = await findEventById({ id: eventId });
    if (!event) throw new AppError("NOT_FOUND", "Event not found");
    return respond((await listSections({ eventId })).map(sectionPayload));
  },
);
