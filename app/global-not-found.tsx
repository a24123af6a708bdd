import type { Metadata } from "next";
import Link from "next/link";
import { translator } from "@/lib/messages";
import "./globals.css";

const en = translator("en");
const ar = translator("ar");

export const metadata: Metadata = {
  title: `${en("notFound.title")} | ${en("site.name")}`,
  robots: { index: false },
};

/**
 * The page for an address no route matches, in either language. Which language the reader
 * wanted is not known here (it is answered before any page's layout), so it says so in both.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-CA" dir="ltr">
      <body className="flex min-h-screen flex-col">
        <header className="bg-night px-4 py-4 text-white">
          <Link href="/home" className="font-display text-xl font-bold text-gold-light">
            {en("site.name")}
          </Link>
        </header>
        <main className="page flex flex-1 flex-col items-center py-16 text-center">
          <p className="font-display text-7xl font-bold text-gold">404</p>
          <h1 className="mt-4 text-3xl font-bold">{en("notFound.heading")}</h1>
          <p className="mt-3 max-w-md text-ink-soft">{en("notFound.body")}</p>
          <div className="mt-6 flex gap-3">
            <Link href="/home" className="btn-primary">
              {en("notFound.home")}
            </Link>
            <Link href="/events" className="btn-secondary">
              {en("notFound.events")}
            </Link>
          </div>
          <section
            lang="ar"
            dir="rtl"
            className="mt-12 flex flex-col items-center"
            aria-labelledby="not-found-ar"
          >
            <h2 id="not-found-ar" className="text-3xl font-bold">
              {ar("notFound.heading")}
            </h2>
            <p className="mt-3 max-w-md text-ink-soft">{ar("notFound.body")}</p>
            <div className="mt-6 flex gap-3">
              <Link href="/ar/home" className="btn-primary">
                {ar("notFound.home")}
              </Link>
              <Link href="/ar/events" className="btn-secondary">
                {ar("notFound.events")}
              </Link>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
