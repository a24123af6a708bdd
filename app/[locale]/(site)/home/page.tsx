import type { Metadata } from "next";
import Link from "next/link";
import { EventCards } from "@/components/event-cards";
import { EventImage } from "@/components/event-image";
import { Marquee } from "@/components/marquee";
import { marqueeText } from "@/lib/http/spec-fields";
import { festivalFacts, homeDescription, homeFestival } from "@/lib/events/home-festival";
import { getT } from "@/lib/i18n/page-locale";
import { boothStatusKey, localizeEvent } from "@/lib/i18n/localize";
import { getEventsAndMarquee, getFeaturedEvent, getSiteFacts } from "@/lib/site/public-data";
import { pageMetadata } from "@/lib/site/seo";
import { homeCard } from "@/lib/site/share-previews";
import { programPath } from "@/lib/program/view";
import { getProgram } from "@/lib/program/public-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  // From the data: the featured festival's title, place and dates (none featured: the site's).
  const featured = await getFeaturedEvent();
  return pageMetadata(locale, "/home", {
    title: t("pages.home.title"),
    description: homeDescription(featured && homeFestival(featured, locale), locale),
    socialTitle: t("pages.home.socialTitle"),
    share: { folder: "/[locale]/(site)/home", card: await homeCard(locale) },
  });
}

/** The figures beside "Why Choose Us?", in the order they are shown. */
const FIGURES = ["summerAttendees", "winterAttendees", "festivals", "founded"] as const;

export default async function HomePage() {
  const { t, locale, href } = await getT();
  const [{ events: stored, marquee }, featured, facts] = await Promise.all([
    getEventsAndMarquee(),
    getFeaturedEvent(),
    getSiteFacts(),
  ]);
  const events = stored.map((e) => localizeEvent(e, locale));
  const upcoming = events.filter((e) => e.status === "ACTIVE");
  const past = events.filter((e) => e.status === "PAST");
  // From the database: the event an organiser marked featured and the console's site settings.
  // Without them the page leaves them out (and links to the events list, never to a 404).
  const FACTS = facts && festivalFacts(facts, locale);
  const HOME_FESTIVAL = featured && homeFestival(featured, locale);
  // The festival's program, linked when it has performances.
  const program = featured && (await getProgram(featured.guid));
  // The figures are numbers (formatted through Intl); their labels are messages.
  const figures = FACTS && {
    summerAttendees: { figure: `${FACTS.summerAttendeesCount}+` },
    winterAttendees: { figure: `${FACTS.winterAttendeesCount}+` },
    festivals: { figure: FACTS.festivalsCount },
    founded: { figure: FACTS.foundedYear, day: FACTS.foundedDay },
  };

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-2">
          <div>
            <p className="font-semibold tracking-widest text-gold-light uppercase">
              {t("pages.home.place")}
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold text-white sm:text-5xl">
              {t("pages.home.heading")}
            </h1>
            <p className="mt-4 text-lg text-sand-200">
              {FACTS && HOME_FESTIVAL
                ? t("pages.home.intro", {
                    attendees:
                      HOME_FESTIVAL.season === "summer"
                        ? FACTS.summerAttendees
                        : FACTS.winterAttendees,
                    festival: HOME_FESTIVAL.title,
                    days: HOME_FESTIVAL.days,
                    season: HOME_FESTIVAL.season,
                  })
                : t("pages.home.introGeneral")}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href={href("/events")} className="btn-gold">
                {t("pages.home.seeAllEvents")}
              </Link>
              <Link
                href={href("/stage")}
                className="btn border border-white/40 text-white hover:bg-white/10"
              >
                {t("pages.home.stageTickets")}
              </Link>
            </div>
          </div>
          {HOME_FESTIVAL && (
            <EventImage
              image={HOME_FESTIVAL.image}
              name={HOME_FESTIVAL.title}
              priority
              className="rounded-2xl shadow-2xl"
            />
          )}
        </div>
      </section>

      <Marquee
        label={t("pages.home.availableBooths")}
        text={marqueeText(marquee, (status) => t(boothStatusKey(status)))}
      />

      <section className="page grid gap-8 md:grid-cols-2" aria-labelledby="why-us">
        <div>
          <h2 id="why-us" className="text-3xl font-bold">
            {t("pages.home.whyUsHeading")}
          </h2>
          {FACTS && (
            <p className="mt-4 text-ink-soft">
              {t("pages.home.whyUs", {
                founded: FACTS.founded,
                summerFestivals: FACTS.summerFestivals,
                winterFestivals: FACTS.winterFestivals,
                summerAttendees: FACTS.summerAttendees,
                winterAttendees: FACTS.winterAttendees,
              })}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={href("/register")} className="btn-primary">
              {t("pages.home.registerNow")}
            </Link>
            {HOME_FESTIVAL ? (
              <Link href={href(`/details/${HOME_FESTIVAL.guid}`)} className="btn-secondary">
                {t("pages.home.bookYourBooth")}
              </Link>
            ) : (
              <Link href={href("/events")} className="btn-secondary">
                {t("pages.home.seeAllEvents")}
              </Link>
            )}
          </div>
        </div>
        {figures && (
          <ul className="grid grid-cols-2 gap-4 text-center">
            {FIGURES.map((key) => (
              <li key={key} className="card p-5">
                <p className="font-display text-3xl font-bold text-crimson">
                  {figures[key].figure}
                </p>
                <p className="mt-1 text-sm text-ink-soft">
                  {t(`pages.home.figures.${key}.label`, figures[key])}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="page pt-0" aria-labelledby="upcoming">
        <h2 id="upcoming" className="text-3xl font-bold">
          {t("pages.home.upcomingHeading")}
        </h2>
        {HOME_FESTIVAL ? (
          <div className="mt-6 grid gap-6 card p-6 md:grid-cols-[1fr_auto]">
            <div>
              <h3 className="text-2xl font-bold">{HOME_FESTIVAL.title}</h3>
              <ul className="mt-3 space-y-1 text-ink-soft">
                {HOME_FESTIVAL.times.map((time) => (
                  <li key={time.key}>
                    {t.rich("pages.home.festivalTime", {
                      day: time.day,
                      hours: time.hours,
                      b: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
                    })}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-wrap gap-3 self-center">
              <Link href={href(`/details/${HOME_FESTIVAL.guid}`)} className="btn-primary">
                {t("events.bookBooth")}
              </Link>
              {program && program.performances.length > 0 && (
                <Link href={href(programPath(HOME_FESTIVAL.guid))} className="btn-secondary">
                  {t("program.link")}
                </Link>
              )}
            </div>
          </div>
        ) : (
          <p className="mt-6 card p-6 text-ink-soft">{t("pages.home.noFestival")}</p>
        )}
        <EventCards
          upcoming
          events={upcoming.map((e) => ({
            guid: e.guid,
            name: e.name,
            image: e.image,
            dateText: e.dateText,
            details: e.details,
            hasSeating: e.hasSeating,
            ...(e.english.length ? { english: e.english } : {}),
          }))}
        />
      </section>

      <section className="page pt-0" aria-labelledby="past">
        <h2 id="past" className="text-3xl font-bold">
          {t("pages.home.pastHeading")}
        </h2>
        <EventCards
          upcoming={false}
          events={past.map((e) => ({
            guid: e.guid,
            name: e.name,
            image: e.image,
            dateText: e.dateText,
            ...(e.english.length ? { english: e.english } : {}),
          }))}
        />
      </section>
    </>
  );
}
