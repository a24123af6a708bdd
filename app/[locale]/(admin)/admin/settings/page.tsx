import type { Metadata } from "next";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { SiteSettingsForm } from "@/components/admin/site-settings-form";
import { storedSiteSettings } from "@/lib/site/settings";

export const metadata: Metadata = {
  title: "Site settings · Organiser console",
  robots: { index: false, follow: false },
};

async function Settings() {
  const stored = await storedSiteSettings();
  return (
    <SiteSettingsForm
      initial={
        stored && {
          foundedOn: stored.foundedOn,
          summerAttendees: stored.summerAttendees,
          winterAttendees: stored.winterAttendees,
          summerFestivals: stored.summerFestivals,
          winterFestivals: stored.winterFestivals,
          legalName: stored.legalName,
          postalAddress: stored.postalAddress,
          hstNumber: stored.hstNumber,
        }
      }
    />
  );
}

export default function AdminSettingsPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">Site settings</h1>
      <p className="mb-6 text-ink-soft">
        The facts the home and about pages state. The home page&apos;s festival is the event marked
        featured on its dashboard.
      </p>
      <OrganiserOnly path="/admin/settings">
        <Settings />
      </OrganiserOnly>
    </>
  );
}
