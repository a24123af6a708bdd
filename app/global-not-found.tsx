import type { Metadata } from "next";
import Link from "next/link";
import { direction, HTML_LANG, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import "./globals.css";

const en = translator("en");

export const metadata: Metadata = {
  title: `${en("notFound.title")} | ${en("site.name")}`,
  robots: { index: false },
};

/** The not-found notice in one language, with links to that language's home and events. */
function Notice({ locale }: { locale: Locale }) {
  const t = translator(locale);
  // One main heading: the English notice's.
  const Heading = locale === "en" ? "h1" : "h2";
  return (
    <section
      lang={HTML_LANG[locale]}
      dir={direction(locale)}
      aria-labelledby={`not-found-${locale}`}
      className="flex flex-col items-center"
    >
      <Heading id={`not-found-${locale}`} className="mt-4 text-3xl font-bold">
        {t("notFound.heading")}
      </Heading>
      <p className="mt-3 max-w-md text-ink-soft">{t("notFound.body")}</p>
      <div className="mt-6 flex gap-3">
        <Link href={localePath(locale, "/home")} className="btn-primary">
          {t("notFound.home")}
        </Link>
        <Link href={localePath(locale, "/events")} className="btn-secondary">
          {t("notFound.events")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The page for an address no route matches, in either language. Which language the reader
 * wanted is not known here (it is answered before any page's layout), so it says so in both.
 */
export default function GlobalNotFound() {
  return (
    <html lang={HTML_LANG.en} dir="ltr">
      <body className="flex min-h-screen flex-col">
        <header className="bg-night px-4 py-4 text-white">
          <Link href="/home" className="font-display text-xl font-bold text-gold-light">
            {en("site.name")}
          </Link>
        </header>
        <main className="page flex flex-1 flex-col items-center gap-12 py-16 text-center">
          <p className="font-display text-7xl font-bold text-gold">404</p>
          <Notice locale="en" />
          <Notice locale="ar" />
        </main>
      </body>
    </html>
  );
}
