import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminNav } from "@/components/admin/admin-nav";
import { ADMIN_LINKS } from "@/components/admin/links";
import { getLocale } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The organiser console's frame, inside the site's root layout: the 'Organiser console' bar with
 * its links, then the page. The console is in English only: its Arabic addresses are not found.
 * Each page checks the account itself (components/admin/organiser-only.tsx).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  if ((await getLocale()) !== "en") notFound();
  return (
    <>
      <div className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
          <p className="font-display text-lg font-bold text-night">Organiser console</p>
          <AdminNav links={ADMIN_LINKS} />
        </div>
      </div>
      <div className="page">{children}</div>
    </>
  );
}
