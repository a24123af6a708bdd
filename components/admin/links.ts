import type { AdminLink } from "./admin-nav";

/** The console's sections in its header bar: only pages that exist are linked. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/events", label: "Events" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/vendors", label: "Vendors" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/documents", label: "Documents" },
  { href: "/admin/addon-requests", label: "Add-on requests" },
  { href: "/admin/coupons", label: "Coupons" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/outbox", label: "E-mail delivery" },
  { href: "/admin/settings", label: "Site settings" },
];
