import type { MetadataRoute } from "next";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { getEventsAndMarquee } from "@/lib/site/public-data";
import { absoluteUrl } from "@/lib/site/foundation";
import { performancePath, programPath } from "@/lib/program/view";
import { getProgramIndex } from "@/lib/program/public-data";

type Entry = MetadataRoute.Sitemap[number];

/** A page in every language, each entry listing the others as its alternates. */
function inEveryLanguage(
  path: string,
  entry: Pick<Entry, "changeFrequency" | "priority">,
): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(localePath(l, path))]));
  return LOCALES.map((l) => ({
    url: absoluteUrl(localePath(l, path)),
    ...entry,
    alternates: { languages: { ...languages, "x-default": absoluteUrl(path) } },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ events }, programs] = await Promise.all([getEventsAndMarquee(), getProgramIndex()]);
  const pages = ["/home", "/about", "/events", "/contact", "/stage"].flatMap((path) =>
    inEveryLanguage(path, { changeFrequency: "weekly", priority: path === "/home" ? 1 : 0.7 }),
  );
  const eventPages = events
    .filter((e) => e.status === "ACTIVE" && !e.hasSeating)
    .flatMap((e) => [
      ...inEveryLanguage(`/details/${e.guid}`, { changeFrequency: "daily", priority: 0.8 }),
      ...inEveryLanguage(`/exhibitions/${e.guid}`, { changeFrequency: "daily", priority: 0.6 }),
      ...inEveryLanguage(`/vendors/${e.guid}`, { changeFrequency: "daily", priority: 0.6 }),
    ]);
  const programPages = programs.flatMap(({ guid, performanceIds }) => [
    ...inEveryLanguage(programPath(guid), { changeFrequency: "daily", priority: 0.7 }),
    ...performanceIds.flatMap((id) =>
      inEveryLanguage(performancePath(guid, id), { changeFrequency: "weekly", priority: 0.5 }),
    ),
  ]);
  return [...pages, ...eventPages, ...programPages];
}
