export const NAV_LINKS = [
  { href: "/home", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/events", label: "Events" },
  { href: "/contact", label: "Contact" },
] as const;
