import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { requirePageAccount } from "@/lib/accounts/page-session";

/** What an account of another role sees on a console page: a 403, in words. */
export function OrganisersOnly() {
  return (
    <section
      aria-labelledby="organisers-only-heading"
      className="rounded-xl border border-crimson/30 bg-white p-6"
      data-status="403"
    >
      <h2 id="organisers-only-heading" className="text-2xl font-bold">
        Organisers only
      </h2>
      <p role="alert" className="mt-2 font-medium text-crimson-dark">
        The organiser console is for festival organisers. Your account cannot open it.
      </p>
      <p className="mt-2 text-ink-soft">
        If you run the festival,{" "}
        <Link href="/logout" prefetch={false} className="font-semibold text-teal underline">
          log out
        </Link>{" "}
        and log in with your organiser account.
      </p>
    </section>
  );
}

type Props = {
  /** Where the login page sends the account back to (a promise when it comes from `params`). */
  path: string | Promise<string>;
  children: ReactNode;
};

async function Check({ path, children }: Props) {
  // signed out, or a session ended elsewhere: to the login page, and back to `path` after
  const account = await requirePageAccount(await path);
  if (account.role !== "organiser") return <OrganisersOnly />;
  return children;
}

/**
 * Shows its content only to an organiser: anyone signed out goes to the login page and comes
 * back to `path`; any other account reads 'Organisers only'. The content (and the data it reads)
 * is rendered only after the check. Reading the session makes this part of the page dynamic, so
 * it sits in its own Suspense boundary.
 */
export function OrganiserOnly({ path, children }: Props) {
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Check path={path}>{children}</Check>
    </Suspense>
  );
}
