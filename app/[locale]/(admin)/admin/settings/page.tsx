import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { SiteSettingsForm } from "@/components/admin/site-settings-form";
import { storedSiteSettings } from "@/lib/site/settings";

export const metadata = consoleMetadata("Site settings");

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
    <ConsolePage
      heading="Site settings"
      gap={2}
      path="/admin/settings"
      intro={
        <p className="mb-6 text-ink-soft">
          The facts the home and about pages state. The home page&apos;s festival is the event
          marked featured on its dashboard.
        </p>
      }
    >
      <Settings />
    </ConsolePage>
  );
}
