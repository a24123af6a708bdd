// Registers the program's service worker (public/program-sw.js) for the program's addresses in
// the page's language (/program/ or /ar/program/), and names to it the page and the files it
// loaded before the worker controlled it: on the first visit the page is not yet controlled, so
// without this the page would not open without a network until it was visited again.

/** Names the page and these loaded files to the active worker, to be kept (it skips kept ones). */
function keep(registration: ServiceWorkerRegistration, urls: string[]): void {
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
      // Every file loaded so far (`buffered`), and each one as it finishes loading from now on: a
      // file whose request began before the worker controlled the page is neither seen by the
      // worker nor listed until it has loaded, which on a slow phone may be after the worker took
      // over.
      new PerformanceObserver((list) =>
        keep(
          registration,
          list.getEntries().map((entry) => entry.name),
        ),
      ).observe({ type: "resource", buffered: true });
    })
    .catch(() => {
      // no worker (a private window, say): the program works while online
    });
}
