import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";
import { SocialIcon, type SocialNetwork } from "./site-icons";

/** The footer's links; each label is a message key. */
const FOOTER_LINKS = [
  { href: "/home", label: "nav.home" },
  { href: "/about", label: "nav.about" },
  { href: "/events", label: "nav.events" },
  { href: "/cart", label: "nav.cart" },
  { href: "/contact", label: "nav.contact" },
] as const;

const SOCIAL: { name: string; icon: SocialNetwork; href: string }[] = [
  { name: "Facebook", icon: "facebook", href: "https://www.facebook.com/" },
  { name: "Instagram", icon: "instagram", href: "https://www.instagram.com/" },
  { name: "YouTube", icon: "youtube", href: "https://www.youtube.com/" },
  { name: "X", icon: "x", href: "https://x.com/" },
  { name: "TikTok", icon: "tiktok", href: "https://www.tiktok.com/" },
];

export async function SiteFooter() {
  const { t, href } = await getT();
  return (
    <footer className="mt-16 bg-night text-sand-100">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-display text-lg font-bold text-gold-light">{t("site.name")}</p>
          <p className="mt-2 text-sm text-sand-200">{t("site.footer.tagline")}</p>
        </div>
        <nav aria-label={t("nav.footerLabel")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link
                  href={href(l.href)}
                  className="inline-block py-1 hover:text-gold-light"
                  prefetch={false}
                >
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold">{t("site.footer.followUs")}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.name}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold"
                >
                  <SocialIcon network={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-sand-200">
        {t("site.footer.copyright")}
      </p>
    </footer>
  );
}
