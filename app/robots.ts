import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/dev/", "/cart", "/checkout", "/profile", "/success", "/cancel"],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
