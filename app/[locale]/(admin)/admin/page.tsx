import type { Metadata } from "next";
import { FestivalHomeView } from "@/components/admin/festival-home";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { festivalHome } from "@/lib/console/dashboard";

export const metadata: Metadata = {
  title: "Organiser console",
  robots: { index: false, follow: false },
};

/** What needs attention today, every ACTIVE event's figures, and the drafts to come. */
async function ConsoleHome() {
  return <FestivalHomeView home={await festivalHome()} />;
}

export default function AdminHomePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Dashboard</h1>
      <OrganiserOnly path="/admin">
        <ConsoleHome />
      </OrganiserOnly>
    </>
  );
}
