import type { MetadataRoute } from "next";
import { getEventsAndMarquee } from "@/lib/public-data";
import { absoluteUrl } from "@/lib/site";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { events } = await getEventsAndMarquee();
  const pages = ["/home", "/about", "/events", "/contact", "/stage"].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: "weekly" as const,
    priority: path === "/home" ? 1 : 0.7,
  }));
  const eventPages = events
    .filter((e) => e.status === "ACTIVE" && !e.hasSeating)
    .flatMap((e) => [
      { url: absoluteUrl(`/details/${e.guid}`), changeFrequency: "daily" as const, priority: 0.8 },
      {
        url: absoluteUrl(`/exhibitions/${e.guid}`),
        changeFrequency: "daily" as const,
        priority: 0.6,
      },
    ]);
  return [...pages, ...eventPages];
}
