import type { Metadata } from "next";
import { Suspense } from "react";
import { ContactForm } from "@/components/contact-forms";
import { t } from "@/lib/messages";
import { requirePageAccount } from "@/lib/page-session";
import { CONTACT } from "@/lib/site";

export const metadata: Metadata = {
  title: t("pages.vendorSupport.title"),
  robots: { index: false },
};

async function VendorContact() {
  const vendor = await requirePageAccount("/contact1");
  return (
    <>
      <p className="mt-2 text-ink-soft">
        {t.rich("pages.vendorSupport.intro", {
          vendor: vendor.vendorName,
          email: vendor.email,
          contactEmail: CONTACT.email,
          phone: CONTACT.phone,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <div className="mt-6 card p-6">
        <ContactForm defaults={{ name: vendor.vendorName, email: vendor.email }} />
      </div>
    </>
  );
}

/** contact1: a contact page for logged-in vendors only. */
export default function VendorContactPage() {
  return (
    <div className="page max-w-3xl">
      <h1 className="text-3xl font-bold">{t("pages.vendorSupport.heading")}</h1>
      <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
        <VendorContact />
      </Suspense>
    </div>
  );
}
