"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import { useHydrated } from "./use-hydrated";

/*
 * The address's query (`?callbackUrl=`, `?token=`, `?category=`) read in the browser, so that a
 * page that is the same for everyone stays prerendered whole: the server's HTML holds the page
 * as it is without a query (a form with its labels, fields and buttons, the whole list), and the
 * browser applies the query once the page has hydrated. (Next's useSearchParams on such a page
 * would leave its Suspense boundary to be rendered in the browser instead.)
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const addressQuery = () => window.location.search;
const notReadYet = () => null;

/**
 * The page's query, or null while it is not read yet: in the server's HTML and while the page
 * hydrates (it is read right after). A page reached by a client-side navigation reads it at once.
 */
export function useAddressQuery(): URLSearchParams | null {
  const search = useSyncExternalStore(subscribe, addressQuery, notReadYet);
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}

/** Tells the readers that a client-side navigation changed the query. */
function QueryChanges() {
  const query = useSearchParams().toString();
  useEffect(() => {
    for (const listener of listeners) listener();
  }, [query]);
  return null;
}

/**
 * In the root layout: a navigation to the same page with another query (a category link, a
 * search) reaches the readers. Mounted once the page has hydrated, so that the server never
 * renders it (it would leave its boundary to the browser).
 */
export function AddressQueryWatch() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <QueryChanges />
    </Suspense>
  );
}
