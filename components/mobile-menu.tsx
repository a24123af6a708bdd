"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { LanguageSwitch } from "./language-switcher";
import { useT } from "./locale-provider";
import { AccountLinks, AuthLink, CartLink } from "./header-session";
import { NAV_LINKS } from "./nav-links";

const itemClass =
  "block rounded-md px-3 py-3 text-base font-medium text-sand-100 hover:bg-white/10";

/** The compact menu on phones and tablets (below the lg width) with the same links as the header. */
export function MobileMenu() {
  const { t, href } = useT();
  const pathname = usePathname();
  // The menu is open on the page where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="rounded-md p-2 text-sand-100 hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t("nav.mobileLabel")}
          className="absolute inset-x-0 top-(--header-height) border-t border-white/10 bg-night px-4 pb-4 shadow-lg"
        >
          {NAV_LINKS.map((l) => (
            <Link key={l.href} href={href(l.href)} className={itemClass}>
              {t(l.label)}
            </Link>
          ))}
          <AccountLinks className={itemClass} />
          <AuthLink className={itemClass} />
          <CartLink className={itemClass} />
          <LanguageSwitch className={itemClass} />
        </nav>
      )}
    </div>
  );
}
