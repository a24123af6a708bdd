import { env, isDemoMode } from "@/config/env";
import { t } from "@/lib/messages";

/** Demo mode says so on every page, and where its e-mail goes (lib/mailbox-access.ts). */
export function DemoBanner() {
  if (!isDemoMode()) return null;
  return (
    // A named region, so the notice sits in a landmark like the rest of the page.
    <section
      aria-label={t("demo.label")}
      className="bg-gold-light px-4 py-1.5 text-center text-sm font-medium text-ink"
    >
      {t.rich(env().DEMO_MAILBOX_PUBLIC ? "demo.bannerPublic" : "demo.bannerLocal", {
        link: (chunks) => (
          <a href="/dev/mailbox" className="underline">
            {chunks}
          </a>
        ),
      })}
    </section>
  );
}
