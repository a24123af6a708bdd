import type { Metadata } from "next";
import Link from "next/link";
import { EventImage } from "@/components/event-image";
import { Marquee } from "@/components/marquee";
import { marqueeText } from "@/lib/http/spec-fields";
import { getT } from "@/lib/i18n/page-locale";
import { boothStatusKey, langOf, localizeEvent } from "@/lib/i18n/localize";
import { getEventsAndMarquee } from "@/lib/site/public-data";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/events", {
    title: t("pages.events.title"),
    description: t("pages.events.description"),
    socialTitle: t("pages.events.socialTitle"),
  });
}

export default async function EventsPage() {
  const { t, locale, href } = await getT();
  const { events, marquee } = await getEventsAndMarquee();
  const current = events.filter((e) => e.status === "ACTIVE").map((e) => localizeEvent(e, locale));
  // the first seated show is the stage's (/stage); another has a page of its own
  const stageGuid = current.find((e) => e.hasSeating)?.guid;

  return (
    <>
      <div className="page pb-6">
        <h1 className="text-4xl font-bold">{t("pages.events.heading")}</h1>
      </div>
      <Marquee
        text={t("pages.events.marquee", {
          booths: marqueeText(marquee, (status) => t(boothStatusKey(status))),
        })}
      />
      <ul className="page space-y-10">
        {current.map((e, index) => (
          <li key={e.guid} className="grid overflow-hidden card md:grid-cols-2">
            <EventImage
              image={e.image}
              name={e.name}
              priority={index === 0}
              className="h-[450px]"
            />
            <div className="flex flex-col p-6">
              <h2 className="text-2xl font-bold">
                <Link
                  href={href(`/details/${e.guid}`)}
                  className="hover:text-crimson hover:underline"
                  lang={langOf(e, "name")}
                >
                  {e.name}
                </Link>
              </h2>
              <p className="mt-3 text-ink-soft" lang={langOf(e, "description")}>
                {e.description}
              </p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-semibold">{t("pages.events.location")}</dt>
                <dd lang={langOf(e, "location")}>{e.location}</dd>
                <dt className="font-semibold">{t("pages.events.date")}</dt>
                <dd lang={langOf(e, "dateText")}>{e.dateText}</dd>
                <dt className="font-semibold">{t("pages.events.address")}</dt>
                <dd>
                  <bdi lang={locale === "ar" ? "en" : undefined}>{e.address}</bdi>
                </dd>
                <dt className="font-semibold">{t("pages.events.details")}</dt>
                <dd lang={langOf(e, "details")}>{e.details}</dd>
              </dl>
              <div className="mt-auto pt-6">
                {e.hasSeating ? (
                  <Link
                    href={href(e.guid === stageGuid ? "/stage" : `/stage/${e.guid}`)}
                    className="btn-primary"
                  >
                    {t("events.buyTickets")}
                  </Link>
                ) : (
                  <Link href={href(`/details/${e.guid}`)} className="btn-primary">
                    {t("events.bookBooth")}
                  </Link>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
