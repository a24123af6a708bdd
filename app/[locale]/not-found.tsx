import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className="page flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl font-bold text-gold">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 max-w-md text-ink-soft">
        The page you are looking for does not exist or has moved. The festival is still on, though!
      </p>
      <div className="mt-8 flex gap-3">
        <Link href="/home" className="btn-primary">
          Back to home
        </Link>
        <Link href="/events" className="btn-secondary">
          See events
        </Link>
      </div>
    </div>
  );
}
