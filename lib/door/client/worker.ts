// Registers the door's service worker (public/door-sw.js) for the page's own door address, and
// names to it the files this page loaded before the worker controlled it: on the first visit the
// page is not yet controlled, so without this the files it loaded would be fetched again on the
// next visit, and be missing on a visit with no network.

/** Asks the worker to keep the files the page has loaded so far (the decoder, once loaded). */
export async function keepLoadedFiles(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
  registration.active?.postMessage({ type: "keep", urls });
}

export function registerDoorWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const scope = window.location.pathname.startsWith("/ar/") ? "/ar/door" : "/door";
  navigator.serviceWorker
    .register("/door-sw.js", { scope })
    .then(() => keepLoadedFiles())
    .catch(() => {
      // no worker (a private window, say): the app works while online
    });
}
