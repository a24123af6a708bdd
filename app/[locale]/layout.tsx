import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { preload } from "react-dom";
import { AddressQueryWatch } from "@/components/address-query";
import { AlertArea } from "@/components/alert-area";
import { DemoBanner } from "@/components/demo-banner";
import { FocusMainHeading } from "@/components/focus-main-heading";
import { LanguageOffer } from "@/components/language-switcher";
import { LocaleProvider } from "@/components/locale-provider";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { siteUrl } from "@/config/env";
import { direction, HTML_LANG, LOCALES, OG_LOCALE, otherLocale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { getT } from "@/lib/i18n/page-locale";
import "../globals.css";

// English body text uses the platform's own UI font (no download); the brand face is for
// headings only, so a phone on a slow network fetches one font file before the first paint.
const display = localFont({
  src: "../../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2",
  weight: "200 1000",
  variable: "--font-display",
  display: "swap",
});

/**
 * Arabic pages set body and headings in Cairo's Arabic letters (the platform's Arabic UI fonts
 * vary too much between phones), declared in globals.css and preloaded on Arabic pages only:
 * English pages never download it. (A next/font file would be preloaded by every page of the
 * route, English ones included, as both languages share this layout.)
 */
const ARABIC_FONT = "/fonts/cairo-arabic-wght-5.3.woff2";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  const name = t("site.name");
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: name, template: `%s | ${name}` },
    description: t("site.description"),
    applicationName: name,
    openGraph: { siteName: name, type: "website", locale: OG_LOCALE[locale] },
    icons: { icon: "/images/logo.svg" },
  };
}

export const viewport: Viewport = { themeColor: "#1b1f3b", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { t, locale } = await getT();
  if (locale === "ar") preload(ARABIC_FONT, { as: "font", type: "font/woff2", crossOrigin: "" });
  // the offer to read the page in the other language speaks that language
  const other = translator(otherLocale(locale));
  return (
    <html lang={HTML_LANG[locale]} dir={direction(locale)} className={display.variable}>
      <body className="flex min-h-screen flex-col">
        {/* the page's words reach its client components as a script of their own, not here */}
        <LocaleProvider
          locale={locale}
          otherLanguage={{
            name: other("language.name"),
            offer: other("language.offer"),
            offerLink: other("language.offerLink"),
            dismiss: other("language.dismiss"),
          }}
        >
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            {t("site.skipToContent")}
          </a>
          <DemoBanner />
          <SiteHeader />
          <LanguageOffer />
          <AlertArea />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <FocusMainHeading />
          <AddressQueryWatch />
        </LocaleProvider>
      </body>
    </html>
  );
}
