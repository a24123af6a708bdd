import { route } from "@/lib/http/access";
import { guidSchema } from "@/lib/http/public-fields";
import { renderFloorPlan } from "@/lib/booths/floor-plan";
import { getEventWithSections } from "@/lib/site/public-data";

type Context = { params: Promise<{ id: string }> };

/**
 * The SVG's own inline styles and nothing else (no scripts, no requests), never framed.
 * next.config.ts leaves this route out of the site-wide policy so that this one is served.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** GET /floor-plan/{eventGuid}: the floor plan image, drawn from the sections and booths. */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const guid = guidSchema.safeParse((await params).id);
    const data = guid.success ? await getEventWithSections(guid.data) : null;
    if (!data)
      return new Response("Event not found", {
        status: 404,
        headers: {
          "Content-Type": "text/plain",
          "Content-Security-Policy": CONTENT_SECURITY_POLICY,
        },
      });
    const svg = renderFloorPlan(
      data.event.name,
      data.sections.map((s) => ({
        name: s.name,
        position: s.position,
        booths: s.booths.map((b) => ({ name: b.name, status: b.status })),
      })),
    );
    return new Response(svg, {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=1, stale-while-revalidate=59",
        "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      },
    });
  },
);
