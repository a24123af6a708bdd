// Registers the program's service worker (public/program-sw.js) for the program's addresses in
// the page's language (/program/ or /ar/program/), and names to it the page and the files it
// loaded before the worker controlled it: on the first visit the page is not yet controlled, so
// without this the page would not open without a network until it was visited again.

export function registerProgramWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const scope = window.location.pathname.startsWith("/ar/") ? "/ar/program/" : "/program/";
  navigator.serviceWorker
    .register("/program-sw.js", { scope })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
      registration.active?.postMessage({
        type: "keep",
        page: window.location.pathname + window.location.search,
        urls,
      });
    })
    .catch(() => {
      // no worker (a private window, say): the program works while online
    });
}
