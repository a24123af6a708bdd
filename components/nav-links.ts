/** The header's links; each label is a message key. */
export const NAV_LINKS = [
  { href: "/home", label: "nav.home" },
  { href: "/about", label: "nav.about" },
  { href: "/events", label: "nav.events" },
  { href: "/contact", label: "nav.contact" },
] as const;

/** The signed-in account's links in the menu, by its role (null: a role the browser was not told). */
export function accountMenu(
  role: string | null,
): { href: string; label: "nav.myAccount" | "nav.myTickets" | "nav.door" }[] {
  // staff open the door app and nothing else
  if (role === "staff") return [{ href: "/door", label: "nav.door" }];
  const account = { href: "/profile", label: "nav.myAccount" } as const;
  const tickets = { href: "/tickets", label: "nav.myTickets" } as const;
  return role === null || role === "visitor" ? [tickets, account] : [account];
}
