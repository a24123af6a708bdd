// Registers the program's service worker (public/program-sw.js) for the program's addresses in
// the page's language (/program/ or /ar/program/), and names to it the page and the files it
// loaded before the worker controlled it: on the first visit the page is not yet controlled, so
// without this the page would not open without a network until it was visited again.

/** Names the page and every file it has loaded so far to the active worker, to be kept. */
function keepLoaded(registration: ServiceWorkerRegistration): void {
  const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
  registration.active?.postMessage({
    type: "keep",
    page: window.location.pathname + window.location.search,
    urls,
  });
}

export function registerProgramWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const scope = window.location.pathname.startsWith("/ar/") ? "/ar/program/" : "/program/";
  const { serviceWorker } = navigator;
  serviceWorker
    .register("/program-sw.js", { scope })
    .then(() => serviceWorker.ready)
    .then((registration) => {
      keepLoaded(registration);
      // The worker is active before it has claimed the page: a file loaded in between is neither
      // named above nor seen by the worker. Once it controls the page, what was loaded until then
      // is named again; what loads after passes through it.
      if (!serviceWorker.controller)
        serviceWorker.addEventListener("controllerchange", () => keepLoaded(registration), {
          once: true,
        });
    })
    .catch(() => {
      // no worker (a private window, say): the program works while online
    });
}
