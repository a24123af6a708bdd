import { boothMarquee } from "@/db/queries/events";
import { respond } from "@/lib/api";
import { marqueePayload } from "@/lib/api-shapes";
import { route } from "@/lib/route";

export const GET = route({ access: "public", csrf: false }, async () =>
  respond(marqueePayload(await boothMarquee())),
);
