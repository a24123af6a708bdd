import type { Metadata } from "next";
import { Suspense } from "react";
import { requirePageAccount } from "@/lib/accounts/page-session";
import { ContactForm } from "@/components/contact-forms";
import { getT } from "@/lib/i18n/page-locale";
import { CONTACT } from "@/lib/site/foundation";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("pages.vendorSupport.title"), robots: { index: false } };
}

async function VendorContact() {
  const { t, locale } = await getT();
  const vendor = await requirePageAccount("/contact1");
  // e-mail addresses and the phone number keep their own direction inside an Arabic sentence
  const isolate = (text: string) => (locale === "ar" ? `\u2068${text}\u2069` : text);
  return (
    <>
      <p className="mt-2 text-ink-soft">
        {t.rich("pages.vendorSupport.intro", {
          vendor: vendor.vendorName,
          email: isolate(vendor.email),
          contactEmail: isolate(CONTACT.email),
          phone: isolate(CONTACT.phone),
          strong: (chunks) => <strong>{locale === "ar" ? <bdi>{chunks}</bdi> : chunks}</strong>,
        })}
      </p>
      <div className="mt-6 card p-6">
        <ContactForm defaults={{ name: vendor.vendorName, email: vendor.email }} />
      </div>
    </>
  );
}

/** contact1: a contact page for logged-in vendors only. */
export default async function VendorContactPage() {
  const { t } = await getT();
  return (
    <div className="page max-w-3xl">
      <h1 className="text-3xl font-bold">{t("pages.vendorSupport.heading")}</h1>
      <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
        <VendorContact />
      </Suspense>
    </div>
  );
}
