import type { Metadata } from "next";
import Link from "next/link";
import { EventImage } from "@/components/event-image";
import { Marquee } from "@/components/marquee";
import { marqueeText } from "@/lib/api-shapes";
import { getEventsAndMarquee } from "@/lib/public-data";

export const metadata: Metadata = {
  title: "Events",
  description:
    "Current Arabic music, art and culture festivals and stage nights in Mississauga: dates, places and exhibition booths.",
  alternates: { canonical: "/events" },
  openGraph: { title: "Current Events | Mahrajan Events", url: "/events" },
};

export default async function EventsPage() {
  const { events, marquee } = await getEventsAndMarquee();
  const current = events.filter((e) => e.status === "ACTIVE");

  return (
    <>
      <div className="page pb-6">
        <h1 className="text-4xl font-bold">Current Events</h1>
      </div>
      <Marquee
        text={`Exhibition booths are open for booking at our 2025 festivals. Available Booths: ${marqueeText(marquee)}`}
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
                <Link href={`/details/${e.guid}`} className="hover:text-crimson hover:underline">
                  {e.name}
                </Link>
              </h2>
              <p className="mt-3 text-ink-soft">{e.description}</p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-semibold">Location</dt>
                <dd>{e.location}</dd>
                <dt className="font-semibold">Date</dt>
                <dd>{e.dateText}</dd>
                <dt className="font-semibold">Address</dt>
                <dd>{e.address}</dd>
                <dt className="font-semibold">Details</dt>
                <dd>{e.details}</dd>
              </dl>
              <div className="mt-auto pt-6">
                {e.hasSeating ? (
                  <Link href="/stage" className="btn-primary">
                    Buy Tickets
                  </Link>
                ) : (
                  <Link href={`/details/${e.guid}`} className="btn-primary">
                    Book a Booth
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
