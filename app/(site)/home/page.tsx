import type { Metadata } from "next";
import Link from "next/link";
import { EventCards } from "@/components/event-cards";
import { EventImage } from "@/components/event-image";
import { Marquee } from "@/components/marquee";
import { marqueeText } from "@/lib/api-shapes";
import { FACTS, HOME_FESTIVAL } from "@/lib/festival";
import { getEventsAndMarquee } from "@/lib/public-data";

export const metadata: Metadata = {
  title: "Home",
  description:
    "The 8th annual Arab summer festival in Mississauga, July 4-6, 2025: music, dance, art and food. Book an exhibition booth or a stage seat.",
  alternates: { canonical: "/home" },
  openGraph: { title: "Mahrajan Events: Arabic music, art and culture festivals", url: "/home" },
};

export default async function HomePage() {
  const { events, marquee } = await getEventsAndMarquee();
  const upcoming = events.filter((e) => e.status === "ACTIVE");
  const past = events.filter((e) => e.status === "PAST");

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-2">
          <div>
            <p className="font-semibold tracking-widest text-gold-light uppercase">
              Mississauga · Greater Toronto Area
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-bold text-white sm:text-5xl">
              Celebrating Arabic music, art, dance and culture
            </h1>
            <p className="mt-4 text-lg text-sand-200">
              Join {FACTS.summerAttendees} visitors at the {HOME_FESTIVAL.title}, three days of live
              music, dabke, artisans and food on the square.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link href="/events" className="btn-gold">
                See all events
              </Link>
              <Link
                href="/stage"
                className="btn border border-white/40 text-white hover:bg-white/10"
              >
                Stage tickets
              </Link>
            </div>
          </div>
          <EventImage
            image="summer-festival-2025.svg"
            name={HOME_FESTIVAL.title}
            priority
            className="rounded-2xl shadow-2xl"
          />
        </div>
      </section>

      <Marquee label="Available Booths:" text={marqueeText(marquee)} />

      <section className="page grid gap-8 md:grid-cols-2" aria-labelledby="why-us">
        <div>
          <h2 id="why-us" className="text-3xl font-bold">
            Why Choose Us?
          </h2>
          <p className="mt-4 text-ink-soft">
            Since {FACTS.founded} we have produced {FACTS.summerFestivals} summer and{" "}
            {FACTS.winterFestivals} winter festivals. Our summer festival welcomes{" "}
            {FACTS.summerAttendees} attendees a year and our winter festival {FACTS.winterAttendees}
            : the largest audience for Arabic culture in Ontario, and a proven place for vendors,
            artisans and food businesses to meet it.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/register" className="btn-primary">
              Register Now
            </Link>
            <Link href={`/details/${HOME_FESTIVAL.guid}`} className="btn-secondary">
              Book Your Booth
            </Link>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-4 text-center">
          {[
            ["60,000+", "summer attendees a year"],
            ["5,000+", "winter attendees a year"],
            ["10", "festivals produced"],
            ["2018", "founded March 1"],
          ].map(([figure, label]) => (
            <li key={label} className="card p-5">
              <p className="font-display text-3xl font-bold text-crimson">{figure}</p>
              <p className="mt-1 text-sm text-ink-soft">{label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page pt-0" aria-labelledby="upcoming">
        <h2 id="upcoming" className="text-3xl font-bold">
          Upcoming Festival
        </h2>
        <div className="mt-6 grid gap-6 card p-6 md:grid-cols-[1fr_auto]">
          <div>
            <h3 className="text-2xl font-bold">{HOME_FESTIVAL.title}</h3>
            <ul className="mt-3 space-y-1 text-ink-soft">
              {HOME_FESTIVAL.times.map((t) => (
                <li key={t.day}>
                  <span className="font-semibold text-ink">{t.day}</span>, {t.hours}
                </li>
              ))}
            </ul>
          </div>
          <Link href={`/details/${HOME_FESTIVAL.guid}`} className="btn-primary self-center">
            Book a Booth
          </Link>
        </div>
        <EventCards
          upcoming
          events={upcoming.map((e) => ({
            guid: e.guid,
            name: e.name,
            image: e.image,
            dateText: e.dateText,
            details: e.details,
            hasSeating: e.hasSeating,
          }))}
        />
      </section>

      <section className="page pt-0" aria-labelledby="past">
        <h2 id="past" className="text-3xl font-bold">
          Past Events
        </h2>
        <EventCards
          upcoming={false}
          events={past.map((e) => ({
            guid: e.guid,
            name: e.name,
            image: e.image,
            dateText: e.dateText,
          }))}
        />
      </section>
    </>
  );
}
