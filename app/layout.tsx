import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { AlertArea } from "@/components/alert-area";
import { DemoBanner } from "@/components/demo-banner";
import { FocusMainHeading } from "@/components/focus-main-heading";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { siteUrl } from "@/config/env";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import "./globals.css";

// Body text uses the platform's own UI font (no download); the brand face is for headings only,
// so a phone on a slow network fetches one font file before the first paint settles.
const display = localFont({
  src: "../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2",
  weight: "200 1000",
  variable: "--font-display",
  display: "swap",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: "website", locale: "en_CA" },
  icons: { icon: "/images/logo.svg" },
};

export const viewport: Viewport = { themeColor: "#1b1f3b", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA" className={display.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <DemoBanner />
        <SiteHeader />
        <AlertArea />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <FocusMainHeading />
      </body>
    </html>
  );
}
