import { FestivalHomeView } from "@/components/admin/festival-home";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { festivalHome } from "@/lib/console/dashboard";

export const metadata = consoleMetadata();

/** What needs attention today, every ACTIVE event's figures, and the drafts to come. */
async function ConsoleHome() {
  return <FestivalHomeView home={await festivalHome()} />;
}

export default function AdminHomePage() {
  return (
    <ConsolePage heading="Dashboard" gap={6} path="/admin">
      <ConsoleHome />
    </ConsolePage>
  );
}
