import type { Metadata } from "next";
import { DoorApp } from "@/components/door/door-app";
import { getT } from "@/lib/i18n/page-locale";

/*
 * The door app (/door, /ar/door): staff check tickets and vendor passes in, with or without a
 * network. The page is the same for everyone (the app reads the account, the device and the
 * event on the device), so its service worker can keep it for opening offline.
 *
 * Names the browser tests find things by (English; Arabic in messages/ar.json under "door"):
 * - link "Sign in" (signed out, or not a staff or organiser account)
 * - the device's name: field "Device name", button "Save the name"
 * - combobox "Event", field "Gate", button "Download and start"
 * - region "Door status": status "Online" / "Offline", status "Waiting to send: N", text
 *   "Last refresh: 7:42 PM", button "Sync now"
 * - radio "Coming in" / "Leaving" (group "Scanning")
 * - button "Start camera" / "Stop camera", video "Camera"
 * - field "Type a code", button "Check"
 * - region "Scan result" (over the whole screen; data-tone yes | no | elsewhere) with an alert
 *   holding the headline ("Admit: Row 3, Seat 5", "Already admitted at 7:42 PM at Gate 2",
 *   "Refunded: do not admit", "Another event: Tarab Night, July 5", "May open", "May not open:
 *   ..."), then button "Next scan" (Escape too) back to the scanner
 * - alert "Conflict: Row 3, Seat 5 was admitted by another device too." when the server answers
 *   one, and list "Conflicts" (one item per ticket: "Row 3, Seat 5: 7:42 PM at Gate 1, 7:43 PM
 *   at Gate 2")
 * - button "Change event or gate"
 */

export async function generateMetadata(): Promise<Metadata> {
  const { t, locale } = await getT();
  return {
    title: t("pages.door.title"),
    description: t("pages.door.description"),
    robots: { index: false, follow: false },
    manifest: locale === "ar" ? "/door-ar.webmanifest" : "/door.webmanifest",
  };
}

export default async function DoorPage() {
  const { t } = await getT();
  return (
    <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("door.heading")}</h1>
      <DoorApp />
    </div>
  );
}
