import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";
import { AccountLinks, AuthLink, CartLink } from "./header-session";
import { LanguageSwitch } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";
import { Logo } from "./site-icons";

// Narrow padding up to xl: a signed-in visitor's menu (My tickets, My account) fits on one line.
const linkClass =
  "whitespace-nowrap rounded-md px-2 py-2 font-medium text-sand-100 hover:bg-white/10 hover:text-white xl:px-3";

export async function SiteHeader() {
  const { t, href } = await getT();
  return (
    <header className="sticky top-0 z-40 bg-night text-white shadow-lg">
      <div className="mx-auto flex h-(--header-height) max-w-page items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={href("/home")}
          className="flex items-center gap-2.5"
          aria-label={t("site.homeLink")}
        >
          <Logo size={36} />
          <span className="font-display text-xl font-bold tracking-wide text-gold-light">
            {t("site.name")}
          </span>
        </Link>
        <nav aria-label={t("nav.mainLabel")} className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <Link key={l.href} href={href(l.href)} className={linkClass}>
              {t(l.label)}
            </Link>
          ))}
          <AccountLinks className={linkClass} />
          <AuthLink className={linkClass} />
          <CartLink className={`${linkClass} border border-gold-light/40`} />
          <LanguageSwitch className={linkClass} />
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
