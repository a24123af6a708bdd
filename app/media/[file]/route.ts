import { route } from "@/lib/http/access";
import { mediaImage } from "@/lib/events/images";

type Context = { params: Promise<{ file: string }> };

/**
 * Opened on its own, an address here is a picture and nothing else: no scripts, styles or
 * requests, sandboxed, never framed. next.config.ts leaves this route out of the site-wide policy
 * so that this one is served.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * GET /media/{id}-{hash}.webp: an image an organiser uploaded, as the app re-encoded it. An
 * address always names the same bytes, so it is cached for a year; the bytes are only ever a
 * WebP the app wrote, sent as that and never sniffed as anything else.
 */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const image = await mediaImage((await params).file);
    if (!image)
      return new Response("Not found", {
        status: 404,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "public, max-age=60",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": CONTENT_SECURITY_POLICY,
        },
      });
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        "Content-Type": image.contentType,
        "Content-Length": String(image.bytes.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": CONTENT_SECURITY_POLICY,
        "Content-Disposition": "inline",
      },
    });
  },
);
