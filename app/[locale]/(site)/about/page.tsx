import type { Metadata } from "next";
import { festivalFacts } from "@/lib/events/home-festival";
import { getT } from "@/lib/i18n/page-locale";
import { getSiteFacts } from "@/lib/site/public-data";
import { pageMetadata } from "@/lib/site/seo";
import { FOUNDATION_NAME } from "@/lib/site/foundation";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  // The founding date from the console's site settings (none stored: the description without it).
  const facts = await getSiteFacts();
  return pageMetadata(locale, "/about", {
    title: t("pages.about.title"),
    description: facts
      ? t("pages.about.descriptionFounded", { founded: festivalFacts(facts, locale).founded })
      : t("pages.about.descriptionGeneral"),
    socialTitle: t("pages.about.socialTitle"),
  });
}

/** The sections in the order they are shown; their words are messages. */
const SECTIONS = [
  "established",
  "mission",
  "vision",
  "mandate",
  "coreWork",
  "sectorProfile",
] as const;
/** The sections that state the site's facts: left out while no site settings are stored. */
const WITH_FACTS: readonly string[] = ["established", "coreWork"];

export default async function AboutPage() {
  const { t, locale } = await getT();
  const facts = await getSiteFacts();
  const figures = { foundation: FOUNDATION_NAME, ...(facts && festivalFacts(facts, locale)) };
  const sections = facts ? SECTIONS : SECTIONS.filter((key) => !WITH_FACTS.includes(key));
  return (
    <div className="page">
      <h1 className="text-4xl font-bold">{t("pages.about.heading")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t("pages.about.intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {sections.map((key) => (
          <section key={key} className="card p-6" aria-labelledby={`about-${key}`}>
            <h2 id={`about-${key}`} className="text-2xl font-bold text-crimson">
              {t(`pages.about.sections.${key}.title`)}
            </h2>
            <p className="mt-3 text-ink-soft">{t(`pages.about.sections.${key}.body`, figures)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
