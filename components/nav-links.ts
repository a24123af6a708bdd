/** The header's links; each label is a message key. */
export const NAV_LINKS = [
  { href: "/home", label: "nav.home" },
  { href: "/about", label: "nav.about" },
  { href: "/events", label: "nav.events" },
  { href: "/contact", label: "nav.contact" },
] as const;
