import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site/foundation";

/** Pages of one visitor's own state, in either language. */
const PRIVATE = ["/dev/", "/cart", "/checkout", "/profile", "/success", "/cancel", "/admin"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: PRIVATE.flatMap((path) => [path, `/ar${path}`]).concat("/api/"),
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
