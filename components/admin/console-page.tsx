import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { eventReturnPath } from "./event-console-page";
import { OrganiserOnly } from "./organiser-only";

// What every page of the organiser console shares: its metadata, its heading above the content
// only organisers see, and the console's plain text links.

/** A console page's metadata: "{title} · Organiser console", kept out of search engines. */
export function consoleMetadata(title?: string): Metadata {
  return {
    title: title ? `${title} · Organiser console` : "Organiser console",
    robots: { index: false, follow: false },
  };
}

/** A link of the console in its running text: not prefetched, teal and underlined. */
export function ConsoleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className="font-semibold text-teal underline">
      {children}
    </Link>
  );
}

const HEADING_CLASS = {
  2: "mb-2 text-3xl font-bold",
  4: "mb-4 text-3xl font-bold",
  6: "mb-6 text-3xl font-bold",
} as const;

type Props = {
  heading: string;
  /** The space under the heading. */
  gap: keyof typeof HEADING_CLASS;
  /** Where the login page sends the account back to (see OrganiserOnly). */
  path: string | Promise<string>;
  /** The list the page is one record of, linked above the heading: "← {label}". */
  back?: { href: string; label: string };
  /** What the page says under its heading, shown to anyone. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * A console page: a link back to its list when it shows one record, its heading and intro, then
 * `children`, shown only to organisers (see OrganiserOnly).
 */
export function ConsolePage({ heading, gap, path, back, intro, children }: Props) {
  return (
    <>
      {back && (
        <p className="mb-2">
          <ConsoleLink href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </ConsoleLink>
        </p>
      )}
      <h1 className={HEADING_CLASS[gap]}>{heading}</h1>
      {intro}
      <OrganiserOnly path={path}>{children}</OrganiserOnly>
    </>
  );
}

/** The props of a page of one event, /admin/events/{eventId}/... */
export type EventPageProps = { params: Promise<{ eventId: string }> };

/**
 * A console page of one event: after logging in, the account comes back to the event's page
 * `tail` (see eventReturnPath).
 */
export function EventConsolePage({
  params,
  tail,
  ...page
}: Omit<Props, "path" | "back" | "intro"> & EventPageProps & { tail?: string }) {
  return <ConsolePage {...page} path={eventReturnPath(params, tail)} />;
}
