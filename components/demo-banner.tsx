import { isDemoMode } from "@/lib/env";

/** DESIGN.md "Demo mode": a banner says so, and points at the local mailbox. */
export function DemoBanner() {
  if (!isDemoMode()) return null;
  return (
    <div className="bg-gold-light px-4 py-1.5 text-center text-sm font-medium text-ink">
      Demo mode: payments use a local test checkout and e-mails go to{" "}
      <a href="/dev/mailbox" className="underline">
        the demo mailbox
      </a>
      .
    </div>
  );
}
