"use client";

import Link from "next/link";
import { useT } from "./locale-provider";
import { EventImage } from "./event-image";

export type EventCard = {
  guid: string;
  name: string;
  image: string;
  dateText: string;
  /** Fields shown in English on an Arabic page for want of Arabic text. */
  english?: string[];
  /** Upcoming cards show the details and a booking or tickets link; past cards do not. */
  details?: string;
  hasSeating?: boolean;
};

/**
 * The home page's event cards. They arrive as plain data (a client component's props) rather
 * than as a rendered tree, so the cached page carries each card once in markup and once as a
 * short record instead of twice as markup: less to send, and more pages served per second.
 */
export function EventCards({ events, upcoming }: { events: EventCard[]; upcoming: boolean }) {
  const { t, href } = useT();
  const lang = (e: EventCard, field: string) => (e.english?.includes(field) ? "en" : undefined);
  return (
    <ul className={`mt-6 grid gap-6 md:grid-cols-3 ${upcoming ? "" : "sm:grid-cols-2"}`}>
      {events.map((e) => (
        <li key={e.guid} className="flex flex-col overflow-hidden card">
          <EventImage
            image={e.image}
            name={e.name}
            className="aspect-[3/2]"
            sizes="(min-width: 768px) 33vw, 100vw"
          />
          <div className="flex flex-1 flex-col p-5">
            <h3
              className={upcoming ? "text-xl font-bold" : "text-lg font-bold"}
              lang={lang(e, "name")}
            >
              {e.name}
            </h3>
            <p
              className={
                upcoming ? "mt-1 font-semibold text-crimson" : "mt-1 text-sm text-ink-soft"
              }
              lang={lang(e, "dateText")}
            >
              {e.dateText}
            </p>
            {upcoming && (
              <>
                <p className="mt-2 flex-1 text-sm text-ink-soft" lang={lang(e, "details")}>
                  {e.details}
                </p>
                <Link
                  href={href(e.hasSeating ? "/stage" : `/details/${e.guid}`)}
                  className="mt-4 btn-secondary"
                  aria-label={
                    e.hasSeating
                      ? t("events.buyTicketsFor", { event: e.name })
                      : t("events.bookBoothAt", { event: e.name })
                  }
                >
                  {e.hasSeating ? t("events.buyTickets") : t("events.bookBooth")}
                </Link>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
