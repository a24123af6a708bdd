import type { Metadata } from "next";
import { Suspense } from "react";
import { ContactForm } from "@/components/contact-forms";
import { requirePageAccount } from "@/lib/page-session";
import { CONTACT } from "@/lib/site";

export const metadata: Metadata = { title: "Vendor support", robots: { index: false } };

async function VendorContact() {
  const vendor = await requirePageAccount("/contact1");
  return (
    <>
      <p className="mt-2 text-ink-soft">
        Signed in as <strong>{vendor.vendorName}</strong> ({vendor.email}). Questions about booths,
        payments or the vendor contract: write to us here, at {CONTACT.email} or call{" "}
        {CONTACT.phone}.
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
      <h1 className="text-3xl font-bold">Vendor support</h1>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <VendorContact />
      </Suspense>
    </div>
  );
}
