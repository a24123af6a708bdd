import { env, isDemoMode } from "@/config/env";
import { getT } from "@/lib/i18n/page-locale";

/** Demo mode says so on every page, and where its e-mail goes (lib/email/mailbox-access.ts). */
export async function DemoBanner() {
  if (!isDemoMode()) return null;
  const { t, href } = await getT();
  return (
    // A named region, so the notice sits in a landmark like the rest of the page.
    <section
      aria-label={t("demo.label")}
      className="bg-gold-light px-4 py-1.5 text-center text-sm font-medium text-ink"
    >
      {t.rich(env().DEMO_MAILBOX_PUBLIC ? "demo.bannerPublic" : "demo.bannerLocal", {
        link: (chunks) => (
          <a href={href("/dev/mailbox")} className="underline">
            {chunks}
          </a>
        ),
      })}
    </section>
  );
}
