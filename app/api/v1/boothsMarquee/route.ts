import { boothMarquee } from "@/db/queries/events";
import { handler, respond } from "@/lib/api";
import { marqueePayload } from "@/lib/api-shapes";

export const GET = handler(async () => respond(marqueePayload(await boothMarquee())));
