import { env, isDemoMode } from "@/config/env";

/** Demo mode says so on every page, and where its e-mail goes (lib/mailbox-access.ts). */
export function DemoBanner() {
  if (!isDemoMode()) return null;
  return (
    // A named region, so the notice sits in a landmark like the rest of the page.
    <section
      aria-label="Demo mode"
      className="bg-gold-light px-4 py-1.5 text-center text-sm font-medium text-ink"
    >
      Demo mode: payments are simulated; e-mails appear at{" "}
      <a href="/dev/mailbox" className="underline">
        /dev/mailbox
      </a>
      {env().DEMO_MAILBOX_PUBLIC ? "." : " on this computer only."}
    </section>
  );
}
