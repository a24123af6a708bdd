import { route } from "@/lib/http/access";
import { isLocale } from "@/lib/i18n/locales";
import { performanceAt, performanceCalendar } from "@/lib/program/pages";
import { showPerformance } from "@/lib/program/view";

type Context = { params: Promise<{ locale: string; id: string; performanceId: string }> };

/**
 * GET /program/{eventGuid}/{performanceId}/calendar.ics (and /ar/...): the performance for the
 * visitor's calendar, in the page's language, from the program's cached read.
 */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const { locale: raw, id, performanceId } = await params;
    const locale = isLocale(raw) ? raw : "en";
    const found = await performanceAt(id, performanceId);
    if (!found)
      return new Response("Not found", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    const body = performanceCalendar(
      found.program,
      showPerformance(found.performance, locale),
      locale,
    );
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="performance-${found.performance.performanceId}.ics"`,
        "Cache-Control": "public, max-age=300",
      },
    });
  },
);
