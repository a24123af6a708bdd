import type { Metadata } from "next";
import { ContactForm, NewsletterForm } from "@/components/contact-forms";
import { getT } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";
import { CONTACT } from "@/lib/site/foundation";
import { VenueMap } from "./venue-map";

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return pageMetadata(locale, "/contact", {
    title: t("pages.contact.title"),
    description: t("pages.contact.description"),
    socialTitle: t("pages.contact.socialTitle"),
  });
}

export default async function ContactPage() {
  const { t } = await getT();
  return (
    <div className="page">
      <h1 className="text-4xl font-bold">{t("pages.contact.heading")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <address className="space-y-3 card p-6 not-italic">
            <p>
              <span className="block text-sm font-semibold text-ink-muted">
                {t("pages.contact.address")}
              </span>
              <bdi>{CONTACT.address}</bdi>
            </p>
            <p>
              <span className="block text-sm font-semibold text-ink-muted">
                {t("pages.contact.email")}
              </span>
              <a className="text-teal underline" href={`mailto:${CONTACT.email}`}>
                <bdi>{CONTACT.email}</bdi>
              </a>
            </p>
            <p>
              <span className="block text-sm font-semibold text-ink-muted">
                {t("pages.contact.phone")}
              </span>
              <a
                className="text-teal underline"
                href={`tel:${CONTACT.phone.replace(/[^+\d]/g, "")}`}
              >
                <bdi>{CONTACT.phone}</bdi>
              </a>
            </p>
          </address>
          <figure className="overflow-hidden card">
            <a href={CONTACT.mapUrl} target="_blank" rel="noopener noreferrer">
              <VenueMap label={t("pages.contact.mapAlt", { address: CONTACT.address })} />
            </a>
            <figcaption className="p-4 text-sm">
              <a
                href={CONTACT.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-teal underline"
              >
                {t("pages.contact.openMap")}
              </a>
            </figcaption>
          </figure>
        </div>
        <div className="space-y-8">
          <section className="card p-6" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              {t("pages.contact.messageHeading")}
            </h2>
            <div className="mt-4">
              <ContactForm />
            </div>
          </section>
          <section className="card p-6" aria-labelledby="newsletter-heading">
            <h2 id="newsletter-heading" className="text-2xl font-bold">
              {t("pages.contact.newsletterHeading")}
            </h2>
            <p className="mt-2 text-ink-soft">{t("pages.contact.newsletterIntro")}</p>
            <div className="mt-4">
              <NewsletterForm />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
