"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export type AdminLink = { href: string; label: string };

/** The console's links; the current section is marked for screen readers and by its colour. */
export function AdminNav({ links }: { links: readonly AdminLink[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label="Organiser console">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={current(link.href) ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink-soft hover:bg-sand-100 hover:text-ink aria-[current=page]:bg-night aria-[current=page]:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
